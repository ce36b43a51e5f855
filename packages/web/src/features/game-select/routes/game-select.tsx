import type { GameInstanceSummary, MyGameLink } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Carousel } from '../../../components/carousel';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { ApiFailure } from '../../../lib/api-client';
import { myGameLinkKey } from '../../../lib/my-game-link';
import { readSession, updateSession } from '../../../lib/session';
import { isExternal, leaveFamilyMember, signOut } from '../../../lib/sign-out';
import { startWeekAndStore } from '../../../lib/start-week';
import { createGameInstance } from '../api/create-game-instance';
import { useMyGameLink } from '../api/get-my-game-link';
import { GameSlot } from '../components/game-slot';
import { FormFailure } from '../../../components/form-parts';
import { MyDataSection } from '../../../components/my-data-section';

/** Every slot the link allows, existing games first; more games than slots still all show. */
function slots(link: MyGameLink): (GameInstanceSummary | undefined)[] {
  const count = Math.max(link.MaxGames, link.GameInstances.length);
  return Array.from({ length: count }, (_, index) => link.GameInstances[index]);
}

/** The slot to show first: the game in progress, else the first empty slot, else the first. */
function firstPlayable(all: (GameInstanceSummary | undefined)[]): number {
  return Math.max(
    all.findIndex((game) => !game?.IsGameComplete),
    0,
  );
}

/** /auth/game: choose a game slot, then the week starts and the dashboard opens. */
export function GameSelectPage() {
  // Read once: signing out clears the session while this page is still on screen, and that
  // must not look like an expired session.
  const [session] = useState(readSession);
  const { Token, GameLinkID, PlayerID, PlayerName = '', Theme } = session;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const link = useMyGameLink(Token ? GameLinkID : undefined, PlayerID);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const family = Theme === 'family';

  if (!Token || !GameLinkID) return <Navigate to="/timeout" replace />;
  if (family && !PlayerID) return <Navigate to="/auth/family" replace />;

  const go = (next: string) => {
    if (isExternal(next)) window.location.assign(next);
    else void navigate(next, { replace: true });
  };

  const choose = async (instance: GameInstanceSummary | undefined) => {
    if (!link.data || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const chosen =
        instance ??
        (await createGameInstance({
          GameID: link.data.GameID,
          GameLinkID,
          PlayerID,
        }));
      updateSession({
        GameID: link.data.GameID,
        GameInstanceID: chosen.ID,
        GameCurrentWeek: chosen.CurrentWeek,
      });
      void queryClient.invalidateQueries({ queryKey: myGameLinkKey(GameLinkID, PlayerID) });
      go(await startWeekAndStore(chosen.ID, PlayerName, Theme));
    } catch (error) {
      setFailure(
        error instanceof ApiFailure ? error.message : 'We could not open that game. Try again.',
      );
      setBusy(false);
    }
  };

  const toolbar = family ? (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => go(leaveFamilyMember())}
    >
      <ArrowLeft aria-hidden="true" size={18} />
      Back to family
    </button>
  ) : (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => void signOut().then(go)}
    >
      <LogOut aria-hidden="true" size={18} />
      Sign out
    </button>
  );

  return (
    <PageCard title="Choose your game" wide toolbar={toolbar}>
      <p className="page-card__lead">
        {family ? `Playing as ${PlayerName}` : `Hi ${PlayerName}!`}
        {link.data?.GroupName ? ` · ${link.data.GroupName}` : ''}
      </p>
      {link.isPending ? <LoadingState label="Loading your games…" /> : null}
      {link.isError ? <FormFailure message={link.error.message} /> : null}
      {link.data ? (
        <>
          <p>
            {link.data.GameInstances.length > 0
              ? 'Pick up where you left off, or start a new game.'
              : `You have ${link.data.TotalWeeks} weeks to grow your net position. Ready?`}
          </p>
          <Carousel
            label="Your games"
            initialIndex={firstPlayable(slots(link.data))}
            slides={slots(link.data).map((instance, index) => ({
              key: instance?.ID ?? `slot-${index}`,
              label: `Game ${index + 1}`,
              content: (
                <GameSlot
                  number={index + 1}
                  instance={instance}
                  totalWeeks={link.data.TotalWeeks}
                  busy={busy}
                  onChoose={() => void choose(instance)}
                />
              ),
            }))}
          />
        </>
      ) : null}
      {busy ? <LoadingState label="Opening your game…" /> : null}
      <FormFailure message={failure} />
      {/* A family member's data is the family account's: it is downloaded and deleted on the
          family's own page. */}
      {family ? null : <MyDataSection />}
    </PageCard>
  );
}

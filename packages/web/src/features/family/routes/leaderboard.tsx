import { PAR_EXPLAINED } from '@mc/contract';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { readSession } from '../../../lib/session';
import { useLeaderboard } from '../api/get-leaderboard';
import { BackToFamily } from '../components/back-to-family';
import { FamilyGate } from '../components/family-gate';
import { BoardTable } from '../../../components/board-table';
import { FormFailure } from '../../../components/form-parts';

/** /auth/family/leaderboard */
export function LeaderboardPage() {
  const { Token, GameLinkID } = readSession();
  const board = useLeaderboard(Token ? GameLinkID : undefined);
  return (
    <FamilyGate>
      <PageCard title="Family leaderboard" wide>
        <p>
          Who&apos;s doing best so far? Net position is everything you own minus everything you owe.
          The board ranks by the result against par, so every age compares fairly. {PAR_EXPLAINED}
        </p>
        {board.isPending && GameLinkID ? <LoadingState label="Loading the leaderboard…" /> : null}
        {board.isError ? <FormFailure message={board.error.message} /> : null}
        {board.data && board.data.length === 0 ? (
          <p className="empty-state">
            No games on the leaderboard yet. Once someone in your family starts playing, their score
            shows up here.
          </p>
        ) : null}
        {board.data && board.data.length > 0 ? (
          <BoardTable
            rows={board.data}
            caption="Family leaderboard, ranked by the result against par"
            captionHidden
            markMine={false}
          />
        ) : null}
        <BackToFamily />
      </PageCard>
    </FamilyGate>
  );
}

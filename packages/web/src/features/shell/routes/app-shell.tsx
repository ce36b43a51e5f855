import type { AppInstance } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Navigate, Outlet, useBlocker, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog, MessageDialog } from '../../../components/dialog';
import { gameAppsKey, useGameApps } from '../../../lib/game-apps';
import { failureMessage } from '../../../lib/game-queries';
import { MentorContext } from '../../../lib/mentor';
import { readSession } from '../../../lib/session';
import { isExternal, logout } from '../../../lib/sign-out';
import { useLayout } from '../../../lib/use-layout';
import { PRETEST_ROUTE } from '../../../lib/start-week';
import { weekEndRoute } from '../../../lib/week-stage';
import { endWeek } from '../api/end-week';
import { getHelpMessages } from '../api/get-help-messages';
import { FaqPopup } from '../components/faq-popup';
import { HelpPopup } from '../components/help-popup';
import { MentorPopup } from '../components/mentor-popup';
import { PortraitPrompt } from '../components/portrait-prompt';
import { StatusBar } from '../components/status-bar';
import { isInQuiz, leavesQuiz } from '../lib/quiz-guard';
import { useFirstOpenHelp } from '../lib/use-first-open-help';
import { useMentorQueue } from '../lib/use-mentor-queue';
import '../shell.css';

const noHelpYet = (app: AppInstance) => ({
  ID: `no-help-${app.ID}`,
  Title: app.DisplayName,
  Body: `Have a look around ${app.DisplayName}, %USERNAME%. If you get stuck, the FAQ has answers to common questions.`,
  Tag: null,
});

/**
 * /app: the game shell (spec part 1 sections 2 and 4). The status bar with the week, net worth
 * and the game actions; the mentor, help and FAQ popups; finishing the week; save and exit. A
 * player whose week has ended (here, before the browser went Back, or on another device) is
 * taken to where the week is, from any screen. The screens inside can queue the mentor's messages
 * through MentorContext (the diary's reply).
 */
export function AppShell() {
  const session = readSession();
  // Whether the player arrived signed in, read once: signing out clears the session while the
  // shell is still on screen (the next page may still be loading), and that is not an expiry.
  const [signedIn] = useState(() => Boolean(session.Token && session.GameInstanceID));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const layout = useLayout();
  const apps = useGameApps({ enabled: signedIn });
  const playerName = apps.data?.PlayerName ?? session.PlayerName ?? '';
  const mentor = useMentorQueue();
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoading, setHelpLoading] = useState(false);
  const [faqOpen, setFaqOpen] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [busy, setBusy] = useState<'finishing' | 'exiting' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Set when the shell itself leaves (the week ended, save and exit): no quit-quiz prompt then.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && leavesQuiz(currentLocation.pathname, nextLocation.pathname),
  );
  const refreshApps = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: gameAppsKey() }),
    [queryClient],
  );
  useFirstOpenHelp(apps.data?.Apps, location.pathname, mentor.show, refreshApps);

  if (!signedIn) return <Navigate to="/timeout" replace />;
  // Only a reading made since the shell opened decides: a cached one may be from before the week
  // ended (the browser's Back brings the shell back with it).
  const weekEnd = apps.data && apps.isFetchedAfterMount ? weekEndRoute(apps.data) : null;
  if (weekEnd) return <Navigate to={weekEnd} replace />;
  // The money check before week 1 comes first where the game asks for it (issue 33).
  if (apps.data?.IsPretestDue) return <Navigate to={PRETEST_ROUTE} replace />;

  const week = apps.data?.CurrentWeek ?? session.GameCurrentWeek;

  const chooseHelp = async (app: AppInstance) => {
    setHelpLoading(true);
    try {
      const help = await getHelpMessages(app.GameAppID);
      setHelpOpen(false);
      mentor.show(help.length > 0 ? help : [noHelpYet(app)]);
    } catch (error) {
      setHelpOpen(false);
      setMessage(failureMessage(error));
    } finally {
      setHelpLoading(false);
    }
  };

  const finishWeek = async () => {
    setConfirmFinish(false);
    setBusy('finishing');
    try {
      const outcome = await endWeek();
      if (outcome.ok) {
        leaving.current = true;
        await navigate('/end-of-week/end');
        return;
      }
      // The week may have ended elsewhere (another device, another tab): go to where it is.
      const fresh = (await apps.refetch()).data;
      const ended = fresh ? weekEndRoute(fresh) : null;
      if (ended) {
        leaving.current = true;
        await navigate(ended, { replace: true });
        return;
      }
      setMessage(outcome.message);
      // The refused check blocks an app (My Bank in week 1): show it on the home screen.
      if (outcome.blockedApp) await navigate('/app/dashboard');
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setBusy(null);
      refreshApps();
    }
  };

  const saveAndExit = async () => {
    setBusy('exiting');
    const next = await logout();
    leaving.current = true;
    if (isExternal(next)) {
      window.location.assign(next);
      return;
    }
    await navigate(next, { replace: true });
    queryClient.removeQueries({ queryKey: ['game'] });
  };

  return (
    <div className={`shell shell--${layout}`}>
      <PortraitPrompt />
      <div className="shell__frame">
        <StatusBar
          week={week}
          totalWeeks={apps.data?.TotalWeeks}
          netPosition={apps.data?.NetPosition}
          layout={layout}
          gameComplete={apps.data?.IsGameComplete ?? false}
          busy={busy}
          onHelp={() => setHelpOpen(true)}
          onFaq={() => setFaqOpen(true)}
          onFinishWeek={() => setConfirmFinish(true)}
          onSaveAndExit={() => void saveAndExit()}
        />
        <MentorContext value={mentor.show}>
          <Outlet />
        </MentorContext>
      </div>

      {mentor.current ? (
        <MentorPopup
          key={mentor.current.id}
          open
          messages={mentor.current.messages}
          playerName={playerName}
          onDone={mentor.dismiss}
        />
      ) : null}
      <HelpPopup
        open={helpOpen}
        apps={apps.data?.Apps ?? []}
        loading={helpLoading}
        onChoose={(app) => void chooseHelp(app)}
        onClose={() => setHelpOpen(false)}
      />
      <FaqPopup open={faqOpen} onClose={() => setFaqOpen(false)} />
      <ConfirmDialog
        open={confirmFinish}
        title="Finish the week?"
        acceptLabel="Finish the week"
        declineLabel="Not yet"
        onAccept={() => void finishWeek()}
        onDecline={() => setConfirmFinish(false)}
      >
        <p>Are you ready to finish week {week}?</p>
        {isInQuiz(location.pathname) ? (
          <p>
            You&apos;ll leave the quiz you&apos;re doing: its questions not answered pay nothing.
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Quit the quiz?"
        acceptLabel="Quit quiz"
        declineLabel="Keep going"
        onAccept={() => blocker.proceed?.()}
        onDecline={() => blocker.reset?.()}
      >
        <p>
          Your answers so far are kept. You can finish the quiz from Finance Weekly before the week
          ends.
        </p>
      </ConfirmDialog>
      <MessageDialog open={message !== null} onClose={() => setMessage(null)}>
        <p>{message}</p>
      </MessageDialog>
    </div>
  );
}

import { isPausedMessage, TIMINGS_MS, type StartWeekResult } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { END_OF_GAME } from '../../../lib/end-survey';
import { failureMessage } from '../../../lib/game-queries';
import { readSession, updateSession } from '../../../lib/session';
import { startNextWeek } from '../../../lib/start-week';
import { ContinueTo } from '../components/continue-to';
import { WeekOpening } from '../components/week-opening';
import { useRunOnce } from '../lib/run-once';
import { FormFailure } from '../../../components/form-parts';

interface Started {
  route: string;
  result: StartWeekResult;
}

function begin(): Promise<Started> {
  const { GameInstanceID = '', PlayerName = '', Theme } = readSession();
  return startNextWeek(GameInstanceID, PlayerName, Theme);
}

/** Bills arrived (or a surprise moved money) as the week opened: the player reads why first. */
const hasNews = ({ result }: Started) =>
  !result.IsGameComplete &&
  ((result.NewBills ?? []).length > 0 || (result.Movements ?? []).length > 0);

/** What the start screen says: the new week, or the end of the game (or its quiz) coming up. */
function startWords({ result, route }: Started) {
  if (!result.IsGameComplete)
    return {
      kicker: 'Get ready',
      title: `Week ${result.Week}`,
      lead: 'New week, new money moves. Good luck!',
    };
  // A finished game whose end quiz is still to do goes there first, not to the results yet.
  if (route !== END_OF_GAME)
    return {
      kicker: 'The last week is done',
      title: 'Nearly there!',
      lead: 'One last quiz, then your final results.',
    };
  return {
    kicker: 'The last week is done',
    title: "That's the game!",
    lead: "Let's see where you finished.",
  };
}

/**
 * /end-of-week/start: starts the next week and shows 'Week N' big, then opens the dashboard (or
 * wherever the start of the week says: the end of the game, a survey). When bills arrived it
 * says which and what they did to the net position, so the dashboard's drop is explained, and
 * waits for the player (a timer would take the words away mid-read); otherwise it moves on after
 * 2.8 s as the spec says.
 */
export function StartPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<Started | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onStarted = (value: Started) => {
    // Last week's figures must not flash on the new week's dashboard; the header (on screen)
    // reads the new week at once.
    void queryClient.resetQueries({ queryKey: ['game'] });
    // The game is over: last week's tips would only confuse the final screen.
    if (value.result.IsGameComplete) updateSession({ MentorMessages: [] });
    setStarted(value);
  };

  useRunOnce(begin, (outcome) => {
    if (outcome.ok) onStarted(outcome.value);
    else setFailure(failureMessage(outcome.error));
  });

  const waits = started !== null && hasNews(started);
  useEffect(() => {
    if (!started || waits) return;
    const timer = window.setTimeout(
      () => void navigate(started.route, { replace: true }),
      TIMINGS_MS.startWeekScreen,
    );
    return () => window.clearTimeout(timer);
  }, [started, waits, navigate]);

  const retry = () => {
    setFailure(null);
    begin().then(onStarted, (error: unknown) => setFailure(failureMessage(error)));
  };

  const words = started ? startWords(started) : null;
  // The teacher's pacing is not a failure: the week waits, and the player may look back.
  const paused = failure !== null && isPausedMessage(failure);

  return (
    <section className="quiz-screen eow-start" aria-labelledby="eow-title">
      <div aria-live="polite">
        {words ? (
          <>
            <p className="quiz-screen__kicker">{words.kicker}</p>
            <h1 id="eow-title" className="eow-start__week" tabIndex={-1}>
              {words.title}
            </h1>
            <p className="eow-start__lead">{words.lead}</p>
          </>
        ) : (
          <h1 id="eow-title" className="quiz-screen__title" tabIndex={-1}>
            {paused ? 'Your class is paused' : 'Starting the next week…'}
          </h1>
        )}
      </div>
      {started && waits ? (
        <>
          <WeekOpening opening={started.result} />
          <ContinueTo to={started.route} large />
        </>
      ) : null}
      {!started && !failure ? <LoadingState label="Getting your week ready…" /> : null}
      {paused ? (
        <>
          <p className="eow-start__lead" role="status">
            {failure}
          </p>
          <div className="eow-actions">
            <button type="button" className="button" onClick={retry}>
              Check again
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void navigate('/end-of-week/summary')}
            >
              Back to the summary
            </button>
          </div>
        </>
      ) : null}
      {failure && !paused ? (
        <>
          <FormFailure message={failure} />
          <div className="eow-actions">
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

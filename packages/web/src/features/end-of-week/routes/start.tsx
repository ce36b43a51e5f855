import { TIMINGS_MS } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { failureMessage } from '../../../lib/game-queries';
import { readSession, updateSession } from '../../../lib/session';
import { startWeekAndStore } from '../../../lib/start-week';
import { destinationOf } from '../lib/after-the-week';
import { useRunOnce } from '../lib/run-once';
import type { EndOfWeekContext } from './end-of-week-layout';

interface Started {
  week: number | undefined;
  route: string;
}

function begin(): Promise<Started> {
  const { GameInstanceID = '', PlayerName = '', Theme } = readSession();
  return startWeekAndStore(GameInstanceID, PlayerName, Theme).then((route) => ({
    route,
    week: readSession().GameCurrentWeek,
  }));
}

/**
 * /end-of-week/start: starts the next week, shows 'Week N' big, then after 2.8 s opens the
 * dashboard (or wherever the start of the week says: the end of the game, a survey).
 */
export function StartPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<Started | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const frame = useOutletContext<EndOfWeekContext | undefined>();

  const onStarted = (value: Started) => {
    // Last week's figures must not flash on the new week's dashboard.
    queryClient.removeQueries({ queryKey: ['game'] });
    if (value.route.startsWith('/app')) {
      // The header's week moves on too.
      if (value.week !== undefined) frame?.showWeek(value.week);
    } else {
      // The game is over: last week's tips would only confuse the final screen.
      updateSession({ MentorMessages: [] });
    }
    setStarted(value);
  };

  useRunOnce(begin, (outcome) => {
    if (outcome.ok) onStarted(outcome.value);
    else setFailure(failureMessage(outcome.error));
  });

  useEffect(() => {
    if (!started) return;
    const { to, state } = destinationOf(started.route);
    const timer = window.setTimeout(
      () => void navigate(to, { replace: true, state }),
      TIMINGS_MS.startWeekScreen,
    );
    return () => window.clearTimeout(timer);
  }, [started, navigate]);

  const retry = () => {
    setFailure(null);
    begin().then(onStarted, (error: unknown) => setFailure(failureMessage(error)));
  };

  const gameOver = started !== null && !started.route.startsWith('/app');

  return (
    <section className="eow-screen eow-start" aria-labelledby="eow-title">
      <div aria-live="polite">
        {started ? (
          <>
            <p className="eow-screen__kicker">{gameOver ? 'The last week is done' : 'Get ready'}</p>
            <h1 id="eow-title" className="eow-start__week" tabIndex={-1}>
              {gameOver ? "That's the game!" : `Week ${started.week ?? ''}`}
            </h1>
            <p className="eow-start__lead">
              {gameOver ? "Let's see where you finished." : 'New week, new money moves. Good luck!'}
            </p>
          </>
        ) : (
          <h1 id="eow-title" className="eow-screen__title" tabIndex={-1}>
            Starting the next week…
          </h1>
        )}
      </div>
      {!started && !failure ? <LoadingState label="Getting your week ready…" /> : null}
      {failure ? (
        <>
          <p className="form__failure" role="alert">
            {failure}
          </p>
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

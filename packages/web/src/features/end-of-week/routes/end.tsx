import { TIMINGS_MS } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { useGameApps } from '../../../lib/game-apps';
import { generateQuestion, questionKey } from '../api/bonus-question';
import { useRunOnce } from '../lib/run-once';

/**
 * /end-of-week/end: the week is done; the bonus question is generated. If that fails for any
 * reason other than 'already generated', the summary follows after 3 s (spec part 1 section 4).
 */
export function EndPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  // The week that has ended, as the server says: the session may hold another device's week.
  const week = useGameApps().data?.CurrentWeek;

  useRunOnce(generateQuestion, (outcome) => {
    if (outcome.ok) {
      queryClient.setQueryData(questionKey(), outcome.value);
      void navigate('/end-of-week/question', { replace: true });
    } else {
      setFailed(true);
    }
  });

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(
      () => void navigate('/end-of-week/summary', { replace: true }),
      TIMINGS_MS.endOfWeekFailureRedirect,
    );
    return () => window.clearTimeout(timer);
  }, [failed, navigate]);

  return (
    <section className="quiz-screen" aria-labelledby="eow-title">
      <h1 id="eow-title" className="quiz-screen__title" tabIndex={-1}>
        {week ? `That's week ${week} done!` : "That's the week done!"}
      </h1>
      {failed ? (
        <p role="status">
          There&apos;s no bonus question this time. Taking you to your weekly summary…
        </p>
      ) : (
        <>
          <p>Get ready: a bonus question is coming up. Answer it quickly to earn extra cash.</p>
          <LoadingState label="Getting your bonus question…" />
        </>
      )}
    </section>
  );
}

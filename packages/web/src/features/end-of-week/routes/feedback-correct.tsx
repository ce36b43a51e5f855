import { PartyPopper } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { FeedbackHeading, RewardFigures } from '../../../components/quiz-feedback';
import { ContinueTo } from '../components/continue-to';
import { isFeedbackState } from '../lib/feedback-state';
import { money } from '../lib/money';

/**
 * /end-of-week/feedback-correct: the cash reward, the time bonus and the total (the cash reward
 * and the total when the player turned the timer off).
 */
export function FeedbackCorrectPage() {
  const state: unknown = useLocation().state;
  if (!isFeedbackState(state)) return <Navigate to="/end-of-week/summary" replace />;
  const { Reward, Bonus, IsTimerOff } = state.result;
  return (
    <section className="quiz-screen quiz-screen--correct" aria-labelledby="eow-title">
      <FeedbackHeading Icon={PartyPopper} tone="gain" titleId="eow-title" title="CORRECT!" />
      <p>Nice one! Your bonus cash is going into My Cash.</p>
      {IsTimerOff ? <p>Timer off, so no time bonus this time.</p> : null}
      <RewardFigures
        rows={[
          { label: 'Cash reward', value: money(Reward) },
          ...(IsTimerOff ? [] : [{ label: 'Time bonus', value: money(Bonus) }]),
        ]}
        total={{ label: 'Total', value: money(Reward + Bonus) }}
      />
      <ContinueTo to="/end-of-week/summary" />
    </section>
  );
}

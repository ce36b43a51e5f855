import { PartyPopper } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isFeedbackState } from '../lib/feedback-state';
import { money } from '../lib/money';

/**
 * /end-of-week/feedback-correct: the cash reward, the time bonus and the total (the cash reward
 * and the total when the player turned the timer off).
 */
export function FeedbackCorrectPage() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  if (!isFeedbackState(state)) return <Navigate to="/end-of-week/summary" replace />;
  const { Reward, Bonus, IsTimerOff } = state.result;
  return (
    <section className="quiz-screen quiz-screen--correct" aria-labelledby="eow-title">
      <PartyPopper
        className="quiz-screen__icon quiz-screen__icon--gain"
        aria-hidden="true"
        size={48}
      />
      <h1 id="eow-title" className="quiz-screen__title" tabIndex={-1}>
        CORRECT!
      </h1>
      <p>Nice one! Your bonus cash is going into My Cash.</p>
      {IsTimerOff ? <p>Timer off, so no time bonus this time.</p> : null}
      <dl className="quiz-figures">
        <div className="quiz-figures__row">
          <dt>Cash reward</dt>
          <dd className="amount">{money(Reward)}</dd>
        </div>
        {IsTimerOff ? null : (
          <div className="quiz-figures__row">
            <dt>Time bonus</dt>
            <dd className="amount">{money(Bonus)}</dd>
          </div>
        )}
        <div className="quiz-figures__row quiz-figures__row--total">
          <dt>Total</dt>
          <dd className="amount">{money(Reward + Bonus)}</dd>
        </div>
      </dl>
      <div className="eow-actions">
        <button
          type="button"
          className="button"
          onClick={() => void navigate('/end-of-week/summary', { replace: true })}
        >
          CONTINUE
        </button>
      </div>
    </section>
  );
}

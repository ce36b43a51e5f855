import { Zap } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { SURVEY_QUESTION } from '../../../lib/end-survey';
import { ContinueButton } from '../components/continue-button';
import { isSurveyFeedbackState } from '../lib/feedback-state';
import { money } from '../lib/money';

const seconds = (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`;

/**
 * /surveys/feedback-timed-correct: a quick right answer. The time left by the server's clock, the
 * cash reward, the time bonus and the total (cash reward + time bonus), as the server paid them.
 */
export function FeedbackTimedCorrectPage() {
  const state: unknown = useLocation().state;
  if (!isSurveyFeedbackState(state)) return <Navigate to={SURVEY_QUESTION} replace />;
  const { result } = state;
  return (
    <section className="quiz-screen survey-feedback" aria-labelledby="survey-title">
      <Zap className="quiz-screen__icon quiz-screen__icon--gain" aria-hidden="true" size={48} />
      <h1 id="survey-title" className="quiz-screen__title" tabIndex={-1}>
        CORRECT!
      </h1>
      <p>Fast and right: you earned a time bonus too.</p>
      <dl className="quiz-figures">
        <div className="quiz-figures__row">
          <dt>Time left</dt>
          <dd>{seconds(result.TimeLeft)}</dd>
        </div>
        <div className="quiz-figures__row">
          <dt>Cash reward</dt>
          <dd className="amount">{money(result.CashReward)}</dd>
        </div>
        <div className="quiz-figures__row">
          <dt>Time bonus</dt>
          <dd className="amount">+{money(result.TimeBonusAmount)}</dd>
        </div>
        <div className="quiz-figures__row quiz-figures__row--total">
          <dt>Total reward</dt>
          <dd className="amount">{money(result.TotalReward)}</dd>
        </div>
      </dl>
      <ContinueButton result={result} />
    </section>
  );
}

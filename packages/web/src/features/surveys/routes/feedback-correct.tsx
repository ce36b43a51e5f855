import { PartyPopper } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { SURVEY_QUESTION } from '../../../lib/end-survey';
import { ContinueButton } from '../components/continue-button';
import { isSurveyFeedbackState } from '../lib/feedback-state';
import { money } from '../lib/money';

/** /surveys/feedback-correct: a right answer and its total reward, as the server paid it. */
export function FeedbackCorrectPage() {
  const state: unknown = useLocation().state;
  if (!isSurveyFeedbackState(state)) return <Navigate to={SURVEY_QUESTION} replace />;
  const { result, withoutTimer } = state;
  return (
    <section className="quiz-screen survey-feedback" aria-labelledby="survey-title">
      <PartyPopper
        className="quiz-screen__icon quiz-screen__icon--gain"
        aria-hidden="true"
        size={48}
      />
      <h1 id="survey-title" className="quiz-screen__title" tabIndex={-1}>
        CORRECT!
      </h1>
      <p>Nice one! The cash goes onto your final score.</p>
      <dl className="quiz-figures">
        <div className="quiz-figures__row quiz-figures__row--total">
          <dt>Total reward</dt>
          <dd className="amount">{money(result.TotalReward)}</dd>
        </div>
      </dl>
      {withoutTimer ? (
        <p className="survey-feedback__note">Timer off, so no time bonus this time.</p>
      ) : null}
      <ContinueButton result={result} />
    </section>
  );
}

import { PartyPopper } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { SURVEY_QUESTION } from '../../../lib/end-survey';
import { FeedbackHeading, RewardFigures } from '../../../components/quiz-feedback';
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
      <FeedbackHeading Icon={PartyPopper} tone="gain" titleId="survey-title" title="CORRECT!" />
      <p>Nice one! The cash goes onto your final score.</p>
      <RewardFigures
        rows={[]}
        total={{ label: 'Total reward', value: money(result.TotalReward) }}
      />
      {withoutTimer ? (
        <p className="survey-feedback__note">Timer off, so no time bonus this time.</p>
      ) : null}
      <ContinueButton result={result} />
    </section>
  );
}

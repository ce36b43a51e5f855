import { Zap } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { SURVEY_QUESTION } from '../../../lib/end-survey';
import { FeedbackHeading, RewardFigures } from '../../../components/quiz-feedback';
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
      <FeedbackHeading Icon={Zap} tone="gain" titleId="survey-title" title="CORRECT!" />
      <p>Fast and right: you earned a time bonus too.</p>
      <RewardFigures
        rows={[
          { label: 'Time left', value: seconds(result.TimeLeft), amount: false },
          { label: 'Cash reward', value: money(result.CashReward) },
          { label: 'Time bonus', value: `+${money(result.TimeBonusAmount)}` },
        ]}
        total={{ label: 'Total reward', value: money(result.TotalReward) }}
      />
      <ContinueButton result={result} />
    </section>
  );
}

import { SURVEY_MESSAGES } from '@mc/contract';
import { Navigate, useLocation } from 'react-router';
import { MissedHeading, QuizExplain } from '../../../components/quiz-feedback';
import { SURVEY_QUESTION } from '../../../lib/end-survey';
import { ContinueButton } from '../components/continue-button';
import { isSurveyFeedbackState } from '../lib/feedback-state';

/**
 * /surveys/feedback-incorrect: 'INCORRECT' or 'OUT OF TIME' and 'NO BONUS CASH THIS TIME' (spec
 * part 2 section 8), with the right answer and why.
 */
export function FeedbackIncorrectPage() {
  const state: unknown = useLocation().state;
  if (!isSurveyFeedbackState(state)) return <Navigate to={SURVEY_QUESTION} replace />;
  const { result, question } = state;
  const outOfTime = result.IsOutOfTime;
  const right = result.Answers.find((answer) => answer.Status === 'correct');
  return (
    <section className="quiz-screen survey-feedback" aria-labelledby="survey-title">
      <MissedHeading
        outOfTime={outOfTime}
        titleId="survey-title"
        title={outOfTime ? SURVEY_MESSAGES.outOfTime : SURVEY_MESSAGES.incorrect}
        noBonus={SURVEY_MESSAGES.noBonus}
      />
      {outOfTime && result.IsCorrect ? (
        <p>You picked the right answer, but the time ran out first.</p>
      ) : null}
      <QuizExplain
        question={question.Name}
        rightAnswer={right?.Name}
        explanation={result.Explanation}
      />
      <p>
        {outOfTime
          ? 'Need more time? Turn the timer off before you answer: a right answer still earns cash.'
          : 'Now you know for next time.'}
      </p>
      <ContinueButton result={result} />
    </section>
  );
}

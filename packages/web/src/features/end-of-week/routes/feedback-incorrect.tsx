import { Navigate, useLocation } from 'react-router';
import { MissedHeading, QuizExplain } from '../../../components/quiz-feedback';
import { ContinueTo } from '../components/continue-to';
import { isFeedbackState } from '../lib/feedback-state';

/**
 * /end-of-week/feedback-incorrect: 'INCORRECT' or 'OUT OF TIME', 'NO BONUS CASH THIS TIME', the
 * right answer and why.
 */
export function FeedbackIncorrectPage() {
  const state: unknown = useLocation().state;
  if (!isFeedbackState(state)) return <Navigate to="/end-of-week/summary" replace />;
  const { result, question, outOfTime } = state;
  const right = question.Answers.find((answer) => answer.ID === result.CorrectAnswerID);
  return (
    <section className="quiz-screen quiz-screen--incorrect" aria-labelledby="eow-title">
      <MissedHeading
        outOfTime={outOfTime}
        titleId="eow-title"
        title={outOfTime ? 'OUT OF TIME' : 'INCORRECT'}
        noBonus="NO BONUS CASH THIS TIME"
      />
      <QuizExplain
        question={question.Text}
        rightAnswer={right?.Text}
        explanation={result.Explanation}
      />
      <p>Keep it in mind for next time.</p>
      <ContinueTo to="/end-of-week/summary" />
    </section>
  );
}

import { CircleX, Clock } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { FeedbackHeading, QuizExplain } from '../../../components/quiz-feedback';
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
  const Icon = outOfTime ? Clock : CircleX;
  return (
    <section className="quiz-screen quiz-screen--incorrect" aria-labelledby="eow-title">
      <FeedbackHeading
        Icon={Icon}
        tone="loss"
        titleId="eow-title"
        title={outOfTime ? 'OUT OF TIME' : 'INCORRECT'}
      />
      <p className="quiz-screen__no-bonus">NO BONUS CASH THIS TIME</p>
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

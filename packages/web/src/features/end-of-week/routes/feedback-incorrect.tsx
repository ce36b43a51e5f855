import { CircleX, Clock } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { GlossaryText } from '../../../components/glossary';
import { isFeedbackState } from '../lib/feedback-state';

/**
 * /end-of-week/feedback-incorrect: 'INCORRECT' or 'OUT OF TIME', 'NO BONUS CASH THIS TIME', the
 * right answer and why.
 */
export function FeedbackIncorrectPage() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  if (!isFeedbackState(state)) return <Navigate to="/end-of-week/summary" replace />;
  const { result, question, outOfTime } = state;
  const right = question.Answers.find((answer) => answer.ID === result.CorrectAnswerID);
  const Icon = outOfTime ? Clock : CircleX;
  return (
    <section className="quiz-screen quiz-screen--incorrect" aria-labelledby="eow-title">
      <Icon className="quiz-screen__icon quiz-screen__icon--loss" aria-hidden="true" size={48} />
      <h1 id="eow-title" className="quiz-screen__title" tabIndex={-1}>
        {outOfTime ? 'OUT OF TIME' : 'INCORRECT'}
      </h1>
      <p className="quiz-screen__no-bonus">NO BONUS CASH THIS TIME</p>
      <div className="quiz-explain">
        <p className="quiz-explain__question">{question.Text}</p>
        {right ? (
          <p>
            <span className="quiz-explain__label">The right answer: </span>
            <strong>{right.Text}</strong>
          </p>
        ) : null}
        {result.Explanation ? (
          <p className="quiz-explain__why">
            <GlossaryText text={result.Explanation} />
          </p>
        ) : null}
      </div>
      <p>Keep it in mind for next time.</p>
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

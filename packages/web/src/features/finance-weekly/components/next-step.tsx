import type { Quiz } from '@mc/contract';
import { FailurePopup } from '../../../components/failure-popup';
import { useCompleteQuestion } from '../api/complete-question';

/**
 * After the feedback: CONTINUE, or COMPLETE on the last question. Completing pays the question's
 * money into My Cash and moves the quiz on (the next question, or the summary after the last).
 */
export function NextStep({ quiz }: { quiz: Quiz }) {
  const complete = useCompleteQuestion();
  const label = quiz.AtLastQuestion ? 'COMPLETE' : 'CONTINUE';
  return (
    <>
      <button
        type="button"
        className="button button--block"
        disabled={complete.isPending}
        onClick={() => complete.mutate({ QuestionID: quiz.CurrentQuestion.ID })}
      >
        {complete.isPending ? 'Saving…' : label}
      </button>
      <FailurePopup error={complete.error} />
    </>
  );
}

import type { Quiz } from '@mc/contract';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/dialog';
import { FailurePopup } from '../../../components/failure-popup';
import { useEndQuiz } from '../api/end-quiz';
import { currentPosition } from '../lib/quiz-screen';
import { QuizProgress } from './quiz-progress';
import { NewsScreen } from './news-screen';

export const END_QUIZ_QUESTION = 'End the quiz now?';
export const END_QUIZ_WARNING =
  'You’ll miss out on the cash for the questions you haven’t answered.';

interface QuizFrameProps {
  quiz: Quiz;
  /** The question's main action (SUBMIT, then CONTINUE or COMPLETE). */
  action: ReactNode;
  children: ReactNode;
}

/**
 * A question screen: the quiz's title and progress, the question, and at the bottom its main
 * action with END QUIZ under it. Ending asks first (the spec's confirm popup), since the cash of
 * the questions not done is lost; once ended, the quiz's summary opens (QuizGate).
 */
export function QuizFrame({ quiz, action, children }: QuizFrameProps) {
  const [asking, setAsking] = useState(false);
  const end = useEndQuiz();
  const titleId = useId();
  return (
    <NewsScreen
      action={
        <div className="fw-quiz-actions">
          {action}
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={() => setAsking(true)}
            disabled={end.isPending}
          >
            {end.isPending ? 'Ending…' : 'END QUIZ'}
          </button>
        </div>
      }
    >
      <section className="fw-quiz" aria-labelledby={titleId}>
        <h2 id={titleId} className="fw-quiz__title">
          {quiz.Title}
        </h2>
        <QuizProgress number={currentPosition(quiz) + 1} total={quiz.Questions.length} />
        {children}
      </section>
      <ConfirmDialog
        open={asking}
        title={END_QUIZ_QUESTION}
        acceptLabel="End the quiz"
        declineLabel="Keep going"
        onAccept={() => {
          setAsking(false);
          end.mutate({ QuizID: quiz.ID });
        }}
        onDecline={() => setAsking(false)}
      >
        <p>{END_QUIZ_WARNING}</p>
      </ConfirmDialog>
      <FailurePopup error={end.error} />
    </NewsScreen>
  );
}

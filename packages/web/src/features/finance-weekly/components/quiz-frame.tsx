import { NEWS_MESSAGES, type Quiz } from '@mc/contract';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/dialog';
import { FailurePopup } from '../../../components/failure-popup';
import { useEndQuiz } from '../api/end-quiz';
import { useQuizRequirement } from '../api/get-quiz-requirement';
import { currentPosition } from '../lib/quiz-screen';
import { QuizProgress } from './quiz-progress';
import { NewsScreen } from './news-screen';

export const END_QUIZ_QUESTION = 'End the quiz now?';
export const END_QUIZ_WARNING = NEWS_MESSAGES.endQuizWarning;
/** Said too when this week's quiz is required: ending early does not get it out of the way. */
export const END_REQUIRED_QUIZ_WARNING = NEWS_MESSAGES.endRequiredQuizWarning;
/** On the questions of a quiz taken up again after ending early: why they pay nothing. */
export const ENDED_EARLY_NOTE =
  'You ended this quiz early, so these questions earn no cash. Answer them to finish the week.';

interface QuizFrameProps {
  quiz: Quiz;
  /** The question's main action (SUBMIT, then CONTINUE or COMPLETE). */
  action: ReactNode;
  children: ReactNode;
}

/**
 * A question screen: the quiz's title and progress, the question, and at the bottom its main
 * action with END QUIZ under it. Ending asks first (the spec's confirm popup), since the cash of
 * the questions not answered is lost, and says so; a required quiz still needs them answered,
 * which it says too. Once ended, the quiz's summary opens (QuizGate). A quiz taken up again after
 * ending early has nothing left to give up: no END QUIZ, and a note on why no cash comes.
 */
export function QuizFrame({ quiz, action, children }: QuizFrameProps) {
  const [asking, setAsking] = useState(false);
  const end = useEndQuiz();
  const requirement = useQuizRequirement();
  const titleId = useId();
  const endedEarly = quiz.EndedEarlyAt !== null;
  return (
    <NewsScreen
      action={
        <div className="fw-quiz-actions">
          {action}
          {endedEarly ? null : (
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => setAsking(true)}
              disabled={end.isPending}
            >
              {end.isPending ? 'Ending…' : 'END QUIZ'}
            </button>
          )}
        </div>
      }
    >
      <section className="fw-quiz" aria-labelledby={titleId}>
        <h2 id={titleId} className="fw-quiz__title">
          {quiz.Title}
        </h2>
        <QuizProgress number={currentPosition(quiz) + 1} total={quiz.Questions.length} />
        {endedEarly ? (
          <p className="money-note fw-ended-note" role="note">
            {ENDED_EARLY_NOTE}
          </p>
        ) : null}
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
        {requirement.data?.IsRequired ? <p>{END_REQUIRED_QUIZ_WARNING}</p> : null}
      </ConfirmDialog>
      <FailurePopup error={end.error} />
    </NewsScreen>
  );
}

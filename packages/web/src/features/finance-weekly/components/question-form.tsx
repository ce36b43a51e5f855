import type { Quiz } from '@mc/contract';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { FailurePopup } from '../../../components/failure-popup';
import { useSubmitAnswer } from '../api/submit-answer';
import { useFocusOnAnswer } from '../lib/use-focus-on-answer';
import { AnswerFeedback } from './answer-feedback';
import { NextStep } from './next-step';
import { QuizFrame } from './quiz-frame';

interface QuestionFormProps {
  quiz: Quiz;
  /** The form's class: `fw-question`, and the kind of question's own. */
  className: string;
  /** The option IDs to send, in order, or null until the answer is complete. */
  answers: string[] | null;
  /** SUBMIT, for a question that moves focus to it once the answer is complete. */
  submitRef?: Ref<HTMLButtonElement>;
  /** What the feedback shows besides the marking (the sentence with the right words). */
  feedbackExtra?: ReactNode;
  /** The question's fields; `sending` while the answer is on its way. */
  children: (sending: boolean) => ReactNode;
}

/**
 * A question of the quiz as a form (spec part 2 sections 4 and 5): SUBMIT sends the answer once
 * it is complete; when it comes back marked, the feedback (focused, so it is read out) and
 * CONTINUE, or COMPLETE on the last question.
 */
export function QuestionForm({
  quiz,
  className,
  answers,
  submitRef,
  feedbackExtra,
  children,
}: QuestionFormProps) {
  const question = quiz.CurrentQuestion;
  const result = question.Result;
  const formId = useId();
  const submit = useSubmitAnswer();
  const { feedback, markSent } = useFocusOnAnswer(result !== null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (result || answers === null || submit.isPending) return;
    submit.mutate({ QuestionID: question.ID, Answers: answers }, { onSuccess: markSent });
  };

  return (
    <QuizFrame
      quiz={quiz}
      action={
        result ? (
          <NextStep quiz={quiz} />
        ) : (
          <button
            ref={submitRef}
            type="submit"
            form={formId}
            className="button button--block"
            disabled={answers === null || submit.isPending}
          >
            {submit.isPending ? 'Sending…' : 'SUBMIT'}
          </button>
        )
      }
    >
      <form id={formId} className={className} onSubmit={onSubmit}>
        {children(submit.isPending)}
      </form>
      {result ? (
        <AnswerFeedback ref={feedback} result={result}>
          {feedbackExtra}
        </AnswerFeedback>
      ) : null}
      <FailurePopup error={submit.error} />
    </QuizFrame>
  );
}

import type { AnswerOption, Quiz, QuestionResult } from '@mc/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FailurePopup } from '../../../components/failure-popup';
import { useSubmitAnswer } from '../api/submit-answer';
import { useFocusOnAnswer } from '../lib/use-focus-on-answer';
import { AnswerFeedback } from './answer-feedback';
import { NextStep } from './next-step';
import { QuizFrame } from './quiz-frame';

/** After the answer: the right option and the player's wrong one, marked in words and icons. */
function OptionMark({ option, result }: { option: AnswerOption; result: QuestionResult }) {
  if (result.CorrectAnswers.includes(option.ID)) {
    return (
      <span className="status-word status-word--good fw-mark">
        <CircleCheck aria-hidden="true" size={18} />
        Right answer
      </span>
    );
  }
  if (result.Chosen.includes(option.ID)) {
    return (
      <span className="status-word status-word--bad fw-mark">
        <CircleX aria-hidden="true" size={18} />
        Your answer
      </span>
    );
  }
  return null;
}

function optionClass(option: AnswerOption, result: QuestionResult | null): string {
  if (!result) return 'fw-option';
  if (result.CorrectAnswers.includes(option.ID)) return 'fw-option fw-option--right';
  if (result.Chosen.includes(option.ID)) return 'fw-option fw-option--wrong';
  return 'fw-option fw-option--other';
}

/**
 * A multiple choice or true/false question (spec part 2 sections 2, 4 and 5): the answers as one
 * native radio group, SUBMIT once one is chosen; then the feedback, every answer disabled and
 * marked, and CONTINUE (COMPLETE on the last question).
 */
export function ChoiceQuestion({ quiz }: { quiz: Quiz }) {
  const question = quiz.CurrentQuestion;
  const result = question.Result;
  const formId = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const submit = useSubmitAnswer();
  const { feedback, markSent } = useFocusOnAnswer(result !== null);
  const chosen = result ? (result.Chosen[0] ?? null) : choice;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (result || choice === null || submit.isPending) return;
    submit.mutate({ QuestionID: question.ID, Answers: [choice] }, { onSuccess: markSent });
  };

  return (
    <QuizFrame
      quiz={quiz}
      action={
        result ? (
          <NextStep quiz={quiz} />
        ) : (
          <button
            type="submit"
            form={formId}
            className="button button--block"
            disabled={choice === null || submit.isPending}
          >
            {submit.isPending ? 'Sending…' : 'SUBMIT'}
          </button>
        )
      }
    >
      <form id={formId} className="fw-question" onSubmit={onSubmit}>
        <fieldset className="fw-options" disabled={result !== null || submit.isPending}>
          <legend className="fw-question__text">
            {question.QuestionType === 1 ? (
              <span className="fw-question__kind">True or false?</span>
            ) : null}{' '}
            {question.Text}
          </legend>
          {question.AnswerOptions.map((option) => (
            <label key={option.ID} className={optionClass(option, result)}>
              <input
                type="radio"
                name={`answer-${question.ID}`}
                value={option.ID}
                checked={chosen === option.ID}
                disabled={result !== null}
                onChange={() => setChoice(option.ID)}
              />
              <span className="fw-option__text">{option.Text}</span>
              {result ? <OptionMark option={option} result={result} /> : null}
            </label>
          ))}
        </fieldset>
      </form>
      {result ? <AnswerFeedback ref={feedback} result={result} /> : null}
      <FailurePopup error={submit.error} />
    </QuizFrame>
  );
}

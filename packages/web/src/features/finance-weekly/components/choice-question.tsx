import type { AnswerOption, Quiz, QuestionResult } from '@mc/contract';
import { useState } from 'react';
import { StatusWord } from '../../../components/status-word';
import { QuestionForm } from './question-form';

type Mark = 'right' | 'wrong' | 'other';

/** How an option came out once marked: the right answer, the player's wrong one, or neither. */
function markOf(option: AnswerOption, result: QuestionResult): Mark {
  if (result.CorrectAnswers.includes(option.ID)) return 'right';
  if (result.Chosen.includes(option.ID)) return 'wrong';
  return 'other';
}

/** After the answer: the right option and the player's wrong one, marked in words and icons. */
function OptionMark({ mark }: { mark: Mark }) {
  if (mark === 'other') return null;
  return (
    <StatusWord good={mark === 'right'} className="fw-mark">
      {mark === 'right' ? 'Right answer' : 'Your answer'}
    </StatusWord>
  );
}

/**
 * A multiple choice or true/false question (spec part 2 sections 2, 4 and 5): the answers as one
 * native radio group, SUBMIT once one is chosen; then the feedback, every answer disabled and
 * marked, and CONTINUE (COMPLETE on the last question).
 */
export function ChoiceQuestion({ quiz }: { quiz: Quiz }) {
  const question = quiz.CurrentQuestion;
  const result = question.Result;
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = result ? (result.Chosen[0] ?? null) : choice;

  return (
    <QuestionForm quiz={quiz} className="fw-question" answers={choice === null ? null : [choice]}>
      {(sending) => (
        <fieldset className="fw-options" disabled={result !== null || sending}>
          <legend className="fw-question__text">
            {question.QuestionType === 1 ? (
              <span className="fw-question__kind">True or false?</span>
            ) : null}{' '}
            {question.Text}
          </legend>
          {question.AnswerOptions.map((option) => {
            const mark = result ? markOf(option, result) : null;
            return (
              <label
                key={option.ID}
                className={mark ? `fw-option fw-option--${mark}` : 'fw-option'}
              >
                <input
                  type="radio"
                  name={`answer-${question.ID}`}
                  value={option.ID}
                  checked={chosen === option.ID}
                  disabled={result !== null}
                  onChange={() => setChoice(option.ID)}
                />
                <span className="fw-option__text">{option.Text}</span>
                {mark ? <OptionMark mark={mark} /> : null}
              </label>
            );
          })}
        </fieldset>
      )}
    </QuestionForm>
  );
}

import type { Quiz } from '@mc/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { allFilled, gapParts, gapReducer, initialGap, type GapAction } from '../lib/gap-fill';
import { GapText, MarkedGapText, RightWords } from './gap-text';
import { QuestionForm } from './question-form';
import { WordPicker } from './word-picker';

type FocusTarget = 'picker' | 'submit' | null;

/**
 * Fill the blanks (spec part 2 sections 4 and 5), by tapping or by keyboard, with no dragging:
 * choose a blank, then a word from the picker; the next empty blank is chosen for you. A filled
 * blank, chosen again, is emptied. SUBMIT is offered once every blank holds a word, and sends the
 * words' IDs in blank order. Focus follows the player: into the picker, then to SUBMIT once every
 * blank is filled, and a polite status says what changed.
 */
export function GapQuestion({ quiz }: { quiz: Quiz }) {
  const question = quiz.CurrentQuestion;
  const result = question.Result;
  const parts = useMemo(() => gapParts(question.Text), [question.Text]);
  const blanks = parts.filter((part) => 'blank' in part).length;
  const [gap, setGap] = useState(() => initialGap(blanks));
  const [said, setSaid] = useState('');
  const pickerId = useId();
  const picker = useRef<HTMLDivElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget>(null);
  const ready = allFilled(gap, question.RequiredAnswerCount);

  const words = useMemo(
    () => new Map(question.AnswerOptions.map((option) => [option.ID, option.Text])),
    [question.AnswerOptions],
  );
  const wordOf = (id: string | null | undefined) => (id ? (words.get(id) ?? '') : '');

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'picker')
      picker.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
    if (target === 'submit') submitButton.current?.focus();
  });

  const act = (action: GapAction) => {
    const next = gapReducer(gap, action);
    setGap(next);
    focusNext.current = next.selected === null ? 'submit' : 'picker';
    return next;
  };

  const onBlank = (blank: number) => {
    const had = gap.placed[blank];
    act({ type: 'blank', blank });
    setSaid(
      had
        ? `${wordOf(had)} taken out of blank ${blank + 1}. Choose a word for blank ${blank + 1}.`
        : `Choose a word for blank ${blank + 1}.`,
    );
  };

  const onWord = (id: string) => {
    const filled = gap.selected;
    if (filled === null) return;
    const next = act({ type: 'word', id });
    const placed = `${wordOf(id)} is in blank ${filled + 1}.`;
    setSaid(
      next.selected === null
        ? `${placed} Every blank is filled: check them, then submit.`
        : `${placed} Choose a word for blank ${next.selected + 1}.`,
    );
  };

  return (
    <QuestionForm
      quiz={quiz}
      className="fw-question fw-gap"
      answers={ready ? gap.placed.filter((id): id is string => id !== null) : null}
      submitRef={submitButton}
      feedbackExtra={result ? <RightWords parts={parts} wordOf={wordOf} result={result} /> : null}
    >
      {() => (
        <>
          <p className="fw-question__kind">Fill the blanks</p>
          {result ? (
            <MarkedGapText parts={parts} wordOf={wordOf} result={result} />
          ) : (
            <>
              <GapText
                parts={parts}
                wordOf={wordOf}
                placed={gap.placed}
                selected={gap.selected}
                pickerId={pickerId}
                onBlank={onBlank}
              />
              {gap.selected !== null ? (
                <WordPicker
                  ref={picker}
                  id={pickerId}
                  blank={gap.selected}
                  words={question.AnswerOptions}
                  used={gap.placed}
                  onChoose={onWord}
                />
              ) : (
                <p className="fw-gap__hint">
                  Every blank has a word. Choose a blank to change its word.
                </p>
              )}
              <p className="visually-hidden" role="status">
                {said}
              </p>
            </>
          )}
        </>
      )}
    </QuestionForm>
  );
}

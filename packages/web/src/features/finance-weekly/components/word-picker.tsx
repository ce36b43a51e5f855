import type { AnswerOption } from '@mc/contract';
import { useId, type Ref } from 'react';

interface WordPickerProps {
  id: string;
  /** The blank it fills, from 0. */
  blank: number;
  words: readonly AnswerOption[];
  used: readonly (string | null)[];
  onChoose: (id: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The word bank for the selected blank, as buttons in a group named for it ('Choose a word for
 * blank 1'). A word already in a blank is disabled and says so ('gross, used'): each word is used once.
 */
export function WordPicker({ id, blank, words, used, onChoose, ref }: WordPickerProps) {
  const titleId = useId();
  return (
    <div ref={ref} id={id} className="fw-picker" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="fw-picker__title">
        Choose a word for blank {blank + 1}
      </p>
      <ul className="fw-picker__words">
        {words.map((word) => {
          const isUsed = used.includes(word.ID);
          return (
            <li key={word.ID}>
              <button
                type="button"
                className="fw-word"
                disabled={isUsed}
                onClick={() => onChoose(word.ID)}
              >
                {word.Text}
                {isUsed ? <span className="visually-hidden">, used</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

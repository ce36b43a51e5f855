import type { QuestionResult } from '@mc/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { GapPart } from '../lib/gap-fill';

/** The sentence's words as they are, with each blank drawn by `blank` (from its number, from 0). */
function Sentence({
  parts,
  blank,
}: {
  parts: readonly GapPart[];
  blank: (blank: number) => ReactNode;
}) {
  return parts.map((part, index) => (
    <Fragment key={index}>{'text' in part ? part.text : blank(part.blank)}</Fragment>
  ));
}

/** A question's sentence, cut into words and blanks, and the words of its options. */
interface GapWords {
  parts: readonly GapPart[];
  /** The word of an option ID. */
  wordOf: (id: string | null | undefined) => string;
}

/** The sentence once the answer is marked. */
interface MarkedProps extends GapWords {
  result: QuestionResult;
}

interface GapTextProps extends GapWords {
  placed: readonly (string | null)[];
  selected: number | null;
  pickerId: string;
  onBlank: (blank: number) => void;
}

/**
 * The sentence with its blanks as buttons, named for a screen reader by place and content ('Blank
 * 1 of 2, empty', 'Blank 1 of 2: net'); the selected one shows it has the word picker open.
 */
export function GapText({ parts, wordOf, placed, selected, pickerId, onBlank }: GapTextProps) {
  const total = placed.length;
  return (
    <p className="fw-gap__text">
      <Sentence
        parts={parts}
        blank={(blank) => {
          const id = placed[blank] ?? null;
          const isSelected = selected === blank;
          const name = `Blank ${blank + 1} of ${total}`;
          return (
            <button
              type="button"
              className={`fw-blank${id ? ' fw-blank--filled' : ''}${isSelected ? ' fw-blank--selected' : ''}`}
              aria-label={id ? `${name}: ${wordOf(id)}` : `${name}, empty`}
              aria-expanded={isSelected}
              aria-controls={isSelected ? pickerId : undefined}
              onClick={() => onBlank(blank)}
            >
              {id ? wordOf(id) : <span className="fw-blank__number">{blank + 1}</span>}
            </button>
          );
        }}
      />
    </p>
  );
}

/**
 * The sentence once marked: each blank shows the player's word, right or wrong in words and with
 * an icon, and the right word beside a wrong one. Nothing can be clicked any more.
 */
export function MarkedGapText({ parts, wordOf, result }: MarkedProps) {
  return (
    <p className="fw-gap__text">
      <Sentence
        parts={parts}
        blank={(blank) => {
          const chosen = result.Chosen[blank];
          const right = result.CorrectAnswers[blank];
          const isRight = chosen !== undefined && chosen === right;
          const Icon = isRight ? CircleCheck : CircleX;
          return (
            <span className={`fw-blank fw-blank--marked fw-blank--${isRight ? 'right' : 'wrong'}`}>
              <Icon aria-hidden="true" size={16} />
              {wordOf(chosen)}
              <span className="visually-hidden">
                {isRight ? ' (correct)' : ` (incorrect, the right word is ${wordOf(right)})`}
              </span>
            </span>
          );
        }}
      />
    </p>
  );
}

/** The sentence with the right words in it, shown after the answer. */
export function RightWords({ parts, wordOf, result }: MarkedProps) {
  return (
    <p className="fw-gap__right">
      <span className="fw-gap__right-label">The right words: </span>
      <Sentence
        parts={parts}
        blank={(blank) => <strong>{wordOf(result.CorrectAnswers[blank])}</strong>}
      />
    </p>
  );
}

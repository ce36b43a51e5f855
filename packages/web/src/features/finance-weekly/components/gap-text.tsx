import type { QuestionResult } from '@mc/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import { Fragment } from 'react';
import type { GapPart } from '../lib/gap-fill';

interface GapTextProps {
  parts: readonly GapPart[];
  /** The word of an option ID. */
  wordOf: (id: string | null | undefined) => string;
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
      {parts.map((part, index) => {
        if ('text' in part) return <Fragment key={index}>{part.text}</Fragment>;
        const id = placed[part.blank] ?? null;
        const isSelected = selected === part.blank;
        const name = `Blank ${part.blank + 1} of ${total}`;
        return (
          <button
            key={index}
            type="button"
            className={`fw-blank${id ? ' fw-blank--filled' : ''}${isSelected ? ' fw-blank--selected' : ''}`}
            aria-label={id ? `${name}: ${wordOf(id)}` : `${name}, empty`}
            aria-expanded={isSelected}
            aria-controls={isSelected ? pickerId : undefined}
            onClick={() => onBlank(part.blank)}
          >
            {id ? wordOf(id) : <span className="fw-blank__number">{part.blank + 1}</span>}
          </button>
        );
      })}
    </p>
  );
}

/**
 * The sentence once marked: each blank shows the player's word, right or wrong in words and with
 * an icon, and the right word beside a wrong one. Nothing can be clicked any more.
 */
export function MarkedGapText({
  parts,
  wordOf,
  result,
}: {
  parts: readonly GapPart[];
  wordOf: (id: string | null | undefined) => string;
  result: QuestionResult;
}) {
  return (
    <p className="fw-gap__text">
      {parts.map((part, index) => {
        if ('text' in part) return <Fragment key={index}>{part.text}</Fragment>;
        const chosen = result.Chosen[part.blank];
        const right = result.CorrectAnswers[part.blank];
        const isRight = chosen !== undefined && chosen === right;
        const Icon = isRight ? CircleCheck : CircleX;
        return (
          <span
            key={index}
            className={`fw-blank fw-blank--marked fw-blank--${isRight ? 'right' : 'wrong'}`}
          >
            <Icon aria-hidden="true" size={16} />
            {wordOf(chosen)}
            <span className="visually-hidden">
              {isRight ? ' (correct)' : ` (incorrect, the right word is ${wordOf(right)})`}
            </span>
          </span>
        );
      })}
    </p>
  );
}

/** The sentence with the right words in it, shown after the answer. */
export function RightWords({
  parts,
  wordOf,
  result,
}: {
  parts: readonly GapPart[];
  wordOf: (id: string | null | undefined) => string;
  result: QuestionResult;
}) {
  return (
    <p className="fw-gap__right">
      <span className="fw-gap__right-label">The right words: </span>
      {parts.map((part, index) =>
        'text' in part ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <strong key={index}>{wordOf(result.CorrectAnswers[part.blank])}</strong>
        ),
      )}
    </p>
  );
}

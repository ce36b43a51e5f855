import { useId } from 'react';
/**
 * A question-by-question progress bar for a full-screen frame's bar (the end quiz's QUIZ
 * PROGRESS, the MONEY CHECK): its label, how far along it is, and 'Question N of M' for screen
 * readers.
 */
export function QuizProgress({
  label,
  index,
  total,
  value = index,
}: {
  label: string;
  /** The question the player is on, from 1. */
  index: number;
  total: number;
  /** How much of the bar is filled (by default, up to the question the player is on). */
  value?: number;
}) {
  const id = useId();
  return (
    <div className="quiz-progress">
      <label className="quiz-progress__label" htmlFor={id}>
        {label}
      </label>
      <progress
        id={id}
        className="quiz-progress__bar"
        max={total}
        value={value}
        aria-valuetext={`Question ${index} of ${total}`}
      />
      <span className="quiz-progress__count" aria-hidden="true">
        {index}/{total}
      </span>
    </div>
  );
}

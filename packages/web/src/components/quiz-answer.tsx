import type { ReactNode } from 'react';

/**
 * One lettered answer (A, B, C…) of a one-answer quiz question: a radio of its group, the group's
 * one Tab stop when it is `tabStop` (the chosen answer, or the first before one is chosen), so the
 * arrow keys move between answers in every browser. `mark` is a class for a marked answer;
 * `children` follow the answer's words (a right or wrong mark).
 */
export function QuizAnswer({
  group,
  id,
  index,
  text,
  chosen,
  tabStop,
  onChoose,
  mark,
  children,
}: {
  group: string;
  id: string | number;
  index: number;
  text: string;
  chosen: boolean;
  tabStop: boolean;
  onChoose: () => void;
  mark?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <label className={mark ? `quiz-answer quiz-answer--${mark}` : 'quiz-answer'}>
      <input
        type="radio"
        name={group}
        value={id}
        checked={chosen}
        onChange={onChoose}
        tabIndex={tabStop ? 0 : -1}
      />
      <span className="quiz-answer__letter" aria-hidden="true">
        {String.fromCharCode(65 + index)}
      </span>
      <span className="quiz-answer__text">{text}</span>
      {children}
    </label>
  );
}

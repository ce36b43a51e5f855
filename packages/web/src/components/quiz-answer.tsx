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

/** One answer of a question, for QuizAnswers: its id, words, and any mark once answered. */
export interface QuizChoice<Id extends string | number> {
  id: Id;
  text: string;
  /** A marked answer's class ('correct', 'incorrect'). */
  mark?: string | undefined;
  /** What follows its words (a right or wrong mark). */
  after?: ReactNode;
}

/**
 * A question's lettered answers as one radio group, its one Tab stop on the chosen answer (the
 * first before one is chosen), as the bonus question, the end quiz and the money check ask.
 */
export function QuizAnswers<Id extends string | number>({
  group,
  choices,
  chosen,
  onChoose,
}: {
  group: string;
  choices: readonly QuizChoice<Id>[];
  chosen: Id | null;
  onChoose: (id: Id) => void;
}) {
  const tabStop = chosen ?? choices[0]?.id;
  return choices.map((choice, index) => (
    <QuizAnswer
      key={String(choice.id)}
      group={group}
      id={choice.id}
      index={index}
      text={choice.text}
      chosen={chosen === choice.id}
      tabStop={tabStop === choice.id}
      onChoose={() => onChoose(choice.id)}
      mark={choice.mark}
    >
      {choice.after}
    </QuizAnswer>
  ));
}

import { CircleX, Clock, type LucideIcon } from 'lucide-react';
import { GlossaryText } from './glossary';

/**
 * The top of a question's feedback screen (the bonus question, the end quiz): its icon, the
 * verdict as the page's title (focused by the frame), and what it earned or missed below.
 */
export function FeedbackHeading({
  Icon,
  tone,
  titleId,
  title,
}: {
  Icon: LucideIcon;
  tone: 'gain' | 'loss';
  titleId: string;
  title: string;
}) {
  return (
    <>
      <Icon
        className={`quiz-screen__icon quiz-screen__icon--${tone}`}
        aria-hidden="true"
        size={48}
      />
      <h1 id={titleId} className="quiz-screen__title" tabIndex={-1}>
        {title}
      </h1>
    </>
  );
}

/**
 * The top of a missed question's feedback (the bonus question, the end quiz): a cross, or a clock
 * when the time ran out, the verdict as the title, and that no bonus cash comes of it.
 */
export function MissedHeading({
  outOfTime,
  titleId,
  title,
  noBonus,
}: {
  outOfTime: boolean;
  titleId: string;
  title: string;
  noBonus: string;
}) {
  return (
    <>
      <FeedbackHeading
        Icon={outOfTime ? Clock : CircleX}
        tone="loss"
        titleId={titleId}
        title={title}
      />
      <p className="quiz-screen__no-bonus">{noBonus}</p>
    </>
  );
}

/** A wrong or late answer: the question again, the right answer and why (glossary terms linked). */
export function QuizExplain({
  question,
  rightAnswer,
  explanation,
}: {
  question: string;
  rightAnswer: string | undefined;
  explanation: string | null | undefined;
}) {
  return (
    <div className="quiz-explain">
      <p className="quiz-explain__question">{question}</p>
      {rightAnswer ? (
        <p>
          <span className="quiz-explain__label">The right answer: </span>
          <strong>{rightAnswer}</strong>
        </p>
      ) : null}
      {explanation ? (
        <p className="quiz-explain__why">
          <GlossaryText text={explanation} />
        </p>
      ) : null}
    </div>
  );
}

export interface RewardFigure {
  label: string;
  value: string;
  /** A sum of money (tabular figures); a count of seconds is not. */
  amount?: boolean;
}

/** A right answer's figures, label and amount on a row each, the total last and strongest. */
export function RewardFigures({
  rows,
  total,
}: {
  rows: readonly RewardFigure[];
  total: RewardFigure;
}) {
  return (
    <dl className="quiz-figures">
      {rows.map((row) => (
        <div key={row.label} className="quiz-figures__row">
          <dt>{row.label}</dt>
          <dd className={row.amount === false ? undefined : 'amount'}>{row.value}</dd>
        </div>
      ))}
      <div className="quiz-figures__row quiz-figures__row--total">
        <dt>{total.label}</dt>
        <dd className="amount">{total.value}</dd>
      </div>
    </dl>
  );
}

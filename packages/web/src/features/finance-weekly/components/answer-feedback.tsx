import type { QuestionResult } from '@mc/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { balanceText } from '../../../lib/money-display';

interface AnswerFeedbackProps {
  result: QuestionResult;
  /** Focused when the answer comes back, so a screen reader reads it and Tab goes on to CONTINUE. */
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/**
 * How the answer was marked, in words and with an icon as well as colour: 'Correct!' or 'Not
 * quite', the explanation, and what the answer earned.
 */
export function AnswerFeedback({ result, ref, children }: AnswerFeedbackProps) {
  const Icon = result.Correct ? CircleCheck : CircleX;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`fw-feedback fw-feedback--${result.Correct ? 'right' : 'wrong'}`}
    >
      <p className="fw-feedback__title">
        <Icon aria-hidden="true" size={24} />
        {result.Correct ? 'Correct!' : 'Not quite'}
      </p>
      {children}
      <p className="fw-feedback__explanation">{result.Explanation}</p>
      {result.Money > 0 ? (
        <p className="fw-feedback__money">You earned {balanceText(result.Money)} for My Cash.</p>
      ) : null}
    </div>
  );
}

import { useId } from 'react';

/** 'Question 2 of 4' and a bar filled to match, which a screen reader reads as the same words. */
export function QuizProgress({ number, total }: { number: number; total: number }) {
  const labelId = useId();
  const label = `Question ${number} of ${total}`;
  const percent = total > 0 ? Math.round((number / total) * 100) : 0;
  return (
    <div className="fw-progress">
      <p id={labelId} className="fw-progress__label">
        {label}
      </p>
      <div
        className="fw-progress__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={number}
        aria-valuetext={label}
      >
        <div className="fw-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

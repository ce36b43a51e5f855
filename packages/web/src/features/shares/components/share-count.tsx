import { useId } from 'react';
import { controlClass } from '../../../components/field';

/** What the player typed as a whole number of shares: NaN when it is not one. */
export function parseCount(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * How many shares: a slider and a number box (1 to max) kept in step. The box holds the text as
 * typed (it may be empty for a moment); the slider follows any whole number within range.
 */
export function ShareCount({
  text,
  max,
  onChange,
  error,
}: {
  text: string;
  max: number;
  onChange: (text: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const count = parseCount(text);
  const sliderValue = Number.isNaN(count) ? 1 : Math.min(Math.max(count, 1), max);
  // What the slider and the box share: the range, whole steps, and the text sent on a change.
  const range = {
    min: 1,
    max,
    step: 1,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <fieldset className="field share-count">
      <legend className="field__label">Number of shares</legend>
      <p className="field__hint" id={`${id}-hint`}>
        From 1 to {max}.
      </p>
      <div className="share-count__row">
        <input
          {...range}
          className="share-count__slider"
          type="range"
          value={sliderValue}
          aria-label="Number of shares (slider)"
          aria-describedby={`${id}-hint`}
        />
        <input
          {...range}
          className={controlClass(error, 'field__input', 'share-count__input')}
          type="number"
          inputMode="numeric"
          value={text}
          aria-label="Number of shares"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        />
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

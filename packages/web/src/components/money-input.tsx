import type { KeyboardEvent, ReactNode } from 'react';
import { controlClass, Field, type FieldControl } from './field';

interface MoneyInputProps {
  label: string;
  /** The text as typed (so '12.' survives while typing); parse with parseMoney. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  /** Whole dollars only (the planner's budget inputs). */
  wholeDollars?: boolean;
  max?: number;
  /** Called when the player leaves the box (the planner turns an empty box into 0). */
  onBlur?: () => void;
  /** A control shown on the same line, before the box (the planner's slider). */
  beside?: ReactNode;
}

const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Escape',
  'Enter',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Dollars typed by a player to a number, or NaN. A leading $ and thousands commas are ignored. */
export function parseMoney(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/**
 * The spec's amount input: digits and navigation keys only, step 0.01, minimum 0, a leading $
 * stripped (spec part 1 section 5).
 */
export function MoneyInput({
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  wholeDollars = false,
  max,
  onBlur,
  beside,
}: MoneyInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || NAVIGATION_KEYS.has(event.key)) return;
    if (/^\d$/.test(event.key)) return;
    if (event.key === '.' && !wholeDollars && !value.includes('.')) return;
    event.preventDefault();
  };
  const box = (control: FieldControl) => (
    <div className="money-input">
      <span className="money-input__symbol" aria-hidden="true">
        $
      </span>
      <input
        {...control}
        className={controlClass(error, 'field__input', 'money-input__field')}
        type="text"
        inputMode={wholeDollars ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        disabled={disabled}
        data-step={wholeDollars ? '1' : '0.01'}
        data-min="0"
        data-max={max}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onChange={(event) =>
          onChange(
            event.target.value.replace(/^\$/, '').replace(wholeDollars ? /[^\d]/g : /[^\d.]/g, ''),
          )
        }
      />
    </div>
  );
  return (
    <Field label={label} hint={hint} error={error || undefined}>
      {(control) =>
        beside ? (
          <div className="field__row">
            {beside}
            {box(control)}
          </div>
        ) : (
          box(control)
        )
      }
    </Field>
  );
}

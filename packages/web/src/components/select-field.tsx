import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'onBlur' | 'value'
> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select your age'; it counts as no answer. */
  placeholder: string;
  error?: string | undefined;
  /** Errors show once the field has been left (validation on blur, spec part 1 section 5). */
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  hint?: string;
}

/**
 * A labelled native select (the phone's own picker on mobile) whose error is tied to it for
 * screen readers and styled 'active error', like TextField.
 */
export function SelectField({
  label,
  value,
  options,
  placeholder,
  error,
  touched,
  onChange,
  onBlur,
  hint,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const showError = touched && Boolean(error);
  const describedBy =
    [hint ? `${id}-hint` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <select
        {...select}
        id={id}
        className={[className ?? 'field__select', showError ? 'active error' : '']
          .filter(Boolean)
          .join(' ')}
        value={value}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {showError ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

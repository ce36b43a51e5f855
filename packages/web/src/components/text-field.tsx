import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'onBlur'
> {
  label: string;
  value: string;
  error?: string | undefined;
  /** Errors show once the field has been left (validation on blur, spec part 1 section 5). */
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  hint?: string;
}

/** A labelled input whose error is tied to it for screen readers and styled 'active error'. */
export function TextField({
  label,
  value,
  error,
  touched,
  onChange,
  onBlur,
  hint,
  className,
  ...input
}: TextFieldProps) {
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
      <input
        {...input}
        id={id}
        className={[className ?? 'field__input', showError ? 'active error' : '']
          .filter(Boolean)
          .join(' ')}
        value={value}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {showError ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

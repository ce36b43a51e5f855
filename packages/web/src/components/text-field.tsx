import type { InputHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

export interface TextFieldProps extends Omit<
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
  const shown = touched ? error || undefined : undefined;
  return (
    <Field label={label} hint={hint} error={shown}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={controlClass(shown, className ?? 'field__input')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

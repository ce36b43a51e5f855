import type { SelectHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

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

/** The options of a select, each by its value. */
export function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
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
  const shown = touched ? error || undefined : undefined;
  return (
    <Field label={label} hint={hint} error={shown}>
      {(control) => (
        <select
          {...select}
          {...control}
          className={controlClass(shown, className ?? 'field__select')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{placeholder}</option>
          <Options options={options} />
        </select>
      )}
    </Field>
  );
}

import type { SelectHTMLAttributes } from 'react';
import { BoundField, splitBound, type BoundState } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'onBlur' | 'value'>,
    BoundState {
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select your age'; it counts as no answer. */
  placeholder: string;
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
  hint,
  options,
  placeholder,
  className,
  ...props
}: SelectFieldProps) {
  const [state, select] = splitBound(props);
  return (
    <BoundField
      label={label}
      hint={hint}
      state={state}
      className={className ?? 'field__select'}
      render={(control) => (
        <select {...select} {...control}>
          <option value="">{placeholder}</option>
          <Options options={options} />
        </select>
      )}
    />
  );
}

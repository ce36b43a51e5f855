import { controlClass, Field } from './field';
import { Options, type SelectOption } from './select-field';
import './money-screens.css';

interface AccountSelectProps {
  label: string;
  /** The chosen value; pass it through `onlyChoice` so a single option counts as chosen. */
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The empty first choice when there are several options. */
  placeholder?: string;
  /** Shown (disabled) when there is nothing to choose. */
  emptyLabel?: string;
  error?: string | undefined;
  hint?: string;
}

/** With one option or none there is nothing to choose: that option is the choice. */
export function onlyChoice(value: string, options: readonly SelectOption[]): string {
  if (options.some((option) => option.value === value)) return value;
  return options.length === 1 ? (options[0]?.value ?? '') : '';
}

/**
 * A labelled account dropdown. It is disabled when the list has one option or fewer (spec part 1
 * section 2); its error is tied to it for screen readers and styled 'active error'.
 */
export function AccountSelect({
  label,
  value,
  options,
  onChange,
  placeholder = 'Choose an account',
  emptyLabel = 'No accounts to choose from',
  error,
  hint,
}: AccountSelectProps) {
  const chosen = onlyChoice(value, options);
  return (
    <Field label={label} hint={hint} error={error || undefined}>
      {(control) => (
        <select
          {...control}
          className={controlClass(error, 'field__select', 'account-select')}
          value={chosen}
          disabled={options.length <= 1}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.length === 0 ? <option value="">{emptyLabel}</option> : null}
          {options.length > 1 ? <option value="">{placeholder}</option> : null}
          <Options options={options} />
        </select>
      )}
    </Field>
  );
}

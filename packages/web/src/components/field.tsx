import { useId, type ReactNode } from 'react';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A control's classes, with 'active error' while it shows an error (spec part 1 section 5). */
export const controlClass = (error: string | undefined, ...classes: string[]) =>
  [...classes, error ? 'active error' : ''].filter(Boolean).join(' ');

/** What a text or select field bound to useForm's state takes: its value, and the field's events. */
export interface BoundState {
  value: string;
  error?: string | undefined;
  /** Errors show once the field has been left (validation on blur, spec part 1 section 5). */
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A bound field's props split in two: its state for BoundField, the rest for its control. */
export function splitBound<P extends BoundState>({
  value,
  error,
  touched,
  onChange,
  onBlur,
  ...control
}: P) {
  return [{ value, error, touched, onChange, onBlur }, control] as const;
}

/**
 * A field bound to useForm's state: its label and hint, its error once it has been left, and the
 * control's value, classes ('active error' while wrong) and events, for `render` to spread on an
 * input or a select.
 */
export function BoundField({
  label,
  hint,
  state: { value, error, touched, onChange, onBlur },
  className,
  render,
}: {
  label: string;
  hint?: string | undefined;
  state: BoundState;
  className: string;
  render: (
    control: FieldControl & {
      className: string;
      value: string;
      onChange: (event: { target: { value: string } }) => void;
      onBlur: () => void;
    },
  ) => ReactNode;
}) {
  const shown = touched ? error || undefined : undefined;
  return (
    <Field label={label} hint={hint} error={shown}>
      {(control) =>
        render({
          ...control,
          className: controlClass(shown, className),
          value,
          onChange: (event) => onChange(event.target.value),
          onBlur,
        })
      }
    </Field>
  );
}

/**
 * One labelled field: the label, an optional hint, the control, and its error (shown, announced
 * and tied to the control for screen readers). Every form's text, select, account and money
 * field is built on it.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  /** The message shown under the control; none when undefined. */
  error?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
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
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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

import type { FormEvent, ReactNode } from 'react';

/** Why a form was not sent, announced: the screen's own words, or each of the server's. */
export function FormFailure({
  message,
}: {
  message: string | readonly string[] | null | undefined;
}) {
  if (!message || message.length === 0) return null;
  if (typeof message === 'string') {
    return (
      <p className="form__failure" role="alert">
        {message}
      </p>
    );
  }
  return (
    <div role="alert">
      {message.map((line) => (
        <p key={line} className="form__failure">
          {line}
        </p>
      ))}
    </div>
  );
}

/** A form's submit button: its label, and what it says while the form is being sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
  className = 'button button--block',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button className={className} type="submit" disabled={disabled || busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** What ActionForm needs of useFormAction: the send, whether it is under way, and its failure. */
interface FormAction {
  form: { isValid: boolean };
  busy: boolean;
  failure: string | readonly string[] | undefined;
  submit: (event: FormEvent) => void;
}

/**
 * A form sent with useFormAction: its fields, then why it was not sent (or the screen's own
 * `failureSlot`; none with `null`), then its submit button, held back while a field is wrong
 * where `holdUntilValid` asks, and any `actions` beside it (a Cancel link).
 */
export function ActionForm({
  action,
  label,
  busyLabel,
  holdUntilValid = false,
  failureSlot,
  buttonClass,
  actions,
  className = 'form',
  children,
  ...named
}: {
  action: FormAction;
  label: string;
  busyLabel: string;
  holdUntilValid?: boolean;
  failureSlot?: ReactNode;
  buttonClass?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
  /** The form's name, from a heading inside it. */
  'aria-labelledby'?: string;
}) {
  const button = (
    <SubmitButton
      busy={action.busy}
      label={label}
      busyLabel={busyLabel}
      disabled={holdUntilValid && !action.form.isValid}
      {...(buttonClass ? { className: buttonClass } : {})}
    />
  );
  return (
    <form className={className} onSubmit={action.submit} noValidate {...named}>
      {children}
      {failureSlot === undefined ? <FormFailure message={action.failure} /> : failureSlot}
      {actions ? (
        <div className="form__actions">
          {button}
          {actions}
        </div>
      ) : (
        button
      )}
    </form>
  );
}

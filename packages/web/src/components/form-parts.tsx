/** Why a form was not sent, announced (the server's words or the screen's own). */
export function FormFailure({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form__failure" role="alert">
      {message}
    </p>
  ) : null;
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

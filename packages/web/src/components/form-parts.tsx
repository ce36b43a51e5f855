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

import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

// The parts the planner's two forms (the plan, a diary response) save with.

/**
 * A planner form's save button: its label, or a spinner and 'Saving…' while it saves. It stays
 * enabled while saving (aria-disabled, a second press does nothing) so focus stays on it.
 */
export function SaveButton({
  label,
  saving,
  disabled,
  className = 'button',
  form,
}: {
  label: string;
  saving: boolean;
  /** Nothing to save yet (no words, nothing remains to plan). */
  disabled: boolean;
  className?: string;
  /** The form's id, when the button stands outside it. */
  form?: string;
}) {
  return (
    <button
      type="submit"
      form={form}
      className={className}
      disabled={disabled}
      aria-disabled={saving || undefined}
    >
      {saving ? (
        <>
          <LoaderCircle className="planner-spinner" aria-hidden="true" size={18} />
          Saving…
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** Why a save was refused: each of the server's messages, in a failure notice. */
export function SaveFailure({
  messages,
  className,
}: {
  messages: readonly string[] | undefined;
  /** Where the notice sits in its form (`plan-notice`, `diary-form__notice`). */
  className: string;
}) {
  if (!messages) return null;
  return (
    <div className={`notice notice--failure ${className}`} role="alert">
      {messages.map((message) => (
        <p key={message} className="notice__message">
          {message}
        </p>
      ))}
    </div>
  );
}

/**
 * That the save went through, with a tick, while `shown`. The status is always there, empty
 * otherwise, so a screen reader hears the words when they come.
 */
export function SavedNote({
  shown,
  className,
  children,
}: {
  shown: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <p className={className} role="status">
      {shown ? (
        <>
          <CircleCheck aria-hidden="true" size={18} />
          {children}
        </>
      ) : null}
    </p>
  );
}

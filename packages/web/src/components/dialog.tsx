import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title?: string;
  children: ReactNode;
  /** Escape and the backdrop call this. */
  onClose: () => void;
  actions: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and the page behind
 * is inert for screen readers.
 */
export function Dialog({ open, title, children, onClose, actions, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="dialog__panel">
          {title ? (
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          ) : null}
          <div className="dialog__content">{children}</div>
          <div className="dialog__actions">{actions}</div>
        </div>
      ) : null}
    </dialog>
  );
}

/** The spec's message popup: content plus Okay. */
export function MessageDialog({
  open,
  title,
  children,
  onClose,
}: {
  open: boolean;
  title?: string;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose} autoFocus>
          Okay
        </button>
      }
    >
      {children}
    </Dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  children: ReactNode;
  onAccept?: () => void;
  onDecline?: () => void;
  acceptLabel?: string;
  declineLabel?: string;
}

/** The spec's confirm popup: Accept and Decline by default, each shown only if handled. */
export function ConfirmDialog({
  open,
  title,
  children,
  onAccept,
  onDecline,
  acceptLabel = 'Accept',
  declineLabel = 'Decline',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => onDecline?.()}
      actions={
        <>
          {onDecline ? (
            <button type="button" className="button button--secondary" onClick={onDecline}>
              {declineLabel}
            </button>
          ) : null}
          {onAccept ? (
            <button type="button" className="button" onClick={onAccept} autoFocus>
              {acceptLabel}
            </button>
          ) : null}
        </>
      }
    >
      {children}
    </Dialog>
  );
}

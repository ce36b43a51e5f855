import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { TransferStep } from '../lib/use-transfer-steps';
import './money-screens.css';

interface TransferButtonProps {
  step: TransferStep;
  label: string;
  loadingLabel?: string;
  successLabel?: string;
  /** Submit the surrounding form (the default) or act on click. */
  onClick?: () => void;
  /** The id of the form it submits when it sits outside it (in the screen's action bar). */
  form?: string;
}

/**
 * The button that moves money: its label, then a spinner while the server works, then a tick.
 * It stays focusable while busy (aria-disabled) so focus is not lost, and a live region says
 * what is happening for screen readers.
 */
export function TransferButton({
  step,
  label,
  loadingLabel = 'Working on it…',
  successLabel = 'Done!',
  onClick,
  form,
}: TransferButtonProps) {
  const busy = step !== 'idle';
  return (
    <>
      <button
        type={onClick ? 'button' : 'submit'}
        form={form}
        className={`button button--block transfer-button transfer-button--${step}`}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          onClick?.();
        }}
      >
        {step === 'loading' ? (
          <LoaderCircle className="transfer-button__spinner" aria-hidden="true" size={20} />
        ) : null}
        {step === 'success' ? <CircleCheck aria-hidden="true" size={20} /> : null}
        {step === 'idle' ? label : step === 'loading' ? loadingLabel : successLabel}
      </button>
      <span className="visually-hidden" role="status">
        {step === 'loading' ? loadingLabel : step === 'success' ? successLabel : ''}
      </span>
    </>
  );
}

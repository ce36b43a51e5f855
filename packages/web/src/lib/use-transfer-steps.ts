import { TIMINGS_MS } from '@mc/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type TransferStep = 'idle' | 'loading' | 'success';

/**
 * The transfer button's life (spec part 1 sections 2 and 4): its label, then a loading state,
 * then success, and one second after success it signals completion; on failure it resets. `run`
 * resolves to the error on failure (for the failure popup) and to undefined otherwise.
 */
export function useTransferSteps() {
  const [step, setStep] = useState<TransferStep>('idle');
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async <T>(action: () => Promise<T>, onComplete: (result: T) => void): Promise<unknown> => {
      if (busy.current) return undefined;
      busy.current = true;
      setStep('loading');
      let result: T;
      try {
        result = await action();
      } catch (error) {
        busy.current = false;
        setStep('idle');
        return error;
      }
      setStep('success');
      timer.current = setTimeout(() => {
        busy.current = false;
        onComplete(result);
      }, TIMINGS_MS.transferSuccess);
      return undefined;
    },
    [],
  );
  return { step, run };
}

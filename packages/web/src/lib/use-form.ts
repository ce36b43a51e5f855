import { useCallback, useMemo, useState, type FormEvent } from 'react';

/**
 * Form state with validation on blur: `errors` always holds every current message (so the
 * submit button can be disabled while invalid), `touched` decides which ones are shown.
 */
export function useForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => Partial<Record<F, string>>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const errors = useMemo(() => validate(values), [validate, values]);
  const isValid = Object.values(errors).every((message) => !message);

  const field = useCallback(
    (name: F) => ({
      value: values[name],
      error: errors[name],
      touched: Boolean(touched[name]),
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    }),
    [values, errors, touched],
  );
  const touchAll = useCallback(
    () =>
      setTouched(
        Object.fromEntries(Object.keys(initial).map((name) => [name, true])) as Record<F, boolean>,
      ),
    [initial],
  );
  return { values, setValues, errors, isValid, field, touchAll };
}

/**
 * One way of sending a form: every field checked first (their errors shown), one send at a time,
 * busy while it is sent, and the words for a failure (one message, or the server's list) kept for
 * FormFailure. `send` does what follows a success itself (navigates, or shows what was done).
 */
export function useFormAction<F extends string, Words extends string | readonly string[] = string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => Partial<Record<F, string>>,
  send: (values: Record<F, string>) => Promise<void>,
  failureWords: (error: unknown) => Words,
) {
  const form = useForm(initial, validate);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Words>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.isValid || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await send(form.values);
    } catch (error) {
      setFailure(failureWords(error));
    }
    setBusy(false);
  };
  const dismissFailure = useCallback(() => setFailure(undefined), []);
  return { form, busy, failure, submit, dismissFailure };
}

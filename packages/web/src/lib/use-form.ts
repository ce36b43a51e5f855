import { useCallback, useMemo, useState } from 'react';

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

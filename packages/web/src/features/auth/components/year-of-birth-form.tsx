import { checkYob, type Theme } from '@mc/contract';
import { useCallback, useState, type FormEvent } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { refusalWords } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { fallbackYobRange, saveYearOfBirth, useYobRange } from '../api/get-yob-range';
import { YearOfBirthField } from './year-of-birth-field';

/**
 * The one thing a school account's first sign-in could not bring (issue 31): the year of birth
 * registration asks for, asked once with the same rules, then the sign-in carries on.
 */
export function YearOfBirthForm({ theme, onSaved }: { theme: Theme; onSaved: () => void }) {
  const range = useYobRange();
  const [fallback] = useState(fallbackYobRange);
  const allowed = range.data ?? fallback;
  const validate = useCallback(
    (values: { YOB: string }) => ({ YOB: checkYob(values.YOB, theme, allowed) }),
    [theme, allowed],
  );
  const form = useForm<'YOB'>({ YOB: '' }, validate);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.isValid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await saveYearOfBirth(form.values.YOB.trim());
      onSaved();
    } catch (error) {
      setBusy(false);
      setFailure(refusalWords(error, 'Something went wrong. Please try again.'));
    }
  };

  if (range.isPending) return <LoadingState />;
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>
        One more thing before you play: the year you were born. It puts you on the leaderboard for
        your age.
      </p>
      <YearOfBirthField theme={theme} range={allowed} {...form.field('YOB')} />
      {failure ? (
        <p className="form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button className="button button--block" type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Continue'}
      </button>
    </form>
  );
}

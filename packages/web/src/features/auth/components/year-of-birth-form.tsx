import { checkYob, type Theme } from '@mc/contract';
import { useCallback, useState } from 'react';
import { ActionForm } from '../../../components/form-parts';
import { LoadingState } from '../../../components/loading-state';
import { refusalWords } from '../../../lib/api-client';
import { useFormAction } from '../../../lib/use-form';
import { fallbackYobRange, saveYearOfBirth, useYobRange } from '../api/get-yob-range';
import { YearOfBirthField } from './year-of-birth-field';

/**
 * The one thing a school account's first sign-in could not bring (issue 31): the year of birth
 * registration asks for, asked once with the same rules, then the sign-in carries on.
 */
export function YearOfBirthForm({
  theme,
  onSaved,
}: {
  theme: Theme;
  onSaved: () => Promise<void>;
}) {
  const range = useYobRange();
  const [fallback] = useState(fallbackYobRange);
  const allowed = range.data ?? fallback;
  const validate = useCallback(
    (values: { YOB: string }) => ({ YOB: checkYob(values.YOB, theme, allowed) }),
    [theme, allowed],
  );
  const action = useFormAction<'YOB'>(
    { YOB: '' },
    validate,
    async ({ YOB }) => {
      await saveYearOfBirth(YOB.trim());
      await onSaved();
    },
    (error) => refusalWords(error, 'Something went wrong. Please try again.'),
  );
  const { form } = action;

  if (range.isPending) return <LoadingState />;
  return (
    <ActionForm action={action} label="Continue" busyLabel="Saving…">
      <p>
        One more thing before you play: the year you were born. It puts you on the leaderboard for
        your age.
      </p>
      <YearOfBirthField theme={theme} range={allowed} {...form.field('YOB')} />
    </ActionForm>
  );
}

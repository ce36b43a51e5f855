import type { Theme, YobRangeResult } from '@mc/contract';
import { TextField } from '../../../components/text-field';

type FieldProps = Omit<Parameters<typeof TextField>[0], 'label' | 'hint'>;

/** The year of birth as registration asks it (spec part 1 section 5), with the years allowed. */
export function YearOfBirthField({
  theme,
  range,
  ...field
}: FieldProps & { theme: Theme; range: YobRangeResult }) {
  return (
    <TextField
      label="Year of birth"
      hint={
        theme === 'insurer'
          ? 'The year you were born, for example 2009.'
          : `Four digits, between ${range.StartYear} and ${range.EndYear}.`
      }
      inputMode="numeric"
      autoComplete="bday-year"
      maxLength={4}
      {...field}
    />
  );
}

import {
  addFamilyMemberBody,
  AGE_BANDS,
  GENDERS,
  MEMBER_GENDERS,
  checkAge,
  checkMemberGender,
  checkMemberName,
} from '@mc/contract';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ActionForm } from '../../../components/form-parts';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiFailure } from '../../../lib/api-client';
import { useFormAction } from '../../../lib/use-form';

export type MemberField = 'Name' | 'Age' | 'Gender';
export type MemberValues = Record<MemberField, string>;

/** A member as the contract's request reads one; the form's checks are the same rules. */
const memberFields = addFamilyMemberBody.pick({ Name: true, Age: true, Gender: true });
export type Member = z.infer<typeof memberFields>;

const AGE_OPTIONS = AGE_BANDS.map((band) => ({ value: band, label: band }));
const GENDER_OPTIONS = MEMBER_GENDERS.map((code) => ({ value: code, label: GENDERS[code] }));

// Family-member forms say 'name' in their messages and offer only m and f (spec part 1 section 5).
const validate = (values: MemberValues) => ({
  Name: checkMemberName(values.Name),
  Age: checkAge(values.Age),
  Gender: checkMemberGender(values.Gender),
});

/** Name, age band and gender of one family member; used to add and to edit. */
export function MemberForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: MemberValues;
  submitLabel: string;
  onSubmit: (member: Member) => Promise<unknown>;
}) {
  const action = useFormAction<MemberField>(
    initial,
    validate,
    async (values) => {
      await onSubmit(memberFields.parse({ ...values, Name: values.Name.trim() }));
    },
    (error) => (error instanceof ApiFailure ? error.message : 'That did not save. Try again.'),
  );
  const { form } = action;

  return (
    <ActionForm
      action={action}
      label={submitLabel}
      busyLabel="Saving…"
      holdUntilValid
      buttonClass="button"
      actions={
        <Link className="button button--secondary" to="/auth/family">
          Cancel
        </Link>
      }
    >
      <TextField
        label="Name"
        hint="Letters and numbers only, no spaces."
        autoComplete="off"
        {...form.field('Name')}
      />
      <SelectField
        label="Age"
        placeholder="Select an age"
        options={AGE_OPTIONS}
        {...form.field('Age')}
      />
      <SelectField
        label="Gender"
        placeholder="Select a gender"
        options={GENDER_OPTIONS}
        {...form.field('Gender')}
      />
    </ActionForm>
  );
}

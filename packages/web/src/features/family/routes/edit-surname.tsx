import { checkFamilyName } from '@mc/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { TextField } from '../../../components/text-field';
import { ApiFailure } from '../../../lib/api-client';
import { readSession, updateSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useFamily } from '../api/get-family';
import { useUpdateSurname } from '../api/change-family';
import { FamilyGate } from '../components/family-gate';
import { FormFailure } from '../../../components/form-parts';

type Field = 'Surname';
const validate = (values: Record<Field, string>) => ({
  Surname: checkFamilyName(values.Surname, true),
});

function SurnameForm({ familyId, surname }: { familyId: string; surname: string }) {
  const navigate = useNavigate();
  const update = useUpdateSurname();
  const form = useForm<Field>({ Surname: surname }, validate);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.isValid || update.isPending) return;
    setFailure(undefined);
    const Surname = form.values.Surname.trim();
    try {
      await update.mutateAsync({ ID: familyId, Surname });
      const { GameLink } = readSession();
      updateSession({ GameLink: { ...GameLink, Surname } });
      void navigate('/auth/family');
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error.message : 'That did not save. Try again.');
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label="Family name" autoComplete="family-name" {...form.field('Surname')} />
      <FormFailure message={failure} />
      <div className="form__actions">
        <button
          className="button"
          type="submit"
          disabled={!form.isValid || update.isPending}
          aria-busy={update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <Link className="button button--secondary" to="/auth/family">
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** /auth/family/editsurname */
export function EditSurnamePage() {
  const family = useFamily(Boolean(readSession().Token));
  return (
    <FamilyGate>
      <PageCard title="Edit family name">
        {family.isPending ? <LoadingState /> : null}
        {family.isError ? <FormFailure message={family.error.message} /> : null}
        {family.data ? (
          <SurnameForm familyId={family.data.ID} surname={family.data.Surname} />
        ) : null}
      </PageCard>
    </FamilyGate>
  );
}

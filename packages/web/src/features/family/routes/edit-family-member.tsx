import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { readSession } from '../../../lib/session';
import { useFamily } from '../api/get-family';
import { useUpdateFamilyMember } from '../api/change-family';
import { BackToFamily } from '../components/back-to-family';
import { FamilyGate } from '../components/family-gate';
import { MemberForm } from '../components/member-form';
import { FormFailure } from '../../../components/form-parts';

/** /auth/family/editfamilymember: the member comes from the link's state or ?id=. */
export function EditFamilyMemberPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = (location.state as { id?: string } | null)?.id ?? params.get('id') ?? '';
  const family = useFamily(Boolean(readSession().Token));
  const update = useUpdateFamilyMember();
  const member = family.data?.Members.find((candidate) => candidate.ID === id);

  return (
    <FamilyGate>
      <PageCard title={member ? `Edit ${member.Name}` : 'Edit family member'}>
        {family.isPending ? <LoadingState /> : null}
        {family.isError ? <FormFailure message={family.error.message} /> : null}
        {family.data && !member ? (
          <>
            <p role="alert">We couldn&apos;t find that family member. Choose them from the list.</p>
            <BackToFamily />
          </>
        ) : null}
        {member ? (
          <MemberForm
            key={member.ID}
            initial={{ Name: member.Name, Age: member.Age, Gender: member.Gender }}
            submitLabel="Save"
            onSubmit={async (values) => {
              await update.mutateAsync({ ID: member.ID, ...values });
              void navigate('/auth/family');
            }}
          />
        ) : null}
      </PageCard>
    </FamilyGate>
  );
}

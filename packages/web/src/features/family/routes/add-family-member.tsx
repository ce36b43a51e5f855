import { useNavigate } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { readSession } from '../../../lib/session';
import { useAddFamilyMember } from '../api/change-family';
import { FamilyGate } from '../components/family-gate';
import { MemberForm } from '../components/member-form';

const EMPTY = { Name: '', Age: '', Gender: '' };

/** /auth/family/addfamilymember */
export function AddFamilyMemberPage() {
  const navigate = useNavigate();
  const add = useAddFamilyMember();
  return (
    <FamilyGate>
      <PageCard title="Add a family member">
        <p>Each person gets their own game. Use a first name or a nickname.</p>
        <MemberForm
          initial={EMPTY}
          submitLabel="Add member"
          onSubmit={async (values) => {
            await add.mutateAsync({ GameLinkID: readSession().GameLinkID ?? '', ...values });
            void navigate('/auth/family');
          }}
        />
      </PageCard>
    </FamilyGate>
  );
}

import { useState } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { readSession } from '../../../lib/session';
import { fallbackYobRange, useYobRange } from '../api/get-yob-range';
import { CreateUserForm } from '../components/create-user-form';

/** /auth/create-user: the theme and game link come from the sign-in page (default school). */
export function CreateUserPage() {
  const { Theme: theme = 'school', GameLinkID } = readSession();
  const needsYob = theme !== 'family';
  const range = useYobRange(needsYob);
  const [fallback] = useState(fallbackYobRange);

  if (!GameLinkID) {
    return (
      <PageCard title="Create your account">
        <p>
          To create an account, first open the game link your teacher or family organiser gave you,
          then choose <strong>Create an account</strong> under the sign-in form.
        </p>
      </PageCard>
    );
  }
  if (needsYob && range.isPending) {
    return (
      <PageCard title="Create your account">
        <LoadingState />
      </PageCard>
    );
  }
  return <CreateUserForm theme={theme} gameLinkId={GameLinkID} range={range.data ?? fallback} />;
}

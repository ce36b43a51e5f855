import { AUTH_MESSAGES, registrationFields } from '@mc/contract';
import { useState } from 'react';
import { Link, useParams } from '../../../lib/public-router';
import { ActionForm } from '../../../components/form-parts';
import { PageCard } from '../../../components/page-card';
import { ResetSent } from '../../../components/reset-sent';
import { EmailField } from '../../../components/account-fields';
import { refusalWords } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { useFormAction } from '../../../lib/use-form';
import { sendResetPassword } from '../api/send-reset-password';
import { FailureNotice } from '../components/failure-notice';

type Field = 'email';

const validate = (values: Record<Field, string>) => ({
  email: values.email.trim() ? undefined : AUTH_MESSAGES.emailRequired,
});

/** /auth/account-recovery/{gamelinkid}: asks for the e-mail and sends a password-reset link. */
export function AccountRecoveryPage() {
  const { gamelinkid = '' } = useParams();
  const emailLabel = registrationFields(readSession().Theme ?? 'school').emailLabel;
  const [sent, setSent] = useState(false);
  const action = useFormAction<Field>(
    { email: '' },
    validate,
    async ({ email }) => {
      await sendResetPassword(email, gamelinkid);
      setSent(true);
    },
    (error) => refusalWords(error, AUTH_MESSAGES.emailNotFound),
  );
  const { form, failure, dismissFailure } = action;
  const signInLink = (
    <nav className="page-card__links" aria-label="Account">
      <Link to={`/auth/login/${gamelinkid}`}>Back to sign in</Link>
    </nav>
  );

  if (sent) {
    return (
      <ResetSent>
        <p>The email can take a few minutes to arrive. Check your junk folder too.</p>
        {signInLink}
      </ResetSent>
    );
  }
  if (failure) {
    return (
      <PageCard title="Reset your password">
        <FailureNotice messages={[failure]} onBack={dismissFailure} />
        {signInLink}
      </PageCard>
    );
  }
  return (
    <PageCard title="Reset your password">
      <p>
        Enter the email you signed up with and we&apos;ll send you a link to set a new password.
      </p>
      <ActionForm action={action} label="Send reset email" busyLabel="Sending…" holdUntilValid>
        <EmailField label={emailLabel} {...form.field('email')} />
      </ActionForm>
      {signInLink}
    </PageCard>
  );
}

import { checkConfirmPassword, checkPassword } from '@mc/contract';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/public-router';
import { ActionForm, FormFailure } from '../../../components/form-parts';
import { PageCard } from '../../../components/page-card';
import { PasswordField } from '../../../components/account-fields';
import { readSession } from '../../../lib/session';
import { useFormAction } from '../../../lib/use-form';
import { resetFailureMessage, resetPassword } from '../api/reset-password';

type Field = 'password' | 'confirm';

const validate = (values: Record<Field, string>) => ({
  password: checkPassword(values.password),
  confirm: checkConfirmPassword(values.confirm, values.password),
});

function SignInAgain() {
  const { GameLinkID } = readSession();
  return GameLinkID ? (
    <p>
      <Link className="button button--block" to={`/auth/login/${GameLinkID}`}>
        Sign in
      </Link>
    </p>
  ) : (
    <>
      <p>Open your game link again and sign in with your new password.</p>
      <p>
        <Link to="/teacher">Teachers sign in here</Link>
      </p>
    </>
  );
}

/** /auth/password-reset?user=…&token=…: the link from the reset e-mail. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const action = useFormAction<Field>(
    { password: '', confirm: '' },
    validate,
    async ({ password, confirm }) => {
      await resetPassword({
        UserID: user,
        Code: token,
        NewPassword: password,
        ConfirmPassword: confirm,
      });
      setDone(true);
    },
    resetFailureMessage,
  );
  const { form, failure } = action;
  const gameLinkId = readSession().GameLinkID;

  if (!user || !token) {
    return (
      <PageCard title="Set a new password">
        <p role="alert">
          This password reset link is incomplete. Open the link in your email again, or ask for a
          new one from the sign-in page.
        </p>
      </PageCard>
    );
  }
  if (done) {
    return (
      <PageCard title="Your password has been changed">
        <div className="notice notice--success" role="status">
          <CircleCheck className="notice__icon" aria-hidden="true" size={32} />
          <p className="notice__message">You can now sign in with your new password.</p>
        </div>
        <SignInAgain />
      </PageCard>
    );
  }
  return (
    <PageCard title="Set a new password">
      <ActionForm
        action={action}
        label="Change password"
        busyLabel="Saving…"
        holdUntilValid
        failureSlot={
          failure ? (
            <div className="form__failure-box">
              <FormFailure message={failure} />
              {gameLinkId ? (
                <Link to={`/auth/account-recovery/${gameLinkId}`}>Send me a new reset link</Link>
              ) : null}
            </div>
          ) : null
        }
      >
        <PasswordField label="New password" purpose="new" {...form.field('password')} />
        <PasswordField label="Confirm new password" purpose="confirm" {...form.field('confirm')} />
      </ActionForm>
    </PageCard>
  );
}

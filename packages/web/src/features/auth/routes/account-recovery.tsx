import { AUTH_MESSAGES, registrationFields } from '@mc/contract';
import { MailCheck } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from '../../../lib/public-router';
import { PageCard } from '../../../components/page-card';
import { TextField } from '../../../components/text-field';
import { refusalWords } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { sendResetPassword } from '../api/send-reset-password';
import { FailureNotice } from '../components/failure-notice';

type Field = 'email';
type Stage = { kind: 'form' } | { kind: 'sent' } | { kind: 'refused'; message: string };

const validate = (values: Record<Field, string>) => ({
  email: values.email.trim() ? undefined : AUTH_MESSAGES.emailRequired,
});

/** /auth/account-recovery/{gamelinkid}: asks for the e-mail and sends a password-reset link. */
export function AccountRecoveryPage() {
  const { gamelinkid = '' } = useParams();
  const emailLabel = registrationFields(readSession().Theme ?? 'school').emailLabel;
  const form = useForm<Field>({ email: '' }, validate);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const signInLink = (
    <nav className="page-card__links" aria-label="Account">
      <Link to={`/auth/login/${gamelinkid}`}>Back to sign in</Link>
    </nav>
  );

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      form.touchAll();
      if (!form.isValid || busy) return;
      setBusy(true);
      try {
        await sendResetPassword(form.values.email, gamelinkid);
        setStage({ kind: 'sent' });
      } catch (error) {
        const message = refusalWords(error, AUTH_MESSAGES.emailNotFound);
        setStage({ kind: 'refused', message });
      } finally {
        setBusy(false);
      }
    },
    [busy, form, gamelinkid],
  );

  if (stage.kind === 'sent') {
    return (
      <PageCard title="Check your email">
        <div className="notice notice--success" role="status">
          <MailCheck className="notice__icon" aria-hidden="true" size={32} />
          <p className="notice__message">{AUTH_MESSAGES.resetSent}</p>
        </div>
        <p>The email can take a few minutes to arrive. Check your junk folder too.</p>
        {signInLink}
      </PageCard>
    );
  }
  if (stage.kind === 'refused') {
    return (
      <PageCard title="Reset your password">
        <FailureNotice messages={[stage.message]} onBack={() => setStage({ kind: 'form' })} />
        {signInLink}
      </PageCard>
    );
  }
  return (
    <PageCard title="Reset your password">
      <p>
        Enter the email you signed up with and we&apos;ll send you a link to set a new password.
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <button
          className="button button--block"
          type="submit"
          disabled={!form.isValid || busy}
          aria-busy={busy}
        >
          {busy ? 'Sending…' : 'Send reset email'}
        </button>
      </form>
      {signInLink}
    </PageCard>
  );
}

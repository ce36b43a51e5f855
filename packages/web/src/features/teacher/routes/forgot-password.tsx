import { AUTH_MESSAGES } from '@mc/contract';
import { MailCheck } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { TextField } from '../../../components/text-field';
import { refusalWords } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { sendTeacherReset } from '../api/send-reset';
import { TEACHER_HOME } from '../paths';
import '../teacher.css';

type Field = 'email';

const validate = (values: Record<Field, string>) => ({
  email: values.email.trim() ? undefined : AUTH_MESSAGES.emailRequired,
});

/**
 * /teacher/forgot-password: the usual reset e-mail (its link opens the same set-password page
 * players use); a school whose filters eat the mail can ask whoever runs Money Challenge for a
 * new set-password link instead.
 */
export function ForgotPasswordPage() {
  const form = useForm<Field>({ email: '' }, validate);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      form.touchAll();
      if (!form.isValid || busy) return;
      setBusy(true);
      setFailure(undefined);
      try {
        await sendTeacherReset(form.values.email);
        setSent(true);
      } catch (error) {
        setFailure(refusalWords(error, AUTH_MESSAGES.emailNotFound));
      } finally {
        setBusy(false);
      }
    },
    [busy, form],
  );

  const back = (
    <nav className="page-card__links" aria-label="Account">
      <Link to={TEACHER_HOME}>Back to sign in</Link>
    </nav>
  );
  if (sent)
    return (
      <PageCard title="Check your email">
        <div className="notice notice--success" role="status">
          <MailCheck className="notice__icon" aria-hidden="true" size={32} />
          <p className="notice__message">{AUTH_MESSAGES.resetSent}</p>
        </div>
        <p>
          The email can take a few minutes. Nothing there? Check your junk folder, or ask whoever
          runs Money Challenge at your school for a new set-password link.
        </p>
        {back}
      </PageCard>
    );
  return (
    <PageCard title="Reset your password">
      <p>Enter your email and we&apos;ll send you a link to set a new password.</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.field('email')}
        />
        {failure ? (
          <p className="form__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <button className="button button--block" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send the link'}
        </button>
      </form>
      {back}
    </PageCard>
  );
}

import { AUTH_MESSAGES } from '@mc/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionForm } from '../../../components/form-parts';
import { PageCard } from '../../../components/page-card';
import { ResetSent } from '../../../components/reset-sent';
import { EmailField } from '../../../components/account-fields';
import { refusalWords } from '../../../lib/api-client';
import { useFormAction } from '../../../lib/use-form';
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
  const [sent, setSent] = useState(false);
  const action = useFormAction<Field>(
    { email: '' },
    validate,
    async ({ email }) => {
      await sendTeacherReset(email);
      setSent(true);
    },
    (error) => refusalWords(error, AUTH_MESSAGES.emailNotFound),
  );
  const { form } = action;

  const back = (
    <nav className="page-card__links" aria-label="Account">
      <Link to={TEACHER_HOME}>Back to sign in</Link>
    </nav>
  );
  if (sent)
    return (
      <ResetSent>
        <p>
          The email can take a few minutes. Nothing there? Check your junk folder, or ask whoever
          runs Money Challenge at your school for a new set-password link.
        </p>
        {back}
      </ResetSent>
    );
  return (
    <PageCard title="Reset your password">
      <p>Enter your email and we&apos;ll send you a link to set a new password.</p>
      <ActionForm action={action} label="Send the link" busyLabel="Sending…">
        <EmailField signIn {...form.field('email')} />
      </ActionForm>
      {back}
    </PageCard>
  );
}

import { AUTH_MESSAGES, TEACHER_MESSAGES } from '@mc/contract';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ActionForm } from '../../../components/form-parts';
import { PageCard } from '../../../components/page-card';
import { ProviderButtons } from '../../../components/provider-buttons';
import { EmailField, PasswordField } from '../../../components/account-fields';
import { ApiFailure } from '../../../lib/api-client';
import { requestToken } from '../../../lib/request-token';
import { useFormAction } from '../../../lib/use-form';
import { getMe } from '../api/get-me';
import { CLASSES_PATH, TEACHER_FORGOT } from '../paths';
import { teacherSignOut } from '../lib/teacher-sign-out';
import { readTeacherSession, saveTeacherSession } from '../../../lib/teacher-session';
import '../teacher.css';

type Field = 'email' | 'password';

const validate = (values: Record<Field, string>) => ({
  email: values.email.trim() ? undefined : AUTH_MESSAGES.emailRequired,
  password: values.password ? undefined : AUTH_MESSAGES.loginPasswordRequired,
});

/** Why signing in did not work, in words a teacher can act on. */
function signInFailure(error: unknown): string {
  if (!(error instanceof ApiFailure)) return 'Sign-in failed. Please try again.';
  if (error.status === 403) return TEACHER_MESSAGES.playerAtTeacherSignIn;
  return error.messages[0] ?? 'Sign-in failed. Please try again.';
}

/** Why the teacher is back at the sign-in, if they did not come here themselves. */
function Arrival() {
  const [params] = useSearchParams();
  const location = useLocation();
  const signedOut = Boolean((location.state as { signedOut?: boolean } | null)?.signedOut);
  if (params.get('expired'))
    return (
      <p className="notice notice--info" role="status">
        Your session has ended. Please sign in again.
      </p>
    );
  if (signedOut)
    return (
      <p className="notice notice--info" role="status">
        You&apos;ve signed out. See you next time!
      </p>
    );
  return null;
}

/**
 * /teacher: a teacher signs in with the same POST /Token as players; GET /api/t/me then says
 * whether the account is a teacher's (a player's is told where students sign in, and its token
 * is let go at once). The teacher's token is kept apart from any player's in this browser.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const action = useFormAction<Field>(
    { email: '', password: '' },
    validate,
    async ({ email, password }) => {
      const token = await requestToken(email, password);
      saveTeacherSession({ Token: token.access_token, Name: token.name });
      const me = await getMe().catch(async (error: unknown) => {
        await teacherSignOut();
        throw error;
      });
      saveTeacherSession({ Token: token.access_token, Name: me.Name });
      void navigate(CLASSES_PATH, { replace: true });
    },
    signInFailure,
  );
  const { form, busy } = action;

  if (readTeacherSession() && !busy) return <Navigate to={CLASSES_PATH} replace />;
  return (
    <PageCard title="Teacher sign in">
      <p className="page-card__lead">See how your classes are going, week by week.</p>
      <Arrival />
      <ProviderButtons query={{ Role: 'teacher' }} />
      <ActionForm action={action} label="Sign in" busyLabel="Signing in…">
        <EmailField signIn {...form.field('email')} />
        <PasswordField purpose="current" {...form.field('password')} />
      </ActionForm>
      <nav className="page-card__links" aria-label="Account">
        <Link to={TEACHER_FORGOT}>Forgot your password?</Link>
      </nav>
      <p className="teacher-signin__note">
        Students: open the game link your teacher gave you to sign in.
      </p>
    </PageCard>
  );
}

import { AUTH_MESSAGES, checkEmail, registrationFields, type GameLinkPublic } from '@mc/contract';
import { Link, useNavigate } from '../../../lib/public-router';
import { ActionForm } from '../../../components/form-parts';
import { PageCard } from '../../../components/page-card';
import { EmailField, PasswordField } from '../../../components/account-fields';
import { ApiFailure } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';
import { useFormAction } from '../../../lib/use-form';
import { requestToken } from '../../../lib/request-token';
import { ProviderButtons } from '../../../components/provider-buttons';
import { enterGameLink } from '../api/game-links';

type LoginField = 'email' | 'password';

const validate = (values: Record<LoginField, string>) => ({
  email:
    checkEmail(values.email) === AUTH_MESSAGES.emailRequired
      ? AUTH_MESSAGES.emailRequired
      : undefined,
  password: values.password ? undefined : AUTH_MESSAGES.loginPasswordRequired,
});

/** Sign in, register on the game link, then go to family members or game selection. */
export function LoginForm({ link }: { link: GameLinkPublic }) {
  const navigate = useNavigate();
  const action = useFormAction<LoginField>(
    { email: '', password: '' },
    validate,
    async ({ email, password }) => {
      const token = await requestToken(email, password);
      updateSession({
        Token: token.access_token,
        PlayerName: token.name,
        UserID: token.useId,
        PlayerID: token.playerId,
      });
      const next = await enterGameLink(link);
      void navigate(next, { replace: true });
    },
    (error) => (error instanceof ApiFailure ? error.message : 'Sign-in failed. Please try again.'),
  );
  const { form } = action;
  const emailLabel = registrationFields(link.Theme).emailLabel;
  const only = link.SignInWith ?? undefined;
  const domains = link.EmailDomains ?? [];

  return (
    <PageCard title="Sign in">
      {link.GroupName ? <p className="page-card__lead">{link.GroupName}</p> : null}
      <ProviderButtons query={{ GameLinkID: link.GameLinkID }} only={only?.Name} />
      {only ? (
        <p className="provider-buttons__or">
          This class signs in with {only.Label}: no password needed.
        </p>
      ) : (
        <>
          <ActionForm action={action} label="Sign in" busyLabel="Signing in…" holdUntilValid>
            <EmailField
              label={emailLabel}
              {...(domains.length > 0
                ? { hint: `Use your ${domains.map((d) => `@${d}`).join(' or ')} email.` }
                : {})}
              {...form.field('email')}
            />
            <PasswordField purpose="current" {...form.field('password')} />
          </ActionForm>
          <nav className="page-card__links" aria-label="Account">
            <Link to="/auth/create-user">Create an account</Link>
            <Link to={`/auth/account-recovery/${link.GameLinkID}`}>Forgot your password?</Link>
          </nav>
        </>
      )}
    </PageCard>
  );
}

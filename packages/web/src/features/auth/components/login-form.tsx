import { AUTH_MESSAGES, checkEmail, registrationFields, type GameLinkPublic } from '@mc/contract';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../../lib/public-router';
import { PageCard } from '../../../components/page-card';
import { TextField } from '../../../components/text-field';
import { ApiFailure } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
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
  const form = useForm<LoginField>({ email: '', password: '' }, validate);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailLabel = registrationFields(link.Theme).emailLabel;
  const only = link.SignInWith ?? undefined;
  const domains = link.EmailDomains ?? [];

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      form.touchAll();
      if (!form.isValid || busy) return;
      setBusy(true);
      setFailure(undefined);
      try {
        const token = await requestToken(form.values.email, form.values.password);
        updateSession({
          Token: token.access_token,
          PlayerName: token.name,
          UserID: token.useId,
          PlayerID: token.playerId,
        });
        const next = await enterGameLink(link);
        void navigate(next, { replace: true });
      } catch (error) {
        setFailure(
          error instanceof ApiFailure ? error.message : 'Sign-in failed. Please try again.',
        );
        setBusy(false);
      }
    },
    [busy, form, link, navigate],
  );

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
          <form className="form" onSubmit={submit} noValidate>
            <TextField
              label={emailLabel}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...(domains.length > 0
                ? { hint: `Use your ${domains.map((d) => `@${d}`).join(' or ')} email.` }
                : {})}
              {...form.field('email')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              {...form.field('password')}
            />
            {failure ? (
              <p className="form__failure" role="alert">
                {failure}
              </p>
            ) : null}
            <button
              className="button button--block"
              type="submit"
              disabled={!form.isValid || busy}
              aria-busy={busy}
            >
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
          </form>
          <nav className="page-card__links" aria-label="Account">
            <Link to="/auth/create-user">Create an account</Link>
            <Link to={`/auth/account-recovery/${link.GameLinkID}`}>Forgot your password?</Link>
          </nav>
        </>
      )}
    </PageCard>
  );
}

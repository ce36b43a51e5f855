import { KeyRound } from 'lucide-react';
import { useSignInProviders } from '../lib/school-sign-in';

/**
 * "Sign in with <school account>" buttons (issue 31), one per provider the server offers, above
 * the e-mail form. Each is a plain link: the server sends the browser on to the provider.
 * Nothing shows while they load, or when the server offers none.
 */
export function ProviderButtons({
  query,
  only,
}: {
  query: Record<string, string>;
  /** The one provider a class signs in with: its button alone, and no e-mail form after it. */
  only?: string | undefined;
}) {
  const providers = (useSignInProviders().data?.Providers ?? []).filter(
    (provider) => !only || provider.Name === only,
  );
  if (providers.length === 0) return null;
  const search = new URLSearchParams(query).toString();
  return (
    <div className="provider-buttons">
      {providers.map((provider) => (
        <a
          key={provider.Name}
          className="button button--secondary button--block"
          href={`/auth/oidc/${encodeURIComponent(provider.Name)}/start?${search}`}
        >
          <KeyRound aria-hidden="true" size={20} />
          Sign in with {provider.Label}
        </a>
      ))}
      {only ? null : <p className="provider-buttons__or">or with your email and password</p>}
    </div>
  );
}

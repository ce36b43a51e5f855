import { LINK_SIGN_IN_MESSAGES } from '@mc/contract';
import type { Db } from '../db/connect';
import type { GameLinkRow } from '../db/schema';
import { emailDomainAllowed, type OidcProviderConfig } from '../oidc/config';
import { signsInWithProvider } from '../accounts/repository';

// How a link's students may sign in (issue 31): any way, only with one school provider
// (`create-link --sign-in google`), and/or only with e-mails in some domains
// (`--email-domains school.edu.au`). Checked wherever an account meets a link: registering on
// it, a trial on it, a provider's sign-in that started on it, and joining it.

export type LinkSignInRule = Pick<GameLinkRow, 'sign_in_provider' | 'email_domains'>;

export const linkDomains = (link: LinkSignInRule): string[] =>
  link.email_domains ? link.email_domains.split(',') : [];

/** The provider a link requires, as the server knows it; undefined when none (or not set up). */
export function requiredProvider(
  link: LinkSignInRule,
  providers: readonly OidcProviderConfig[],
): OidcProviderConfig | undefined {
  return link.sign_in_provider
    ? providers.find((p) => p.name === link.sign_in_provider)
    : undefined;
}

/**
 * Why an account may not use this link, in the player's words; null when it may. `via`: the
 * provider the account is signing in with now; `userId`: an existing account (which may have
 * signed in with the required provider before).
 */
export async function linkSignInRefusal(
  db: Db,
  providers: readonly OidcProviderConfig[],
  link: LinkSignInRule,
  who: { email: string; userId?: string; via?: string },
): Promise<string | null> {
  if (link.sign_in_provider) {
    const label = requiredProvider(link, providers)?.label ?? link.sign_in_provider;
    const viaRequired =
      who.via === link.sign_in_provider ||
      (who.via === undefined &&
        who.userId !== undefined &&
        (await signsInWithProvider(db, who.userId, link.sign_in_provider)));
    if (!viaRequired) return LINK_SIGN_IN_MESSAGES.provider(label);
  }
  const domains = linkDomains(link);
  if (!emailDomainAllowed(who.email, domains)) return LINK_SIGN_IN_MESSAGES.domains(domains);
  return null;
}

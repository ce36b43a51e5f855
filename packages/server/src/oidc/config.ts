import { z } from 'zod';
import { parseEmailDomains } from '@mc/contract';

// Sign-in providers (issue 31, decision 026), set by whoever runs the server, one group of
// settings per provider NAME: OIDC_<NAME>_ISSUER, OIDC_<NAME>_CLIENT_ID, OIDC_<NAME>_CLIENT_SECRET,
// and optionally OIDC_<NAME>_LABEL (the button says "Sign in with <label>") and
// OIDC_<NAME>_DOMAINS (e-mail domains allowed, comma-separated). GOOGLE and MICROSOFT get their
// labels by themselves; any other NAME is a school's own provider.

export interface OidcProviderConfig {
  /** Lower-case NAME: the provider's part of the address, /auth/oidc/<name>/callback. */
  name: string;
  label: string;
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** E-mail domains allowed, lower-case; empty: any. */
  domains: string[];
}

const SETTING = /^OIDC_([A-Z0-9_]+?)_(ISSUER|CLIENT_ID|CLIENT_SECRET|LABEL|DOMAINS)$/;
const KNOWN_LABELS: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

const isLocal = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const issuerSchema = z
  .string()
  .url('a web address, such as https://accounts.google.com')
  .transform((text) => new URL(text))
  .refine((url) => url.protocol === 'https:' || (url.protocol === 'http:' && isLocal(url)), {
    message: 'https:// (http:// only for a provider on this computer)',
  });
const domainsSchema = z
  .string()
  .transform((text) => parseEmailDomains(text))
  .refine((domains) => domains !== null, {
    message: 'e-mail domains separated by commas, such as school.edu.au,students.school.edu.au',
  });

/**
 * The providers in an environment, in the order their names first appear; a problem is a line
 * naming the setting ("OIDC_GOOGLE_CLIENT_ID: required").
 */
export function oidcProvidersOf(environment: Record<string, string | undefined>): {
  providers: OidcProviderConfig[];
  problems: string[];
} {
  const byName = new Map<string, Record<string, string>>();
  for (const [key, value] of Object.entries(environment)) {
    const match = SETTING.exec(key);
    if (!match || value === undefined || value === '') continue;
    const [, name, setting] = match;
    const settings = byName.get(name!) ?? {};
    settings[setting!] = value;
    byName.set(name!, settings);
  }
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  for (const [NAME, settings] of byName) {
    const at = (setting: string) => `OIDC_${NAME}_${setting}`;
    const issuer = issuerSchema.safeParse(settings.ISSUER ?? '');
    if (!settings.ISSUER) problems.push(`${at('ISSUER')}: required`);
    else if (!issuer.success) problems.push(`${at('ISSUER')}: ${issuer.error.issues[0]?.message}`);
    for (const setting of ['CLIENT_ID', 'CLIENT_SECRET'])
      if (!settings[setting]?.trim()) problems.push(`${at(setting)}: required`);
    const domains = domainsSchema.safeParse(settings.DOMAINS ?? '');
    if (!domains.success) problems.push(`${at('DOMAINS')}: ${domains.error.issues[0]?.message}`);
    if (!issuer.success || !domains.success || !settings.CLIENT_ID || !settings.CLIENT_SECRET)
      continue;
    const name = NAME.toLowerCase();
    providers.push({
      name,
      label: settings.LABEL?.trim() || KNOWN_LABELS[name] || NAME.charAt(0) + name.slice(1),
      issuer: issuer.data,
      clientId: settings.CLIENT_ID.trim(),
      clientSecret: settings.CLIENT_SECRET.trim(),
      domains: domains.data ?? [],
    });
  }
  return { providers, problems };
}

/** Whether an e-mail's domain is one of `domains` (or any, when there are none). */
export function emailDomainAllowed(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.includes(domain);
}

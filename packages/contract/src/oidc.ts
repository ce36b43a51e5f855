import { z } from 'zod';
import { loginResponseSchema } from './auth';
import { ERRORS } from './messages';

// Signing in with a school's own accounts (issue 31): the providers a server offers, the start
// of a sign-in and the one-time code the web app trades for its token.

export const oidcProviderSchema = z
  .object({ Name: z.string(), Label: z.string() })
  .meta({ id: 'OidcProvider' });
export type OidcProvider = z.infer<typeof oidcProviderSchema>;

export const oidcProvidersSchema = z
  .object({ Providers: z.array(oidcProviderSchema) })
  .meta({ id: 'OidcProviders' });
export type OidcProviders = z.infer<typeof oidcProvidersSchema>;

/** GET /auth/oidc/{name}/start: the link a student signs in on, or a teacher's sign-in. */
export const oidcStartQuery = z.object({
  GameLinkID: z.uuid({ error: ERRORS.gameLinkNotFound }).optional(),
  Role: z.enum(['player', 'teacher']).default('player'),
});

/** POST /api/auth/oidc/handoff. */
export const oidcHandoffBody = z.object({
  Code: z.string({ error: ERRORS.oidcHandoffExpired }).min(1, ERRORS.oidcHandoffExpired).max(100),
});

export const oidcHandoffResultSchema = loginResponseSchema
  .extend({
    Role: z.enum(['player', 'teacher']),
    /** The link the sign-in started on, to join and carry on as a password sign-in does. */
    GameLinkID: z.string().nullable(),
    /**
     * True when the link's game gives each player the persona of their age and this account has
     * no year of birth yet (a first sign-in with a school account): ask it once, before playing.
     */
    AskYOB: z.boolean(),
  })
  .meta({ id: 'OidcHandoffResult' });
export type OidcHandoffResult = z.infer<typeof oidcHandoffResultSchema>;

/** E-mail domains as typed ("school.edu.au, @students.school.edu.au"): lower-case, no @. */
export function parseEmailDomains(text: string): string[] | null {
  const domains = text
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  return domains.every((domain) => /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) ? domains : null;
}

/** Why an account may not use a link that says how its students sign in. */
export const LINK_SIGN_IN_MESSAGES = {
  provider: (label: string) =>
    `This class signs in with ${label} only. Use the "Sign in with ${label}" button.`,
  domains: (domains: readonly string[]) =>
    `This class is for ${domains.map((d) => `@${d}`).join(' or ')} email addresses. Sign in with your school account.`,
};

/** Why a sign-in with a provider did not finish, in the player's words ({provider}: its label). */
export const OIDC_FAILURES: Record<string, string> = {
  cancelled: "You didn't finish signing in with {provider}. Try again when you're ready.",
  'provider-down':
    "Couldn't reach {provider} just now. Try again in a minute, or sign in with your email and password.",
  expired: 'That sign-in took too long or was already used. Please start again.',
  'not-verified':
    "{provider}'s answer couldn't be checked, so you're not signed in. Please start again.",
  'no-email': "{provider} didn't tell us your email address, so you can't sign in with it here.",
  'wrong-domain':
    "That {provider} account isn't one this game accepts. Sign in with your school account.",
  'no-teacher':
    'There is no teacher account for that email. Ask whoever runs Money Challenge at your school to make one.',
  'not-a-player': 'That is a teacher account. Teachers sign in at /teacher.',
  'wrong-class':
    "That account can't join this class: it asks for another way of signing in. Check the class code or link with your teacher.",
};

/** POST /api/Account/yob: the year of birth a school account's first sign-in asks for, once. */
export const yearOfBirthBody = z.object({
  YOB: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(16)).default(''),
});
export const yearOfBirthResultSchema = z
  .object({ YOB: z.string() })
  .meta({ id: 'YearOfBirthResult' });
export type YearOfBirthResult = z.infer<typeof yearOfBirthResultSchema>;

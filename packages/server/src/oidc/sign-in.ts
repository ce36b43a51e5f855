import * as client from 'openid-client';
import type { Db } from '../db/connect';
import type { Theme } from '@mc/contract';
import { emailKey, insertUser } from '../accounts/repository';
import { NO_PASSWORD } from '../accounts/passwords';
import { newSecret, secretHash } from '../accounts/secrets';
import type { Role } from '../accounts/tokens';
import { linkDomains, type LinkSignInRule } from '../gamelinks/sign-in-rules';
import { emailDomainAllowed, type OidcProviderConfig } from './config';

// The authorization code flow with PKCE (issue 31, decision 026), through openid-client: a
// sign-in is sent to the provider with a fresh state, nonce and code verifier kept here; when the
// provider sends the browser back, the state is read once, the code is traded for tokens and the
// ID token is checked by openid-client (issuer, audience, expiry, nonce, and its signature by the
// provider's published keys, which the library checks only when asked). Nothing from the provider is kept but its subject: the session is the
// server's own token, handed to the browser through a one-time code.

/** How long a sign-in at the provider may take. */
export const SIGN_IN_TTL_MS = 10 * 60_000;
/** How long the browser has to trade the one-time code for its token. */
export const HANDOFF_TTL_MS = 2 * 60_000;

/** Why a sign-in with a provider ended without one: each has its own words for the player. */
export type OidcFailure =
  | 'cancelled'
  | 'provider-down'
  | 'expired'
  | 'not-verified'
  | 'no-email'
  | 'wrong-domain'
  | 'no-teacher'
  | 'not-a-player'
  | 'wrong-class';

export class OidcSignInError extends Error {
  constructor(readonly reason: OidcFailure) {
    super(reason);
  }
}

const configurations = new Map<string, Promise<client.Configuration>>();

/** The provider's discovered settings, fetched once (again after a failure). */
export function providerConfiguration(provider: OidcProviderConfig): Promise<client.Configuration> {
  const key = `${provider.name}|${provider.issuer.href}|${provider.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    const local = provider.issuer.protocol === 'http:';
    found = client
      .discovery(provider.issuer, provider.clientId, provider.clientSecret, undefined, {
        // The ID token's signature is checked against the provider's published keys too (the
        // library leaves it out by default for tokens straight from the token endpoint).
        execute: local
          ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
          : [client.enableNonRepudiationChecks],
      })
      .catch((error: unknown) => {
        configurations.delete(key);
        throw error;
      });
    configurations.set(key, found);
  }
  return found;
}

export interface StartedSignIn {
  /** Where to send the browser: the provider's sign-in page. */
  url: URL;
}

/** Starts a sign-in: keeps its state, nonce and verifier, and gives the provider's address. */
export async function startSignIn(
  db: Db,
  provider: OidcProviderConfig,
  redirectUri: string,
  options: { role: Role; gameLinkId: string | null },
  now = Date.now(),
): Promise<StartedSignIn> {
  let configuration: client.Configuration;
  try {
    configuration = await providerConfiguration(provider);
  } catch {
    throw new OidcSignInError('provider-down');
  }
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await db
    .insertInto('oidc_sign_ins')
    .values({
      state,
      provider: provider.name,
      nonce,
      code_verifier: codeVerifier,
      game_link_id: options.gameLinkId,
      role: options.role,
      expires_at: now + SIGN_IN_TTL_MS,
    })
    .execute();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url };
}

export interface FinishedSignIn {
  userId: string;
  role: Role;
  gameLinkId: string | null;
}

/**
 * The provider sent the browser back to `callbackUrl`: checks it, finds or makes the account,
 * and returns whose sign-in it is. Throws OidcSignInError with the reason otherwise.
 */
export async function finishSignIn(
  db: Db,
  provider: OidcProviderConfig,
  callbackUrl: URL,
  linkOf: (gameLinkId: string) => Promise<(LinkSignInRule & { theme: string }) | undefined>,
  now = Date.now(),
): Promise<FinishedSignIn> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  // Read once: a second use of the same state, or a state never sent, finds nothing.
  const started = await db
    .deleteFrom('oidc_sign_ins')
    .where('state', '=', state)
    .where('provider', '=', provider.name)
    .returningAll()
    .executeTakeFirst();
  if (!started || Number(started.expires_at) < now) throw new OidcSignInError('expired');
  let configuration: client.Configuration;
  try {
    configuration = await providerConfiguration(provider);
  } catch {
    throw new OidcSignInError('provider-down');
  }
  let claims: (client.IDToken & client.UserInfoResponse) | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: started.code_verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    // Some providers keep the e-mail and name out of the ID token: then they come from the
    // provider's user info, checked to be about the same subject.
    claims =
      idToken && typeof idToken.email !== 'string'
        ? {
            ...idToken,
            ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)),
          }
        : idToken;
  } catch (error) {
    // Cannot reach the provider: it is down. Anything else is an answer that did not check out.
    if (isUnreachable(error)) throw new OidcSignInError('provider-down');
    throw new OidcSignInError('not-verified');
  }
  if (!claims) throw new OidcSignInError('not-verified');
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email) throw new OidcSignInError('no-email');
  // The provider vouches for the address, or (a school's own tenant, say) the address is in a
  // domain the server allows for this provider.
  if (claims.email_verified !== true && provider.domains.length === 0)
    throw new OidcSignInError('not-verified');
  if (!emailDomainAllowed(email, provider.domains)) throw new OidcSignInError('wrong-domain');
  // The link it started on may say how its students sign in.
  const link = started.game_link_id ? await linkOf(started.game_link_id) : undefined;
  if (link && link.sign_in_provider && link.sign_in_provider !== provider.name)
    throw new OidcSignInError('wrong-class');
  if (link && !emailDomainAllowed(email, linkDomains(link)))
    throw new OidcSignInError('wrong-domain');
  const role: Role = started.role === 'teacher' ? 'teacher' : 'player';
  const userId = await accountFor(db, provider, {
    subject: claims.sub,
    email,
    name: nameOf(claims, email),
    role,
    theme: (link?.theme as Theme | undefined) ?? 'school',
  });
  return { userId, role, gameLinkId: started.game_link_id };
}

const nameOf = (claims: client.IDToken, email: string): string => {
  for (const claim of [claims.given_name, claims.name])
    if (typeof claim === 'string' && claim.trim()) return claim.trim().slice(0, 50);
  return email.slice(0, email.indexOf('@')).slice(0, 50);
};

function isUnreachable(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if (cause.name === 'TypeError' && /fetch failed/i.test(cause.message)) return true;
  return false;
}

/**
 * The user a provider's account signs in: the one it signed in before, else the account with
 * its e-mail (linked from now on), else, for a player, a new account without a password. A
 * teacher's account is never made here: an admin makes it (no self sign-up).
 */
async function accountFor(
  db: Db,
  provider: OidcProviderConfig,
  who: { subject: string; email: string; name: string; role: Role; theme: Theme },
): Promise<string> {
  const known = await db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .select(['users.id', 'users.role'])
    .where('user_identities.provider', '=', provider.name)
    .where('user_identities.subject', '=', who.subject)
    .executeTakeFirst();
  const byEmail =
    known ??
    (await db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email_key', '=', emailKey(who.email))
      .executeTakeFirst());
  if (byEmail) {
    const isTeacher = byEmail.role === 'teacher';
    if (who.role === 'teacher' && !isTeacher) throw new OidcSignInError('no-teacher');
    if (who.role === 'player' && isTeacher) throw new OidcSignInError('not-a-player');
    if (!known) await linkIdentity(db, provider, who.subject, byEmail.id);
    return byEmail.id;
  }
  if (who.role === 'teacher') throw new OidcSignInError('no-teacher');
  const { user } = await insertUser(db, {
    email: who.email,
    // No password: this account signs in with its provider (password sign-in and reset refuse).
    passwordHash: NO_PASSWORD,
    name: who.name,
    surname: null,
    yob: null,
    ageBand: null,
    gender: null,
    theme: who.theme,
    isTrial: false,
  });
  await linkIdentity(db, provider, who.subject, user.id);
  return user.id;
}

async function linkIdentity(db: Db, provider: OidcProviderConfig, subject: string, userId: string) {
  await db
    .insertInto('user_identities')
    .values({
      provider: provider.name,
      subject,
      user_id: userId,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
    .execute();
}

/** A one-time code for the browser to trade for its token (the token never goes in an address). */
export async function createHandoff(
  db: Db,
  signIn: FinishedSignIn,
  now = Date.now(),
): Promise<string> {
  const code = newSecret();
  await db
    .insertInto('oidc_handoffs')
    .values({
      code_hash: secretHash(code),
      user_id: signIn.userId,
      role: signIn.role,
      game_link_id: signIn.gameLinkId,
      expires_at: now + HANDOFF_TTL_MS,
    })
    .execute();
  return code;
}

/** Trades a one-time code for whose sign-in it is; undefined when used, expired or unknown. */
export async function takeHandoff(db: Db, code: string, now = Date.now()) {
  const row = await db
    .deleteFrom('oidc_handoffs')
    .where('code_hash', '=', secretHash(code))
    .returningAll()
    .executeTakeFirst();
  if (!row || Number(row.expires_at) < now) return undefined;
  return {
    userId: row.user_id,
    role: (row.role === 'teacher' ? 'teacher' : 'player') as Role,
    gameLinkId: row.game_link_id,
  };
}

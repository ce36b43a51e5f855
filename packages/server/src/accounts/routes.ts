import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  checkConfirmPassword,
  checkEmail,
  checkFirstName,
  checkPassword,
  checkYob,
  ERRORS,
  failure,
  loginForm,
  registrationBody,
  registrationErrors,
  resetPasswordBody,
  sendResetBody,
  success,
  trialBody,
  validationMessages,
  yearOfBirthBody,
  type LoginResponse,
  type Theme,
} from '@mc/contract';
import { findGameLinkWithGame } from '../gamelinks/repository';
import { linkSignInRefusal } from '../gamelinks/sign-in-rules';
import { ApiError, badRequest, parseInput } from '../http/errors';
import { requireSignedIn, requireUser } from '../http/auth';
import {
  countHit,
  enforceLimits,
  giveBackHits,
  isOverLimit,
  slowdownMs,
  type CountedHit,
  type Limit,
  type RateLimits,
} from '../http/rate-limit';
import {
  consumeResetCode,
  createResetCode,
  resetMail,
  resetUrl,
  revokeResetCodes,
} from './password-reset';
import {
  BUSY_RETRY_SECONDS,
  decoyHash,
  hashPassword,
  hasPassword,
  HashQueueFull,
  NO_PASSWORD,
  verifyPassword,
} from './passwords';
import {
  emailKey,
  findAccountHolder,
  findUser,
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  setPasswordHash,
  signsInOnlyWithProvider,
} from './repository';
import { issueAccessToken, revokeAccessToken, revokeAllTokens, type Role } from './tokens';

async function themeOfLink(
  request: FastifyRequest,
  gameLinkId: string | undefined,
  /** The e-mail signing up on it: refused (400) when the link says students sign in otherwise. */
  email?: string,
): Promise<Theme> {
  if (!gameLinkId || !/^[0-9a-f-]{36}$/i.test(gameLinkId)) return 'school';
  const link = await findGameLinkWithGame(request.server.db, gameLinkId);
  if (link && email !== undefined) {
    const refusal = await linkSignInRefusal(
      request.server.db,
      request.server.config.oidcProviders,
      link,
      { email },
    );
    if (refusal) throw badRequest(refusal);
  }
  return (link?.theme as Theme | undefined) ?? 'school';
}

/** A stored hash no password matches (verifyPassword knows no such scheme). */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The per-address sign-in counters (issue 31), each with its key for this address. */
function addressLimits(limits: RateLimits, ip: string) {
  const counters: Record<'failures' | 'unknown' | 'repeats', [key: string, limit: Limit]> = {
    failures: [`login:ip-fail:${ip}`, limits.loginFailuresPerAddress],
    unknown: [`login:ip-unknown:${ip}`, limits.loginUnknownPerAddress],
    repeats: [`login:ip-repeat:${ip}`, limits.loginRepeatsPerAddress],
  };
  return counters;
}

/** /Token answers in OAuth's shape (error, error_description) and the envelope's, for any client. */
function tokenError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .status(status)
    .send({ error, error_description: description, ...failure(description) });
}

export async function loginResponse(
  request: FastifyRequest,
  userId: string,
  name: string,
  role: Role = 'player',
): Promise<LoginResponse> {
  const { db, config } = request.server;
  const holder = role === 'player' ? await findAccountHolder(db, userId) : undefined;
  const token = await issueAccessToken(db, userId, config.tokenTtlMs, role);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: Math.floor(config.tokenTtlMs / 1000),
    name,
    useId: userId,
    playerId: holder?.id ?? '',
  };
}

export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // POST /Token: the OAuth2 password grant. A wrong e-mail and a wrong password get the same
  // answer after the same work, so the answer reveals nothing about who has an account.
  app.post('/Token', async (request, reply) => {
    const parsed = loginForm.safeParse(request.body ?? {});
    if (!parsed.success) {
      const code = parsed.error.issues.some((issue) => issue.path[0] === 'grant_type')
        ? 'unsupported_grant_type'
        : 'invalid_request';
      return tokenError(
        reply,
        400,
        code,
        validationMessages(parsed.error).filter((m) => m !== 'unsupported_grant_type')[0] ??
          'Only the password grant is supported.',
      );
    }
    const { username, password } = parsed.data;
    const account = emailKey(username);
    const limits = app.rateLimits;
    const slowdown = limits.loginSlowdown;
    const address = addressLimits(limits, request.ip);
    // An address is refused only for failures that look like an attack (addressLimits), read
    // before the attempt and counted after a failure, so a school's right passwords never count,
    // not even while they are being checked. On one account from one address, every attempt is
    // counted first, so guesses sent in parallel are held to that limit too, and a right
    // password gives its hits back. The account itself is never locked: its owner signs in from
    // anywhere, after a short wait while someone is guessing.
    let attempt: CountedHit[];
    let failuresOnAccount: number;
    let triesHere: number;
    try {
      if (await isOverLimit(app.db, Object.values(address)))
        throw new ApiError(429, ERRORS.tooManyRequests);
      const [here] = await enforceLimits(app.db, [
        [`login:acct-ip:${account}|${request.ip}`, limits.loginPerAccountAndAddress],
      ]);
      triesHere = here!.hits;
      attempt = [here!];
      const onAccount = await countHit(app.db, `login:acct:${account}`, {
        hits: Number.MAX_SAFE_INTEGER,
        windowMs: slowdown.windowMs,
      });
      attempt.push(onAccount);
      failuresOnAccount = onAccount.hits - 1;
    } catch (error) {
      if (error instanceof ApiError)
        return tokenError(reply, 429, 'too_many_requests', ERRORS.tooManyRequests);
      throw error;
    }
    const wait = slowdownMs(slowdown, failuresOnAccount);
    if (wait > 0) await sleep(wait);
    const user = await findUserByEmail(app.db, username);
    let verified;
    try {
      // An account without a password (one that signs in with its school's provider, say) has
      // the decoy checked instead, so the answer is a wrong password's, after the same work.
      const withPassword = user !== undefined && hasPassword(user.password_hash);
      verified = await verifyPassword(
        password,
        withPassword ? user.password_hash : await decoyHash(),
        { address: request.ip },
      );
      if (!withPassword) verified = { ...verified, valid: false };
    } catch (error) {
      if (!(error instanceof HashQueueFull)) throw error;
      await giveBackHits(app.db, attempt);
      void reply.header('retry-after', String(BUSY_RETRY_SECONDS));
      return tokenError(reply, 503, 'temporarily_unavailable', ERRORS.busy);
    }
    if (!user || !verified.valid) {
      // What counts against the whole address: a miss at an account that does not exist, or an
      // account's failure here past a student's typos; and every failure towards the cap.
      await countHit(app.db, address.failures[0], address.failures[1]);
      if (!user) await countHit(app.db, address.unknown[0], address.unknown[1]);
      else if (triesHere > limits.loginRepeatsPerAddress.freePerAccount)
        await countHit(app.db, address.repeats[0], address.repeats[1]);
      return tokenError(reply, 400, 'invalid_grant', AUTH_MESSAGES.wrongCredentials);
    }
    await giveBackHits(app.db, attempt);
    if (verified.needsRehash) {
      await setPasswordHash(
        app.db,
        user.id,
        await hashPassword(password, { address: request.ip }).catch(() => user.password_hash),
      );
    }
    return loginResponse(
      request,
      user.id,
      user.name,
      user.role === 'teacher' ? 'teacher' : 'player',
    );
  });

  app.get('/api/Account/yobrange', async () => success(app.config.yobRange));

  app.post('/api/Account/Register', async (request) => {
    await enforceLimits(app.db, [[`register:ip:${request.ip}`, app.rateLimits.registerPerAddress]]);
    const input = parseInput(registrationBody, request.body);
    const theme = await themeOfLink(request, input.GameLinkID, input.Email);
    const errors = registrationErrors(input, theme, app.config.yobRange);
    const messages = Object.values(errors).filter((message): message is string => Boolean(message));
    if (messages.length > 0) throw badRequest(messages);
    if (await findUserByEmail(app.db, input.Email)) throw badRequest(AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.Password, { address: request.ip });
    try {
      const { user, player } = await insertUser(app.db, {
        email: input.Email,
        passwordHash,
        name: input.Name,
        surname: input.Surname || null,
        yob: theme === 'family' ? null : input.YOB,
        ageBand: input.Age || null,
        gender: input.Gender,
        theme,
        isTrial: false,
      });
      return success({ UserID: user.id, PlayerID: player.id, Name: user.name });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(AUTH_MESSAGES.emailTaken);
      throw error;
    }
  });

  // A trial: a name and an e-mail, signed in at once for as long as the sign-in lasts. Nothing
  // proves the address is the player's, so a trial never reserves it: its account has no password
  // and no e-mail key, and the address stays free for whoever registers with it.
  app.post('/api/Account/Trial', async (request) => {
    await enforceLimits(app.db, [[`register:ip:${request.ip}`, app.rateLimits.registerPerAddress]]);
    const input = parseInput(trialBody, request.body);
    const messages = [checkEmail(input.Email), checkFirstName(input.Name)].filter(
      (m): m is string => Boolean(m),
    );
    if (messages.length > 0) throw badRequest(messages);
    const { user } = await insertUser(app.db, {
      email: input.Email,
      passwordHash: NO_PASSWORD,
      name: input.Name,
      surname: null,
      yob: null,
      ageBand: null,
      gender: null,
      theme: await themeOfLink(request, input.GameLinkID, input.Email),
      isTrial: true,
    });
    return success(await loginResponse(request, user.id, user.name));
  });

  app.post('/api/Account/sendresetpassword', async (request) => {
    const input = parseInput(sendResetBody, request.body);
    await enforceLimits(app.db, [
      [`reset:ip:${request.ip}`, app.rateLimits.resetPerAddress],
      [`reset:acct:${emailKey(input.UserName)}`, app.rateLimits.resetPerAccount],
    ]);
    const user = await findUserByEmail(app.db, input.UserName);
    // The spec's client shows 'Email not found', so this call does say whether an account exists;
    // the per-address limit above keeps that from being used to list a school's accounts.
    if (!user) throw badRequest(AUTH_MESSAGES.emailNotFound);
    // An account made by signing in with a school's provider has no password to reset.
    if (await signsInOnlyWithProvider(app.db, user))
      throw badRequest(AUTH_MESSAGES.noPasswordToReset);
    const code = await createResetCode(app.db, user.id, app.config.resetTtlMs);
    const link = resetUrl(app.config, user.id, code);
    await app.mailer.send({ to: user.email, ...resetMail(user.name, link) });
    return success(null, [AUTH_MESSAGES.resetSent]);
  });

  app.post('/api/Account/ResetPassword', async (request) => {
    const input = parseInput(resetPasswordBody, request.body);
    const messages = [
      checkPassword(input.NewPassword),
      checkConfirmPassword(input.ConfirmPassword, input.NewPassword),
    ].filter((m): m is string => Boolean(m));
    if (messages.length > 0) throw badRequest(messages);
    const user = /^[0-9a-f-]{36}$/i.test(input.UserID)
      ? await findUser(app.db, input.UserID)
      : undefined;
    if (!user || !input.Code || !(await consumeResetCode(app.db, user.id, input.Code)))
      throw badRequest(AUTH_MESSAGES.invalidToken);
    await setPasswordHash(
      app.db,
      user.id,
      await hashPassword(input.NewPassword, { address: request.ip }),
    );
    await revokeResetCodes(app.db, user.id);
    await revokeAllTokens(app.db, user.id);
    return success(null);
  });

  // The year of birth a school account's first sign-in did not give (issue 31): asked once, by the
  // same rules as registration, for the boards by age; an account that has one keeps it.
  app.post('/api/Account/yob', { preHandler: requireUser }, async (request) => {
    const { YOB } = parseInput(yearOfBirthBody, request.body);
    const user = await findUser(app.db, request.userId);
    if (!user || user.is_trial === 1 || user.yob !== null)
      throw badRequest(AUTH_MESSAGES.yobAlreadySaved);
    const problem = checkYob(YOB, user.theme as Theme, app.config.yobRange);
    if (problem) throw badRequest(problem);
    const year = YOB.trim();
    const saved = await app.db
      .updateTable('users')
      .set({ yob: year })
      .where('id', '=', user.id)
      .where('yob', 'is', null)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) !== 1) throw badRequest(AUTH_MESSAGES.yobAlreadySaved);
    return success({ YOB: year });
  });

  app.post('/api/account/logout', { preHandler: requireSignedIn }, async (request) => {
    await revokeAccessToken(app.db, request.accessToken);
    return success(null);
  });

  app.get('/api/g/games/theme', async (request) => {
    const { GameLinkID } = (request.query ?? {}) as { GameLinkID?: string };
    const theme = await themeOfLink(request, GameLinkID);
    return success({ Theme: theme });
  });
};

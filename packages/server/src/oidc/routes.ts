import type { FastifyPluginAsync, FastifyReply, FastifySchema } from 'fastify';
import {
  ERRORS,
  oidcHandoffBody,
  oidcStartQuery,
  registrationFields,
  success,
  type Theme,
} from '@mc/contract';
import { loginResponse } from '../accounts/routes';
import { publicBaseUrl, type Config } from '../config';
import { findGameLink } from '../gamelinks/repository';
import { ApiError, parseInput } from '../http/errors';
import type { OidcProviderConfig } from './config';
import {
  createHandoff,
  finishSignIn,
  OidcSignInError,
  startSignIn,
  takeHandoff,
  type OidcFailure,
} from './sign-in';

// Signing in with a school's accounts (issue 31, decision 026). The browser goes to
// /auth/oidc/<name>/start, on to the provider, back to /auth/oidc/<name>/callback, then to the
// web app's /auth/oidc/done with a one-time code (or the reason it failed), which the app trades
// at POST /api/auth/oidc/handoff for the same answer a password sign-in gets.

/** Where the provider sends the browser back: printed at start-up for the provider's console. */
export const redirectUri = (config: Pick<Config, 'publicUrl' | 'port'>, name: string) =>
  `${publicBaseUrl(config)}/auth/oidc/${name}/callback`;

const DONE_PATH = '/auth/oidc/done';

/** A browser page rather than an API call: left out of the API's document. */
const HIDDEN = { hide: true } as FastifySchema;

function sendToDone(reply: FastifyReply, query: Record<string, string>): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .redirect(`${DONE_PATH}?${new URLSearchParams(query).toString()}`, 303);
}

export const oidcRoutes: FastifyPluginAsync = async (app) => {
  const providers = new Map(app.config.oidcProviders.map((p) => [p.name, p]));
  const providerNamed = (name: string): OidcProviderConfig => {
    const provider = providers.get(name);
    if (!provider) throw new ApiError(404, ERRORS.oidcProviderUnknown);
    return provider;
  };

  // Public: the sign-in buttons a link's page (or the teacher's) shows.
  app.get('/api/auth/providers', async () =>
    success({
      Providers: [...providers.values()].map((p) => ({ Name: p.name, Label: p.label })),
    }),
  );

  // Browser pages, not API calls: hidden from the API's document.
  app.get<{ Params: { name: string } }>(
    '/auth/oidc/:name/start',
    { schema: HIDDEN },
    async (request, reply) => {
      const provider = providerNamed(request.params.name);
      const { GameLinkID, Role } = parseInput(oidcStartQuery, request.query);
      try {
        const { url } = await startSignIn(
          app.db,
          provider,
          redirectUri(app.config, provider.name),
          { role: Role, gameLinkId: GameLinkID ?? null },
        );
        return reply.header('cache-control', 'no-store').redirect(url.href, 303);
      } catch (error) {
        if (!(error instanceof OidcSignInError)) throw error;
        return failed(reply, provider, error.reason, GameLinkID ?? null, Role);
      }
    },
  );

  app.get<{ Params: { name: string } }>(
    '/auth/oidc/:name/callback',
    { schema: HIDDEN },
    async (request, reply) => {
      const provider = providerNamed(request.params.name);
      const callbackUrl = new URL(request.url, publicBaseUrl(app.config));
      const linkOf = (id: string) => findGameLink(app.db, id);
      try {
        // The provider says the student cancelled (or it refused): nothing to trade.
        if (callbackUrl.searchParams.has('error')) throw new OidcSignInError('cancelled');
        const signedIn = await finishSignIn(app.db, provider, callbackUrl, linkOf);
        const code = await createHandoff(app.db, signedIn);
        return sendToDone(reply, { code });
      } catch (error) {
        if (!(error instanceof OidcSignInError)) throw error;
        request.log.info({ provider: provider.name, reason: error.reason }, 'oidc sign-in refused');
        return failed(reply, provider, error.reason, null, null);
      }
    },
  );

  app.post('/api/auth/oidc/handoff', async (request) => {
    const { Code } = parseInput(oidcHandoffBody, request.body);
    const handoff = await takeHandoff(app.db, Code);
    if (!handoff) throw new ApiError(400, ERRORS.oidcHandoffExpired);
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'name', 'yob'])
      .where('id', '=', handoff.userId)
      .executeTakeFirstOrThrow();
    const link = handoff.gameLinkId ? await findGameLink(app.db, handoff.gameLinkId) : undefined;
    return success({
      ...(await loginResponse(request, user.id, user.name, handoff.role)),
      Role: handoff.role,
      GameLinkID: handoff.gameLinkId,
      // Registration on this link would have asked for it: ask it once now.
      AskYOB:
        handoff.role === 'player' &&
        user.yob === null &&
        link !== undefined &&
        registrationFields(link.theme as Theme).yob,
    });
  });

  function failed(
    reply: FastifyReply,
    provider: OidcProviderConfig,
    reason: OidcFailure,
    gameLinkId: string | null,
    role: string | null,
  ) {
    return sendToDone(reply, {
      error: reason,
      provider: provider.label,
      ...(gameLinkId ? { link: gameLinkId } : {}),
      ...(role === 'teacher' ? { role } : {}),
    });
  }
};

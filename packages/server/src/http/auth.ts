import type { FastifyReply, FastifyRequest } from 'fastify';
import { TEACHER_MESSAGES } from '@mc/contract';
import { findTokenOwner, findTokenOwnerWithInstance, type Role } from '../accounts/tokens';
import type { InstanceHead } from '../instances/head';
import { ApiError, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a teacher's token as ?access_token= (the live stream: EventSource). */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    userId: string;
    /** The sign-in's role: player routes refuse a teacher's, teacher routes a player's. */
    role: Role;
    accessToken: string;
    /** Read with the token when a GET names a game instance (null: no such instance). */
    instanceHead?: { id: string; head: InstanceHead | null };
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && token.length <= 128 ? token : undefined;
}

/** The form of every id the server makes (a UUID), checked before an id is looked up. */
const ID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The game instance a read names, read here with the token when it has an id's form; anything
 * else is left to the route, which validates it and answers as the spec says.
 */
function namedInstance(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const id = (request.query as { GameInstanceID?: unknown } | undefined)?.GameInstanceID;
  return typeof id === 'string' && ID_FORM.test(id) ? id : undefined;
}

/** Who the token belongs to (401 for a missing, unknown or expired one), on the request. */
async function identify(request: FastifyRequest, token: string | undefined): Promise<void> {
  if (!token) throw unauthorized();
  const instanceId = namedInstance(request);
  if (instanceId) {
    const owner = await findTokenOwnerWithInstance(request.server.db, token, instanceId);
    if (!owner) throw unauthorized();
    request.userId = owner.userId;
    request.role = owner.role;
    request.instanceHead = { id: instanceId, head: owner.head };
  } else {
    const owner = await findTokenOwner(request.server.db, token);
    if (!owner) throw unauthorized();
    request.userId = owner.userId;
    request.role = owner.role;
  }
  request.accessToken = token;
}

/** preHandler for every call of the game: a signed-in player (401 without; 403 for a teacher). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await identify(request, bearerToken(request));
  if (request.role !== 'player') throw new ApiError(403, TEACHER_MESSAGES.teacherAtPlayerRoute);
}

/** preHandler for a call anyone signed in may make (signing out). */
export async function requireSignedIn(
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<void> {
  await identify(request, bearerToken(request));
}

/**
 * preHandler for the teacher's side: a teacher's token (403 with a player's). The live stream is
 * opened by EventSource, which cannot send headers, so that route (its config says tokenInQuery)
 * may carry the token as ?access_token= (RFC 6750 section 2.3); request lines redact it
 * (http/redact.ts). Anywhere else a token in the address is refused as no token at all: an
 * address travels into histories, proxies' logs and Referer headers.
 */
export async function requireTeacher(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const fromQuery = (request.query as { access_token?: unknown } | undefined)?.access_token;
  if (fromQuery !== undefined && request.routeOptions.config.tokenInQuery !== true)
    throw unauthorized();
  const token =
    bearerToken(request) ??
    (request.method === 'GET' && typeof fromQuery === 'string' && fromQuery.length <= 128
      ? fromQuery
      : undefined);
  await identify(request, token);
  if (request.role !== 'teacher') throw new ApiError(403, TEACHER_MESSAGES.notTeacher);
}

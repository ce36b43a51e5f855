import type { FastifyReply, FastifyRequest } from 'fastify';
import { findTokenOwner, findTokenOwnerWithInstance } from '../accounts/tokens';
import type { InstanceHead } from '../instances/head';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
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

/**
 * The game instance a read names. Only looked up here: the route validates it before use, and a
 * malformed id simply finds no instance.
 */
function namedInstance(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const id = (request.query as { GameInstanceID?: unknown } | undefined)?.GameInstanceID;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : undefined;
}

/** preHandler for every call that needs a signed-in player: 401 for a missing, unknown or expired token. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const instanceId = namedInstance(request);
  if (instanceId) {
    const owner = await findTokenOwnerWithInstance(request.server.db, token, instanceId);
    if (!owner) throw unauthorized();
    request.userId = owner.userId;
    request.instanceHead = { id: instanceId, head: owner.head };
  } else {
    const owner = await findTokenOwner(request.server.db, token);
    if (!owner) throw unauthorized();
    request.userId = owner.userId;
  }
  request.accessToken = token;
}

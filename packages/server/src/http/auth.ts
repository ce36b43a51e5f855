import type { FastifyReply, FastifyRequest } from 'fastify';
import { findTokenOwner } from '../accounts/tokens';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
    accessToken: string;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && token.length <= 128 ? token : undefined;
}

/** preHandler for every call that needs a signed-in player: 401 for a missing, unknown or expired token. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const owner = await findTokenOwner(request.server.db, token);
  if (!owner) throw unauthorized();
  request.userId = owner.userId;
  request.accessToken = token;
}

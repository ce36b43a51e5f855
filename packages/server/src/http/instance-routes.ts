import type { FastifyInstance } from 'fastify';
import { requireUser } from './auth';

/** Every game-instance route needs a signed-in player. */
export function protect(app: FastifyInstance): void {
  app.addHook('preHandler', requireUser);
}

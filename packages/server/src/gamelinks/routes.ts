import type { FastifyPluginAsync } from 'fastify';
import { ERRORS, failure, gameLinkQuery, success } from '@mc/contract';
import { parseInput } from '../http/errors';
import { findGameLinkWithGame } from './repository';
import { presentGameLink } from './present';

export const gameLinkRoutes: FastifyPluginAsync = async (app) => {
  // Public: the login page reads the link before anyone signs in.
  app.get('/api/m/gamelink', async (request) => {
    const { GameLinkID } = parseInput(gameLinkQuery, request.query);
    const link = await findGameLinkWithGame(app.db, GameLinkID);
    // Success false in a 200: the login page shows 'Game link ID not found' rather than a failure.
    if (!link) return failure(ERRORS.gameLinkNotFound);
    const teacher = await app.db
      .selectFrom('game_link_teachers')
      .select('game_link_id')
      .where('game_link_id', '=', link.id)
      .executeTakeFirst();
    return success({ ...presentGameLink(link), HasTeacher: teacher !== undefined });
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { ERRORS, failure, gameLinkQuery, joinCodeQuery, success } from '@mc/contract';
import { ApiError, parseInput } from '../http/errors';
import { countHit, isOverLimit } from '../http/rate-limit';
import { findGameLinkByJoinCode, findGameLinkWithGame } from './repository';
import { linkDomains, requiredProvider } from './sign-in-rules';
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
    const required = requiredProvider(link, app.config.oidcProviders);
    return success({
      ...presentGameLink(link),
      HasTeacher: teacher !== undefined,
      SignInWith: required ? { Name: required.name, Label: required.label } : null,
      EmailDomains: linkDomains(link),
    });
  });

  // Public: /join turns a class code into the link's sign-in page. Only wrong codes count
  // against the address, so a class typing the right code at once is never refused.
  app.get('/api/m/joincode', async (request) => {
    const { Code } = parseInput(joinCodeQuery, request.query);
    const key = `join:ip:${request.ip}`;
    const limit = app.rateLimits.joinCodeFailuresPerAddress;
    if (await isOverLimit(app.db, [[key, limit]])) throw new ApiError(429, ERRORS.tooManyRequests);
    const link = await findGameLinkByJoinCode(app.db, Code);
    if (!link) {
      await countHit(app.db, key, limit);
      return failure(ERRORS.joinCodeNotFound);
    }
    return success({ GameLinkID: link.id });
  });
};

import type { FastifyPluginAsync } from 'fastify';
import {
  ERRORS,
  GAME_MESSAGES,
  gameLeaderboardQuery,
  gameLinkBody,
  LEADERBOARD_MESSAGES,
  leaderboardQuery,
  myGameLinkQuery,
  success,
  type MyGameLink,
  type Theme,
} from '@mc/contract';
import { findAccountHolder, findUser } from '../accounts/repository';
import { requireUser } from '../http/auth';
import { ApiError, forbidden, parseInput } from '../http/errors';
import { presentInstanceSummary } from '../games/present';
import { listPlayerInstances } from '../instances/storage';
import { familyMayPlayOn, playerForLink } from '../family/players';
import { findGameLink, findGameLinkWithGame } from './repository';
import { hasGameWithoutAge, readBoard } from './leaderboard';
import { isOnLink, joinGameLink } from './membership';
import { linkSignInRefusal } from './sign-in-rules';

// The signed-in player's side of a game link: joining it, reading it with my games, the link's
// (class's) leaderboard and the game-wide one (decision 021).

export const playerGameLinkRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireUser);

  app.post('/api/m/gamelinks', async (request) => {
    const { GameLinkID } = parseInput(gameLinkBody, request.body);
    // A link that says how its students sign in (issue 31) takes only accounts that do.
    const [link, user] = await Promise.all([
      findGameLink(app.db, GameLinkID),
      app.db
        .selectFrom('users')
        .select(['email', 'theme'])
        .where('id', '=', request.userId)
        .executeTakeFirst(),
    ]);
    // A family account plays through its members, and they play on family links (issue 34).
    if (link && user && !familyMayPlayOn(user.theme, link.theme))
      throw new ApiError(400, GAME_MESSAGES.familyOnOtherLink);
    if (link && user) {
      const refusal = await linkSignInRefusal(app.db, app.config.oidcProviders, link, {
        email: user.email,
        userId: request.userId,
      });
      if (refusal) throw new ApiError(400, refusal);
    }
    await joinGameLink(app.db, app.database.dialect, GameLinkID, request.userId);
    return success({ GameLinkID });
  });

  app.get('/api/m/gamelinks', async (request) => {
    const { GameLinkID, PlayerID } = parseInput(myGameLinkQuery, request.query);
    const link = await findGameLinkWithGame(app.db, GameLinkID);
    if (!link) throw new ApiError(400, ERRORS.gameLinkNotFound);
    if (!(await isOnLink(app.db, GameLinkID, request.userId)))
      throw new ApiError(403, GAME_MESSAGES.notOnLink);
    const user = await findUser(app.db, request.userId);
    // The link is read before any game is chosen, for the account itself (its own PlayerID, or
    // none); a member's PlayerID must be one who may play on this link.
    const holder = await findAccountHolder(app.db, request.userId);
    const player =
      !PlayerID || PlayerID === holder?.id
        ? holder
        : await playerForLink(app.db, request.userId, PlayerID, link.theme as Theme);
    if (!user || !player) throw forbidden();
    const instances = await listPlayerInstances(app.db, GameLinkID, player.id);
    const result: MyGameLink = {
      GameLinkID: link.id,
      GameID: link.game_id,
      UserID: user.id,
      UserName: user.name,
      PlayerID: player.id,
      Theme: link.theme as Theme,
      GroupName: link.group_name,
      GroupYear: link.group_year,
      GroupSubject: link.group_subject,
      IsGameActive: link.is_game_active === 1,
      Surname: user.surname,
      MaxGames: link.max_games,
      TotalWeeks: link.total_weeks,
      GameInstances: instances.map(presentInstanceSummary),
    };
    return success(result);
  });

  /** The board's size: what the caller asks for, never more than the configuration allows. */
  const boardSize = (asked: number | undefined) =>
    Math.min(asked ?? app.config.leaderboardSize, app.config.leaderboardSize);

  /** The caller's link, which they must be on (403 otherwise, as for a link never heard of). */
  const callersLink = async (gameLinkId: string, userId: string) => {
    const link = await findGameLink(app.db, gameLinkId);
    if (!link || !(await isOnLink(app.db, gameLinkId, userId)))
      throw new ApiError(403, GAME_MESSAGES.notOnLink);
    return link;
  };

  app.get('/api/m/leaderboard', async (request) => {
    const { GameLinkID, MaxNumberOfGamesToReturn } = parseInput(leaderboardQuery, request.query);
    const link = await callersLink(GameLinkID, request.userId);
    if (link.leaderboard_visible !== 1) throw new ApiError(403, LEADERBOARD_MESSAGES.hidden);
    const rows = await readBoard(
      app.db,
      { kind: 'link', gameLinkId: link.id },
      request.userId,
      boardSize(MaxNumberOfGamesToReturn),
    );
    return success(rows);
  });

  app.get('/api/m/leaderboard/game', async (request) => {
    const query = parseInput(gameLeaderboardQuery, request.query);
    const link = await callersLink(query.GameLinkID, request.userId);
    const year = new Date().getFullYear();
    const scope = {
      kind: 'game',
      gameId: link.game_id,
      state: query.State,
      ageGroup: query.AgeGroup,
      year,
    } as const;
    const rows = await readBoard(
      app.db,
      scope,
      request.userId,
      boardSize(query.MaxNumberOfGamesToReturn),
    );
    // A player whose age nobody knows is on no age board: say so rather than leave them looking.
    const unknownAge =
      query.AgeGroup !== undefined &&
      !rows.some((row) => row.IsMe) &&
      (await hasGameWithoutAge(app.db, link.game_id, request.userId, year));
    return success(rows, unknownAge ? [LEADERBOARD_MESSAGES.noAge] : []);
  });
};

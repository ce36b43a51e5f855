import type { FastifyPluginAsync } from 'fastify';
import {
  centsToDollars,
  ERRORS,
  GAME_MESSAGES,
  gameLinkBody,
  leaderboardQuery,
  myGameLinkQuery,
  success,
  type LeaderboardRow,
  type MyGameLink,
  type Theme,
} from '@mc/contract';
import { findAccountHolder, findUser } from '../accounts/repository';
import { requireUser } from '../http/auth';
import { ApiError, forbidden, parseInput } from '../http/errors';
import { presentInstanceSummary } from '../games/present';
import { listPlayerInstances } from '../instances/storage';
import { playerForLink } from '../family/players';
import { findGameLinkWithGame } from './repository';
import { isOnLink, joinGameLink } from './membership';

// The signed-in player's side of a game link: joining it, reading it with my games, and the
// link's leaderboard.

export const playerGameLinkRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireUser);

  app.post('/api/m/gamelinks', async (request) => {
    const { GameLinkID } = parseInput(gameLinkBody, request.body);
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

  app.get('/api/m/leaderboard', async (request) => {
    const { GameLinkID, MaxNumberOfGamesToReturn } = parseInput(leaderboardQuery, request.query);
    if (!(await isOnLink(app.db, GameLinkID, request.userId)))
      throw new ApiError(403, GAME_MESSAGES.notOnLink);
    const limit = Math.min(
      MaxNumberOfGamesToReturn ?? app.config.leaderboardSize,
      app.config.leaderboardSize,
    );
    const rows = await app.db
      .selectFrom('game_instances')
      .innerJoin('players', 'players.id', 'game_instances.player_id')
      .select(['players.name', 'game_instances.current_week', 'game_instances.net_position_cents'])
      .where('game_instances.game_link_id', '=', GameLinkID)
      .orderBy('game_instances.net_position_cents', 'desc')
      .orderBy('game_instances.current_week', 'desc')
      .orderBy('game_instances.created_at')
      .limit(limit)
      .execute();
    const board: LeaderboardRow[] = rows.map((row) => ({
      Name: row.name,
      Week: row.current_week,
      NetPosition: centsToDollars(Number(row.net_position_cents)),
    }));
    return success(board);
  });
};

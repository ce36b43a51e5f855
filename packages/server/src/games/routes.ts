import type { FastifyPluginAsync } from 'fastify';
import {
  centsToDollars,
  createGameInstanceBody,
  ERRORS,
  GAME_MESSAGES,
  listGameInstancesBody,
  success,
  type GameInstanceSummary,
} from '@mc/contract';
import { z } from 'zod';
import { findAccountHolder } from '../accounts/repository';
import { findPlayerOfUser } from '../family/repository';
import { findGameLinkWithGame } from '../gamelinks/repository';
import { isOnLink } from '../gamelinks/membership';
import { requireUser } from '../http/auth';
import { ApiError, badRequest, forbidden, parseInput } from '../http/errors';
import { findGame } from './repository';
import { createInstanceInFreeSlot, listPlayerInstances, runCommand } from './instances';
import { mentorMessagesForWeek } from './mentor';
import { selectGame } from '@mc/engine';

const instanceBody = z.object({ GameInstanceID: z.uuid({ error: ERRORS.gameInstanceNotFound }) });

export const gameRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireUser);

  async function playerFor(userId: string, playerId: string | undefined) {
    const player = playerId
      ? await findPlayerOfUser(app.db, userId, playerId)
      : await findAccountHolder(app.db, userId);
    if (!player) throw forbidden();
    return player;
  }

  // POST /api/i/games: a new game instance in a free slot of the player's game link.
  app.post('/api/i/games', async (request) => {
    const input = parseInput(createGameInstanceBody, request.body);
    const link = await findGameLinkWithGame(app.db, input.GameLinkID);
    if (!link || link.game_id !== input.GameID) throw badRequest(ERRORS.gameNotFound);
    if (link.is_game_active !== 1) throw badRequest(GAME_MESSAGES.linkClosed);
    if (!(await isOnLink(app.db, link.id, request.userId)))
      throw new ApiError(403, GAME_MESSAGES.notOnLink);
    const player = await playerFor(request.userId, input.PlayerID);
    const game = await findGame(app.db, link.game_id);
    if (!game) throw badRequest(ERRORS.gameNotFound);
    const row = await createInstanceInFreeSlot(app.db, app.database.dialect, {
      game,
      gameLinkId: link.id,
      playerId: player.id,
      userId: request.userId,
      playerName: player.name,
      maxGames: link.max_games,
    });
    if (!row) throw badRequest(GAME_MESSAGES.noFreeSlot);
    const summary: GameInstanceSummary = {
      ID: row.id,
      CurrentWeek: row.current_week,
      IsGameComplete: row.is_game_complete === 1,
      NetPosition: centsToDollars(row.net_position_cents),
      Player: { ID: player.id, Name: player.name },
    };
    return success(summary);
  });

  // PUT /api/i/games: the player's game instances on a link (the game-selection slider).
  app.put('/api/i/games', async (request) => {
    const input = parseInput(listGameInstancesBody, request.body);
    if (!(await isOnLink(app.db, input.GameLinkID, request.userId)))
      throw new ApiError(403, GAME_MESSAGES.notOnLink);
    const player = await playerFor(request.userId, input.PlayerID);
    const instances = await listPlayerInstances(app.db, input.GameLinkID, player.id);
    return success(
      instances.map((instance): GameInstanceSummary => ({
        ID: instance.id,
        CurrentWeek: instance.current_week,
        IsGameComplete: instance.is_game_complete === 1,
        NetPosition: centsToDollars(Number(instance.net_position_cents)),
        Player: { ID: instance.player_id, Name: instance.player_name },
      })),
    );
  });

  app.post('/api/i/games/startweek', async (request) => {
    const { GameInstanceID } = parseInput(instanceBody, request.body);
    const outcome = await runCommand(app.db, app.database.dialect, GameInstanceID, request.userId, {
      type: 'startWeek',
    });
    // Starting a week that is already under way is not an error: the player simply continues.
    if (!outcome.ok && outcome.code !== 'game/week-in-progress') throw badRequest(outcome.message);
    const state = outcome.ok ? outcome.state : JSON.parse(outcome.row.state);
    const view = selectGame(state);
    return success({
      Week: view.currentWeek,
      IsGameComplete: view.isGameComplete,
      IsSurveyComplete: false,
      IsOptional: true,
      MentorMessages: mentorMessagesForWeek(view.currentWeek),
    });
  });
};

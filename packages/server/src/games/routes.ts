import type { FastifyPluginAsync } from 'fastify';
import {
  centsToDollars,
  createGameInstanceBody,
  ERRORS,
  GAME_MESSAGES,
  listGameInstancesBody,
  gameQuery,
  instanceBody,
  instanceQuery,
  markAppAccessedBody,
  success,
  type EndWeekResult,
  type GameAppsResult,
  type GameInstanceSummary,
  type HasEndSurveyResult,
} from '@mc/contract';
import { findAccountHolder } from '../accounts/repository';
import { findPlayerOfUser } from '../family/repository';
import { findGameLinkWithGame } from '../gamelinks/repository';
import { isOnLink } from '../gamelinks/membership';
import { requireUser } from '../http/auth';
import { ApiError, badRequest, forbidden, parseInput } from '../http/errors';
import { findGame } from './repository';
import { createInstanceInFreeSlot, listPlayerInstances, runCommand } from './instances';
import { mentorMessagesForWeek } from './mentor';
import { APP_DISPLAY_NAMES, APP_NAMES, selectApps, selectGame, type AppName } from '@mc/engine';
import { answerFromState, applyToInstance, readInstance } from './instance-access';
import { presentApp } from './present';
import { contentForGame } from './game-content';

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
      seed: app.config.instanceSeed,
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
    // Starting a week that is already under way is not an error (the engine answers with the
    // current week), so a player who comes back simply continues.
    if (!outcome.ok) throw badRequest(outcome.message);
    const state = outcome.state;
    const view = selectGame(state);
    return success({
      Week: view.currentWeek,
      IsGameComplete: view.isGameComplete,
      IsSurveyComplete: false,
      IsOptional: true,
      MentorMessages: view.isGameComplete ? [] : mentorMessagesForWeek(view.currentWeek),
    });
  });

  app.get('/api/i/games/apps', async (request, reply) => {
    const { GameInstanceID } = parseInput(instanceQuery, request.query);
    const { state, content } = await readInstance(app.db, request, GameInstanceID);
    return answerFromState(reply, state, 'apps', () => {
      const game = selectGame(state);
      const result: GameAppsResult = {
        Apps: selectApps(state, content).map(presentApp),
        TotalWeeks: game.totalWeeks,
        CurrentWeek: game.currentWeek,
        IsGameComplete: game.isGameComplete,
        NetPosition: centsToDollars(game.netPositionCents),
        PlayerName: game.playerName,
      };
      return success(result);
    });
  });

  app.post('/api/i/gameappinstances', async (request) => {
    const input = parseInput(markAppAccessedBody, request.body);
    await applyToInstance(request, input.GameInstanceID, {
      type: 'markAppAccessed',
      appInstanceId: input.AppInstanceID,
    });
    return success({ AppInstanceID: input.AppInstanceID });
  });

  // Ending the week runs the checks first (week 1 needs a bank account); a failed check answers
  // with its message and the app to show blocked, and changes nothing.
  app.post('/api/i/games/endweek', async (request, reply) => {
    const { GameInstanceID } = parseInput(instanceBody, request.body);
    const outcome = await runCommand(app.db, app.database.dialect, GameInstanceID, request.userId, {
      type: 'endWeek',
    });
    if (!outcome.ok) {
      const game = selectGame(outcome.state);
      const results: EndWeekResult = {
        Week: game.currentWeek,
        IsGameComplete: game.isGameComplete,
        BlockedApp: outcome.blockApp ?? null,
      };
      return reply
        .status(400)
        .send({ Success: false, Messages: [outcome.message], Results: results });
    }
    const game = selectGame(outcome.state);
    const result: EndWeekResult = {
      Week: game.currentWeek,
      IsGameComplete: game.isGameComplete,
      BlockedApp: null,
    };
    return success(result);
  });

  // The end-of-game survey arrives with the end-of-game module; until then there is none.
  app.get('/api/i/games/hasendsurvey', async (request) => {
    const { GameInstanceID } = parseInput(instanceQuery, request.query);
    await readInstance(app.db, request, GameInstanceID);
    const result: HasEndSurveyResult = {
      HasEndSurvey: false,
      IsOptional: true,
      IsSurveyComplete: false,
    };
    return success(result);
  });

  app.get('/api/a/apps', async () => success(APP_NAMES.map((name) => appDefinition(name, false))));

  app.get('/api/g/games/apps', async (request) => {
    const { GameID } = parseInput(gameQuery, request.query);
    const content = await contentForGame(app.db, GameID);
    return success(
      APP_NAMES.map((name) => appDefinition(name, content.scenario.disabledApps.includes(name))),
    );
  });

  // Games (scenarios) are made by the people running the server, with the admin command line.
  app.post('/api/g/games', async () => {
    throw new ApiError(
      403,
      'Games are created with the admin command line: npm run admin -- create-link.',
    );
  });
};

function appDefinition(name: AppName, isDisabled: boolean) {
  const view = presentApp({
    id: '',
    gameAppId: APP_NAMES.indexOf(name) + 1,
    name,
    displayName: APP_DISPLAY_NAMES[name],
    priority: APP_NAMES.indexOf(name) + 1,
    isDisabled,
    hasBeenAccessed: false,
    hasUpdate: false,
    updateCount: 0,
    state: 'idle',
  });
  return {
    GameAppID: view.GameAppID,
    Name: view.Name,
    DisplayName: view.DisplayName,
    Priority: view.Priority,
    MobilePriority: view.MobilePriority,
    Url: view.Url,
    IsDisabled: isDisabled,
  };
}

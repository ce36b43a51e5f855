import type { FastifyPluginAsync } from 'fastify';
import {
  APP_LIST,
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
  type HasEndSurveyResult,
  type StartWeekResult,
  type Theme,
  TEACHER_MESSAGES,
} from '@mc/contract';
import {
  hasPretest,
  isPretestDone,
  selectSurveyStatus,
  selectApps,
  selectGame,
  type GameState,
} from '@mc/engine';
import { playerForLink } from '../family/players';
import { findGameLinkWithGame } from '../gamelinks/repository';
import { isOnLink, linksOfUserForGame } from '../gamelinks/membership';
import { ApiError, badRequest, parseInput } from '../http/errors';
import { commandRoute, protect, readRoute } from '../http/instance-routes';
import { createInstanceInFreeSlot } from '../instances/create';
import { playerAge } from '../instances/player-age';
import { findUser } from '../accounts/repository';
import { listPlayerInstances } from '../instances/storage';
import { presentWeekOpening, weekStageOf } from '../end-of-week/present';
import { mentorMessagesForWeek } from '../mentor/week-messages';
import { findGame } from './repository';
import type { Db } from '../db/connect';
import { presentGameApp, presentGameApps, presentInstanceSummary } from './present';
import { contentForGame } from './game-content';

// The shell (spec part 1, section 7 "Games"): game instances on a link, the dashboard of apps,
// and the start and end of a week. Each app's calls live in its own folder.

const weekOf = (state: GameState): EndWeekResult => {
  const game = selectGame(state);
  return { Week: game.currentWeek, IsGameComplete: game.isGameComplete, BlockedApp: null };
};

/** The last week the instance's link lets its class play (null: no limit, or no instance). */
async function weeksOpenFor(db: Db, instanceId: string): Promise<number | null> {
  if (!/^[0-9a-f-]{36}$/i.test(instanceId)) return null;
  const row = await db
    .selectFrom('game_instances')
    .innerJoin('game_links', 'game_links.id', 'game_instances.game_link_id')
    .select('game_links.weeks_open')
    .where('game_instances.id', '=', instanceId)
    .executeTakeFirst();
  return row?.weeks_open === null || row?.weeks_open === undefined ? null : Number(row.weeks_open);
}

export const gameRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  /** The user's only link of a game; the spec's client names the game alone. */
  async function onlyLinkOfGame(userId: string, gameId: string): Promise<string> {
    const [first, ...others] = await linksOfUserForGame(app.db, userId, gameId);
    if (others.length > 0) throw badRequest(GAME_MESSAGES.severalLinks);
    if (first) return first;
    if (!(await findGame(app.db, gameId))) throw badRequest(ERRORS.gameNotFound);
    throw new ApiError(403, GAME_MESSAGES.notOnLink);
  }

  /** The link a new game starts on: the one named, or else the user's only link of the game. */
  async function linkForNewGame(userId: string, gameId: string, gameLinkId: string | undefined) {
    const link = await findGameLinkWithGame(
      app.db,
      gameLinkId ?? (await onlyLinkOfGame(userId, gameId)),
    );
    if (!link || link.game_id !== gameId) throw badRequest(ERRORS.gameNotFound);
    if (link.is_game_active !== 1) throw badRequest(GAME_MESSAGES.linkClosed);
    if (!(await isOnLink(app.db, link.id, userId)))
      throw new ApiError(403, GAME_MESSAGES.notOnLink);
    return link;
  }

  // POST /api/i/games: a new game instance in a free slot of the player's game link.
  app.post('/api/i/games', async (request) => {
    const input = parseInput(createGameInstanceBody, request.body);
    const link = await linkForNewGame(request.userId, input.GameID, input.GameLinkID);
    const player = await playerForLink(app.db, request.userId, input.PlayerID, link.theme as Theme);
    const game = await findGame(app.db, link.game_id);
    if (!game) throw badRequest(ERRORS.gameNotFound);
    const user =
      player.is_account_holder === 1 ? await findUser(app.db, request.userId) : undefined;
    const row = await createInstanceInFreeSlot(app.db, app.database.dialect, {
      game,
      gameLinkId: link.id,
      playerId: player.id,
      userId: request.userId,
      playerName: player.name,
      playerAgeYears: playerAge(player, user, new Date().getFullYear()),
      linkPersona: link.persona,
      maxGames: link.max_games,
      seed: app.config.instanceSeed,
    });
    if (!row) throw badRequest(GAME_MESSAGES.noFreeSlot);
    return success(
      presentInstanceSummary({ ...row, player_id: player.id, player_name: player.name }),
    );
  });

  // PUT /api/i/games: the player's game instances on a link (the game-selection slider).
  app.put('/api/i/games', async (request) => {
    const input = parseInput(listGameInstancesBody, request.body);
    if (!(await isOnLink(app.db, input.GameLinkID, request.userId)))
      throw new ApiError(403, GAME_MESSAGES.notOnLink);
    const link = await findGameLinkWithGame(app.db, input.GameLinkID);
    if (!link) throw badRequest(ERRORS.gameLinkNotFound);
    const player = await playerForLink(app.db, request.userId, input.PlayerID, link.theme as Theme);
    const instances = await listPlayerInstances(app.db, input.GameLinkID, player.id);
    return success(instances.map(presentInstanceSummary));
  });

  // Starting a week that is already under way is not an error (the engine answers with the
  // current week), so a player who comes back simply continues.
  commandRoute(app, {
    path: '/api/i/games/startweek',
    body: instanceBody,
    command: () => ({ type: 'startWeek' }),
    // A teacher's pacing (issue 19): once the last open week has ended, the next waits.
    guard: async (input, db) => {
      const weeksOpen = await weeksOpenFor(db, input.GameInstanceID);
      if (weeksOpen === null) return undefined;
      return (state) => {
        if (state.phase !== 'playing' && !state.isGameComplete && state.week >= weeksOpen)
          throw new ApiError(400, TEACHER_MESSAGES.paused(weeksOpen, state.week));
      };
    },
    answer: ({ state }) => {
      const game = selectGame(state);
      const result: StartWeekResult = {
        Week: game.currentWeek,
        IsGameComplete: game.isGameComplete,
        IsSurveyComplete: selectSurveyStatus(state).isComplete,
        IsOptional: selectSurveyStatus(state).isOptional,
        MentorMessages: game.isGameComplete
          ? []
          : mentorMessagesForWeek(game.currentWeek, state.player.ageYears),
        ...presentWeekOpening(state),
      };
      return success(result);
    },
  });

  readRoute(app, {
    path: '/api/i/games/apps',
    query: instanceQuery,
    read: ({ state, content }) => ({
      apps: selectApps(state, content),
      game: selectGame(state),
      stage: weekStageOf(state, content),
      isPretestDue: hasPretest(state) && !isPretestDone(state, content),
    }),
    answer: ({ apps, game, stage, isPretestDue }) =>
      success(presentGameApps(apps, game, stage, isPretestDue)),
    keepAnswerPerState: true,
  });

  commandRoute(app, {
    path: '/api/i/gameappinstances',
    body: markAppAccessedBody,
    command: (input) => ({ type: 'markAppAccessed', appInstanceId: input.AppInstanceID }),
    answer: (_applied, input) => success({ AppInstanceID: input.AppInstanceID }),
  });

  // Ending the week runs the checks first (week 1 needs a bank account); a failed check answers
  // with its message and the app to show blocked, and changes nothing.
  commandRoute(app, {
    path: '/api/i/games/endweek',
    body: instanceBody,
    command: () => ({ type: 'endWeek' }),
    answer: ({ state }) => success(weekOf(state)),
    rejected: (rejection, state) => ({
      Success: false,
      Messages: [rejection.message],
      Results: { ...weekOf(state), BlockedApp: rejection.blockApp ?? null },
    }),
  });

  readRoute(app, {
    path: '/api/i/games/hasendsurvey',
    query: instanceQuery,
    read: ({ state }) => selectSurveyStatus(state),
    answer: (status) => {
      const result: HasEndSurveyResult = {
        HasEndSurvey: status.hasEndSurvey,
        IsOptional: status.isOptional,
        IsSurveyComplete: status.isComplete,
      };
      return success(result);
    },
    keepAnswerPerState: true,
  });

  app.get('/api/a/apps', async () =>
    success(APP_LIST.map((definition) => presentGameApp(definition, false))),
  );

  app.get('/api/g/games/apps', async (request) => {
    const { GameID } = parseInput(gameQuery, request.query);
    const { disabledApps } = (await contentForGame(app.db, request.userId, GameID)).scenario;
    return success(
      APP_LIST.map((definition) =>
        presentGameApp(definition, disabledApps.includes(definition.name)),
      ),
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

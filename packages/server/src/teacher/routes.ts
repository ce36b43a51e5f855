import { classLearning } from './learning';
import { classGuide } from './guide';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import {
  classCsvFileName,
  classExportFileName,
  confirmsClassName,
  createTeacherLinkBody,
  deleteTeacherLinkBody,
  LIVE_ROW_EVENT,
  parseEmailDomains,
  replayQuery,
  success,
  TEACHER_MESSAGES,
  teacherInstanceParams,
  teacherLinkParams,
  teacherPlayerParams,
  updateTeacherLinkBody,
  type ClassExport,
  type ClassPlayerRow,
  type StudentInbox,
  type StudentWeeks,
  type TeacherLink,
  type Theme,
  isPersonaKey,
} from '@mc/contract';
import {
  replayToWeekEnd,
  selectAgainstPar,
  selectBills,
  selectEmails,
  selectTextThreads,
  selectGame,
  selectProgress,
  type Command,
} from '@mc/engine';
import { joinUrl, loginUrl } from '../demo';
import { linkDomains, requiredProvider } from '../gamelinks/sign-in-rules';
import { requireTeacher } from '../http/auth';
import { ApiError, badRequest, forbidden, parseInput } from '../http/errors';
import type { Requester } from '../instances/access';
import { readInstance } from '../instances/reads';
import { loadInstance, type StoredInstance } from '../instances/storage';
import { headOf } from '../instances/head';
import { insertGameLink, updateGameLinkSettings } from '../gamelinks/repository';
import { insertGame } from '../games/repository';
import { findUser, signsInOnlyWithProvider } from '../accounts/repository';
import { createResetCode, resetUrl } from '../accounts/password-reset';
import { presentProgress } from '../progress/present';
import { presentBill, presentCommunication } from '../communications/present';
import { recordLook } from '../privacy/audit';
import { beginClassDeletion, finishClassDeletion } from '../privacy/purge';
import { deletionOf, lastActivityOf } from '../privacy/retention';
import { classRows, gamesOnLink } from './class-rows';
import { studentWeeksOf } from './student-weeks';
import { ClassWatcher } from './live';
import {
  giveLinkToTeacher,
  listTeacherLinks,
  teacherLinkIds,
  type TeacherLinkRow,
} from './repository';

// The teacher's side (issue 19, decision 023): every route needs a teacher's token (403 with a
// player's) and answers only for the teacher's own classes (403 for any other link, instance or
// player). Teachers read games; the only things they change are their links' settings and a
// student's way back in (a one-time reset link), and the teacher who created a class may delete
// it with its students' data (issue 34). Each look at a student's game is recorded (audit_log).

declare module 'fastify' {
  interface FastifyInstance {
    classWatcher: ClassWatcher;
  }
}

/** A comment line on the live stream this often keeps proxies from closing an idle connection. */
const HEARTBEAT_MS = 15_000;
/** The live stream alone takes the token in its address: EventSource cannot send headers. */
const TOKEN_IN_QUERY = { config: { tokenInQuery: true } };

function presentLink(request: FastifyRequest, row: TeacherLinkRow): TeacherLink {
  const deletion = deletionOf(row, request.server.config.dataRetentionDays);
  return {
    GameLinkID: row.id,
    GameID: row.game_id,
    GroupName: row.group_name ?? 'Money Challenge',
    GroupYear: row.group_year,
    GroupSubject: row.group_subject,
    Theme: row.theme as Theme,
    TotalWeeks: Number(row.total_weeks),
    MaxPlayers: Number(row.max_players),
    MaxGames: Number(row.max_games),
    IsGameActive: row.is_game_active === 1,
    LeaderboardVisible: row.leaderboard_visible === 1,
    WeeksOpen: row.weeks_open === null ? null : Number(row.weeks_open),
    Persona: isPersonaKey(row.persona) ? row.persona : null,
    LoginUrl: loginUrl(request.server.config, row.id),
    JoinCode: row.join_code,
    JoinUrl: joinUrl(request.server.config),
    SignInWith: requiredProvider(row, request.server.config.oidcProviders)?.label ?? null,
    EmailDomains: linkDomains(row),
    PretestRequired: row.pretest === 1,
    Players: Number(row.players ?? 0),
    RefusedFull: Number(row.refused_full ?? 0),
    IsOwner: row.is_owner === 1,
    CreatedAt: row.created_at,
    ClosedAt: row.closed_at,
    LastActivity: lastActivityOf(row),
    DeletesOn: deletion.deletesOn,
    DeletionWarning: deletion.warning,
  };
}

/** The teacher's link, or 403 (one answer for a link that is someone else's or none at all). */
async function ownLink(request: FastifyRequest, gameLinkId: string): Promise<TeacherLinkRow> {
  const [row] = await listTeacherLinks(request.server.db, request.userId, gameLinkId);
  if (!row) throw forbidden();
  return row;
}

async function teacherRequester(request: FastifyRequest): Promise<Requester> {
  return {
    role: 'teacher',
    userId: request.userId,
    linkIds: await teacherLinkIds(request.server.db, request.userId),
  };
}

async function studentGame(request: FastifyRequest): Promise<StoredInstance> {
  const { GameInstanceID } = parseInput(teacherInstanceParams, request.params);
  return readInstance(request.server.db, await teacherRequester(request), GameInstanceID);
}

/** A spreadsheet runs a cell that starts with one of these as a formula (CWE-1236). */
const FORMULA_START = /^[=+\-@\t\r]/;
const defused = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const CSV_COLUMNS = [
  'Name',
  'Email',
  'Week',
  'Total weeks',
  'Finished',
  'Net position ($)',
  'Against par ($)',
  'Practice game',
  'Badges',
  'Finance Weekly quiz (right)',
  'Finance Weekly quiz (answered)',
  'End quiz (right)',
  'Money check before (right of 12)',
  'Money check after (right of 12)',
  'Needs help',
  'Last active (UTC)',
] as const;

function csvOf(rows: ClassPlayerRow[]): string {
  const records = rows.map((row) => [
    defused(row.Name),
    defused(row.Email),
    row.Week,
    row.TotalWeeks,
    row.IsGameComplete ? 'yes' : 'no',
    row.NetPosition.toFixed(2),
    row.AgainstPar.toFixed(2),
    row.IsPractice ? 'yes' : 'no',
    row.Badges.map((badge) => badge.Title).join('; '),
    row.QuizScore,
    row.QuizQuestions,
    row.EndQuizScore ?? '',
    row.MoneyCheckBefore ?? '',
    row.MoneyCheckAfter ?? '',
    defused(row.Stuck.map((reason) => reason.Reason).join('; ')),
    row.LastActive.slice(0, 16).replace('T', ' '),
  ]);
  // A byte order mark: spreadsheets then read the names' accents and scripts as UTF-8.
  return `\ufeff${stringify([[...CSV_COLUMNS], ...records], { record_delimiter: 'windows' })}`;
}

/**
 * The process's watcher of the classes teachers have open (live.ts), made with the app so tests
 * and the close can reach it.
 */
export function createClassWatcher(app: FastifyInstance): ClassWatcher {
  return new ClassWatcher(
    app.db,
    async (gameLinkId, changed) => {
      const [link] = await app.db
        .selectFrom('game_links')
        .innerJoin('games', 'games.id', 'game_links.game_id')
        .select(['games.total_weeks', 'game_links.weeks_open'])
        .where('game_links.id', '=', gameLinkId)
        .execute();
      const rows = await classRows(app.db, gameLinkId, {
        instanceIds: changed.instanceIds,
        everyone: changed.newMembers,
        totalWeeks: Number(link?.total_weeks ?? 0),
        weeksOpen: link?.weeks_open === null || !link ? null : Number(link.weeks_open),
      });
      return rows.filter(
        (row) =>
          (row.GameInstanceID !== null && changed.instanceIds.includes(row.GameInstanceID)) ||
          (row.GameInstanceID === null && changed.newMembers),
      );
    },
    (error) => app.log.error({ err: error }, 'live class view'),
  );
}

export const teacherRoutes: FastifyPluginAsync = async (app) => {
  const watcher = app.classWatcher;
  const streams = new Set<() => void>();
  // Before the server stops listening: an open stream would otherwise hold the close up.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  app.addHook('preHandler', requireTeacher);

  app.get('/api/t/me', async (request) => {
    const user = await findUser(app.db, request.userId);
    if (!user) throw forbidden();
    return success({ UserID: user.id, Name: user.name, Email: user.email });
  });

  app.get('/api/t/links', async (request) => {
    const rows = await listTeacherLinks(app.db, request.userId);
    return success(rows.map((row) => presentLink(request, row)));
  });

  app.post('/api/t/links', async (request) => {
    const input = parseInput(createTeacherLinkBody, request.body);
    if (input.SignInWith && !app.config.oidcProviders.some((p) => p.name === input.SignInWith))
      throw badRequest(TEACHER_MESSAGES.signInWith);
    const game = await insertGame(app.db, {
      name: input.GroupName,
      totalWeeks: input.TotalWeeks as 26 | 27,
      seed: app.config.gameSeed,
      endSurvey: 'quiz',
      pretest: input.PretestRequired,
    });
    const link = await insertGameLink(app.db, {
      gameId: game.id,
      theme: input.Theme,
      groupName: input.GroupName,
      groupYear: input.GroupYear || null,
      groupSubject: input.GroupSubject || null,
      maxGames: input.MaxGames,
      maxPlayers: input.MaxPlayers,
      persona: input.Persona,
      signInProvider: input.SignInWith || null,
      emailDomains: parseEmailDomains(input.EmailDomains ?? ''),
    });
    await giveLinkToTeacher(app.db, link.id, request.userId, true);
    return success(presentLink(request, await ownLink(request, link.id)));
  });

  app.put('/api/t/links/:GameLinkID', async (request) => {
    const { GameLinkID } = parseInput(teacherLinkParams, request.params);
    const link = await ownLink(request, GameLinkID);
    const input = parseInput(updateTeacherLinkBody, request.body);
    if (
      input.WeeksOpen !== undefined &&
      input.WeeksOpen !== null &&
      input.WeeksOpen > Number(link.total_weeks)
    )
      throw badRequest(TEACHER_MESSAGES.weeksOpen);
    await updateGameLinkSettings(app.db, GameLinkID, {
      isGameActive: input.IsGameActive,
      leaderboardVisible: input.LeaderboardVisible,
      weeksOpen: input.WeeksOpen,
    });
    return success(presentLink(request, await ownLink(request, GameLinkID)));
  });

  app.get('/api/t/links/:GameLinkID/players', async (request) => {
    const { GameLinkID } = parseInput(teacherLinkParams, request.params);
    const link = await ownLink(request, GameLinkID);
    return success(
      await classRows(app.db, GameLinkID, {
        everyone: true,
        totalWeeks: Number(link.total_weeks),
        weeksOpen: link.weeks_open === null ? null : Number(link.weeks_open),
      }),
    );
  });

  // The class's learning on the money check (issue 33).
  app.get('/api/t/links/:GameLinkID/learning', async (request) => {
    const { GameLinkID } = parseInput(teacherLinkParams, request.params);
    await ownLink(request, GameLinkID);
    return success(await classLearning(app.db, GameLinkID));
  });

  // The teacher's weekly guide (issue 33): the class's articles, quizzes and check, with answers.
  app.get('/api/t/links/:GameLinkID/guide', async (request) => {
    const { GameLinkID } = parseInput(teacherLinkParams, request.params);
    return success(classGuide(await ownLink(request, GameLinkID)));
  });

  app.get('/api/t/links/:GameLinkID/export.csv', async (request, reply) => {
    const { GameLinkID } = parseInput(teacherLinkParams, request.params);
    const link = await ownLink(request, GameLinkID);
    const rows = await classRows(app.db, GameLinkID, {
      everyone: true,
      totalWeeks: Number(link.total_weeks),
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${classCsvFileName(link.group_name)}"`)
      .send(csvOf(rows));
  });

  // The class to keep before it is deleted (issue 34): the class, the CSV's rows and each game's
  // weeks, one file. A look at every student's game, so it goes in the class's audit trail.
  app.get('/api/t/links/:GameLinkID/export.json', async (request, reply) => {
    const { GameLinkID } = parseInput(teacherLinkParams, request.params);
    const link = await ownLink(request, GameLinkID);
    const rows = await classRows(app.db, GameLinkID, {
      everyone: true,
      totalWeeks: Number(link.total_weeks),
      weeksOpen: link.weeks_open === null ? null : Number(link.weeks_open),
    });
    const students: StudentWeeks[] = [];
    // One game at a time, so a big class never holds every state at once.
    for (const game of await gamesOnLink(app.db, GameLinkID)) {
      const head = headOf(game);
      const stored = head && (await loadInstance(app.db, game.id, head));
      if (stored) students.push(await studentWeeksOf(app.db, stored));
    }
    await recordLook(app.db, {
      gameLinkId: GameLinkID,
      teacherUserId: request.userId,
      studentUserId: null,
      gameInstanceId: null,
      action: 'class-export',
    });
    const file: ClassExport = {
      ExportedAt: new Date().toISOString(),
      Class: presentLink(request, link),
      Rows: rows,
      Students: students,
    };
    return reply
      .type('application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${classExportFileName(link.group_name)}"`,
      )
      .send(JSON.stringify(file));
  });

  // Deleting a class now (issue 34, decision 030): its owner only, confirmed by its name. It
  // leaves every list and board in one transaction, then its students go a few at a time.
  app.delete('/api/t/links/:GameLinkID', async (request) => {
    const { GameLinkID } = parseInput(teacherLinkParams, request.params);
    const link = await ownLink(request, GameLinkID);
    if (link.is_owner !== 1) throw new ApiError(403, TEACHER_MESSAGES.onlyOwnerDeletes);
    const { Confirm } = parseInput(deleteTeacherLinkBody, request.body);
    if (!confirmsClassName(Confirm, presentLink(request, link).GroupName))
      throw badRequest(TEACHER_MESSAGES.confirmDelete);
    if (!(await beginClassDeletion(app.db, GameLinkID, new Date()))) throw forbidden();
    const deleted = await finishClassDeletion(app.db, GameLinkID);
    return success({ GameLinkID, GameInstances: deleted.games, Accounts: deleted.accounts }, [
      TEACHER_MESSAGES.classDeleted,
    ]);
  });

  app.get('/api/t/links/:GameLinkID/live', TOKEN_IN_QUERY, async (request, reply) => {
    const { GameLinkID } = parseInput(teacherLinkParams, request.params);
    await ownLink(request, GameLinkID);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx would otherwise hold events back in its buffer.
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 2000\n\n');
    const stop = watcher.watch(GameLinkID, (rows) => {
      for (const row of rows)
        raw.write(`event: ${LIVE_ROW_EVENT}\ndata: ${JSON.stringify(row)}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      stop();
      // Counted down once: `end` runs for both the request's and the answer's close.
      if (streams.delete(end)) app.metrics?.liveStreams.dec();
      if (!raw.writableEnded) raw.end();
    };
    streams.add(end);
    // Open streams, for GET /metrics (health/metrics.ts) when metrics are on.
    app.metrics?.liveStreams.inc();
    request.raw.on('close', end);
    raw.on('close', end);
  });

  app.get('/api/t/instances/:GameInstanceID/weeks', async (request) => {
    const stored = await studentGame(request);
    await recordLook(app.db, {
      gameLinkId: stored.head.game_link_id,
      teacherUserId: request.userId,
      studentUserId: stored.head.user_id,
      gameInstanceId: stored.id,
      action: 'student-weeks',
    });
    return success(await studentWeeksOf(app.db, stored));
  });

  // What the student sees, through the player's own selectors and presenters (read-only).
  app.get('/api/t/instances/:GameInstanceID/inbox', async (request) => {
    const { state, content } = await studentGame(request);
    const overdueFirst = (tag: string) => (tag === 'Collected' ? 0 : tag === 'Overdue' ? 1 : 2);
    const bills = selectBills(state, { payableOnly: true }).sort(
      (a, b) => overdueFirst(a.tag) - overdueFirst(b.tag) || a.weekDue - b.weekDue,
    );
    const messages = [
      ...selectEmails(state, content),
      ...selectTextThreads(state, content).flatMap((thread) => thread.messages),
    ].sort((a, b) => b.week - a.week);
    const inbox: StudentInbox = {
      Bills: bills.map(presentBill),
      Messages: messages.map((view) => presentCommunication(view, null)),
    };
    return success(inbox);
  });

  app.get('/api/t/instances/:GameInstanceID/replay', async (request) => {
    const { week } = parseInput(replayQuery, request.query);
    const { id, head, state, content, par } = await studentGame(request);
    if (!state.endOfWeek.summaries.some((summary) => summary.week === week))
      throw badRequest(TEACHER_MESSAGES.replayWeek);
    const [seeds] = await app.db
      .selectFrom('game_instances')
      .innerJoin('games', 'games.id', 'game_instances.game_id')
      .select(['game_instances.seed', 'games.seed as game_seed'])
      .where('game_instances.id', '=', id)
      .execute();
    const log = await app.db
      .selectFrom('instance_commands')
      .select('command')
      .where('instance_id', '=', id)
      .orderBy('seq')
      .execute();
    const replayed = replayToWeekEnd(
      {
        content,
        gameSeed: Number(seeds?.game_seed),
        instanceSeed: Number(seeds?.seed),
        totalWeeks: state.totalWeeks as 26 | 27,
        playerName: state.player.name,
        settings: state.settings,
      },
      log.map((row) => JSON.parse(row.command) as Command),
      week,
    );
    if (!replayed) throw new ApiError(400, TEACHER_MESSAGES.replayWeek);
    await recordLook(app.db, {
      gameLinkId: head.game_link_id,
      teacherUserId: request.userId,
      studentUserId: head.user_id,
      gameInstanceId: id,
      action: 'replay',
      week,
    });
    return success({
      Week: week,
      TotalWeeks: state.totalWeeks,
      Report: presentProgress(
        selectProgress(replayed.state),
        selectGame(replayed.state),
        selectAgainstPar(replayed.state, par),
      ),
      Actions: replayed.actions,
    });
  });

  app.post('/api/t/players/:PlayerID/reset-password', async (request) => {
    const { PlayerID } = parseInput(teacherPlayerParams, request.params);
    const linkIds = await teacherLinkIds(app.db, request.userId);
    const [player] = await app.db
      .selectFrom('players')
      .innerJoin('game_link_users', 'game_link_users.user_id', 'players.user_id')
      .select(['players.user_id', 'game_link_users.game_link_id'])
      .where('players.id', '=', PlayerID)
      .execute()
      .then((rows) => rows.filter((row) => linkIds.has(row.game_link_id)));
    if (!player) throw forbidden();
    const user = await findUser(app.db, player.user_id);
    // A trial has no password to reset, and a teacher is not a teacher's student.
    if (!user || user.role !== 'player' || user.is_trial === 1) throw forbidden();
    // A student who signs in with the school's accounts keeps having no password (issue 31).
    if (await signsInOnlyWithProvider(app.db, user))
      throw badRequest(TEACHER_MESSAGES.noPasswordToReset);
    await recordLook(app.db, {
      gameLinkId: player.game_link_id,
      teacherUserId: request.userId,
      studentUserId: user.id,
      gameInstanceId: null,
      action: 'reset-link',
    });
    const now = Date.now();
    const code = await createResetCode(app.db, user.id, app.config.resetTtlMs, now);
    return success({
      ResetUrl: resetUrl(app.config, user.id, code),
      ExpiresAt: new Date(now + app.config.resetTtlMs).toISOString(),
    });
  });
};

import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  ALLOWED_GAME_LENGTHS,
  AUSTRALIAN_STATES,
  PERSONA_MESSAGE,
  PERSONAS,
  DEFAULT_MAX_GAMES_PER_PLAYER,
  isClassText,
  NAME_CHARACTER_MESSAGES,
  parseEmailDomains,
  THEMES,
} from '@mc/contract';
import { publicBaseUrl, type Config } from '../config';
import type { Db } from '../db/connect';
import { joinUrl, loginUrl } from '../demo';
import { giveLinkToTeacher, insertTeacher } from '../teacher/repository';
import {
  findGameLink,
  insertGameLink,
  listGameLinks,
  setGameLinkActive,
  updateGameLinkSettings,
} from '../gamelinks/repository';
import { endSurveyOf, findGame, insertGame, quizRequiredOf } from '../games/repository';
import { listPlayersOnLink } from '../gamelinks/membership';
import { findUserByEmail } from '../accounts/repository';
import { createResetCode, resetUrl } from '../accounts/password-reset';
import { formatBalance } from '@mc/contract';
import { runBackupCommand } from './backup';
import { BACKUP_USAGE } from './backup-usage';
import { runDataCommand } from './data-commands';
import { DATA_USAGE } from './data-usage';

// The teacher's and operator's command line. Each command returns its output lines, so tests
// call them directly and the runner only prints.

export class UsageError extends Error {}

const PRINTS_LINKS = new Set(['create-link', 'list-links', 'reset-password', 'create-teacher']);

/**
 * The links printed here follow the server's rule (PUBLIC_URL, else http://localhost:PORT), read
 * from this command's own environment: a server on another port or address needs the same
 * PUBLIC_URL or PORT here. A note for stderr when neither is set, so a wrong link is no surprise.
 */
export function linkNote(
  config: Config,
  environment: Record<string, string | undefined>,
  argv: string[],
): string | undefined {
  if (!PRINTS_LINKS.has(argv[0] ?? '') || environment.PUBLIC_URL || environment.PORT)
    return undefined;
  return `Links use ${publicBaseUrl(config)}, the server's default: if the server runs with another PUBLIC_URL or PORT, run this command with the same.`;
}

/** Refuses to print links to a port the server chose itself (PORT=0), which no one here knows. */
function checkLinkBase(config: Config): void {
  if (!config.publicUrl && config.port === 0)
    throw new UsageError(
      'With PORT=0 the server chooses its own port, so links printed here would be wrong: run this command with PUBLIC_URL set to the address the server printed.',
    );
}

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-link [--theme school|family|insurer] [--group NAME] [--year YEAR] [--subject NAME]
              [--max-games N] [--max-players N] [--weeks 26|27] [--quizzes some|all|none]
              [--end-survey quiz|survey|none] [--end-survey-optional yes|no]
              [--pretest on|off] [--game GAME_ID] [--state NSW|VIC|QLD|WA|SA|TAS|ACT|NT] [--hide-leaderboard]
              [--teacher EMAIL] [--persona 14-15|16-17|18]
      Creates a game link (and a new game unless --game names one) and prints one JSON line
      with GameLinkID, GameID and the login URL to hand to the class. --quizzes says which
      weeks' Finance Weekly quizzes must be done to finish the week: some (every fourth week,
      the default), all or none. --end-survey says how the game ends: the end quiz and then the
      survey (quiz, the default), the survey alone, or none; --end-survey-optional yes lets a
      player skip it (default no). --pretest on asks each player a 12-question money check
      before week 1, asked again in the end quiz, for the class's learning (default off: the
      spec's own flow). --state is where the class is, for the game-wide
      leaderboard's state boards (give every class of a national game its state).
      --hide-leaderboard keeps the class leaderboard from the players and the class off the
      game-wide one. --teacher makes the link one of that teacher's classes (its owner).
      --persona is who every student of the class plays, whatever their age: 14-15 (a
      15-year-old in Year 10), 16-17 (16, Year 11) or 18 (starting out); left out, the year
      level chooses (Years 7-10: 14-15, 11-12: 16-17, else 18). A family link has none: each
      member plays their own age band.
  set-link ID [--state STATE|none] [--leaderboard on|off]
      Changes a link's state, or shows (on) or hides (off) its class leaderboard.
  close-link ID    Makes a game link inactive: its players see the "challenge is closed" page.
  open-link ID     Makes a closed game link active again.
  list-links       Lists every game link with its state and login URL.
  list-players ID  Lists the players on a game link with their games' weeks and net positions.
  reset-password EMAIL
      Prints a one-time password-reset link for that player or teacher (school mail filters often
      drop reset e-mails); it works once, within the reset time (RESET_TTL_MINUTES, default 60).
  create-teacher --email EMAIL --name NAME
      Creates a teacher account and prints a one-time link to set its password; the teacher
      then signs in at /teacher, creates classes and watches them play.
  give-link ID --teacher EMAIL
      Adds a game link (one made here, or another teacher's) to a teacher's classes.

${BACKUP_USAGE}
${DATA_USAGE}

Links are built as the server builds them: PUBLIC_URL, else http://localhost:PORT. Run this
command with the same PUBLIC_URL or PORT as the server.`;

const STATE_ERROR = `--state must be one of ${AUSTRALIAN_STATES.join(', ')}`;

/**
 * A class's name, year or subject as an option: the same characters a teacher may type on the
 * class form (contract's isClassText), so what an operator sets prints on the certificate too.
 */
const classText = (option: string, max: number) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .min(1, { error: `${option} needs a value` })
    .max(max, { error: `${option} can be at most ${max} characters` })
    .refine(isClassText, { error: NAME_CHARACTER_MESSAGES.classText(option) })
    .optional();

const createLinkOptions = z.object({
  'sign-in': z
    .string()
    .trim()
    .regex(/^[a-z0-9_]+$/i, '--sign-in takes a provider NAME, as in OIDC_<NAME>_ISSUER')
    .transform((name) => name.toLowerCase())
    .optional(),
  'email-domains': z
    .string()
    .transform((text) => parseEmailDomains(text))
    .refine((domains) => domains !== null, {
      message: '--email-domains takes e-mail domains separated by commas, such as school.edu.au',
    })
    .optional(),
  theme: z.enum(THEMES, { error: `--theme must be one of ${THEMES.join(', ')}` }).default('school'),
  group: classText('--group', 100),
  year: classText('--year', 20),
  subject: classText('--subject', 100),
  'max-games': z.coerce
    .number({ error: '--max-games must be a number' })
    .int()
    .min(1)
    .max(10)
    .default(DEFAULT_MAX_GAMES_PER_PLAYER),
  'max-players': z.coerce
    .number({ error: '--max-players must be a number' })
    .int()
    .min(1)
    .max(10_000)
    .optional(),
  weeks: z.coerce
    .number()
    .refine(
      (weeks) => (ALLOWED_GAME_LENGTHS as readonly number[]).includes(weeks),
      '--weeks must be 26 or 27',
    )
    .optional(),
  quizzes: z
    .enum(['some', 'all', 'none'], { error: '--quizzes must be some, all or none' })
    .optional(),
  'end-survey': z
    .enum(['quiz', 'survey', 'none'], { error: '--end-survey must be quiz, survey or none' })
    .optional(),
  'end-survey-optional': z
    .enum(['yes', 'no'], { error: '--end-survey-optional must be yes or no' })
    .optional(),
  pretest: z.enum(['on', 'off'], { error: '--pretest must be on or off' }).optional(),
  game: z.uuid('--game must be a game id').optional(),
  persona: z.enum(PERSONAS, { error: PERSONA_MESSAGE.replace('Persona', '--persona') }).optional(),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(AUSTRALIAN_STATES, { error: STATE_ERROR }))
    .optional(),
  'hide-leaderboard': z.boolean().default(false),
  teacher: z.email('--teacher must be an e-mail address').optional(),
});
/** Options that take no value. */
const FLAGS = new Set(['hide-leaderboard']);

const setLinkOptions = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum([...AUSTRALIAN_STATES, 'NONE'], { error: `${STATE_ERROR}, or none` }))
    .optional(),
  leaderboard: z.enum(['on', 'off'], { error: '--leaderboard must be on or off' }).optional(),
});

/**
 * What players typed (names, e-mail addresses) is printed to a teacher's terminal: control
 * characters and bidirectional overrides become '?', so no text can move the cursor, recolour the
 * screen or reorder what the teacher reads.
 */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
export const printable = (line: string) => line.replace(UNPRINTABLE, '?');

export async function runAdminCommand(db: Db, config: Config, argv: string[]): Promise<string[]> {
  return (await dispatch(db, config, argv)).map(printable);
}

const createTeacherOptions = z.object({
  email: z.email('--email must be an e-mail address'),
  name: z.string().trim().min(1, '--name must be given').max(50, '--name is at most 50 characters'),
});
const giveLinkOptions = z.object({ teacher: z.email('--teacher must be an e-mail address') });

async function dispatch(db: Db, config: Config, argv: string[]): Promise<string[]> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'create-link':
      return createLink(db, config, rest);
    case 'close-link':
    case 'open-link': {
      const id = singleId(rest, command);
      if (!(await setGameLinkActive(db, id, command === 'open-link')))
        throw new UsageError(`No game link ${id}`);
      return [`Game link ${id} is now ${command === 'open-link' ? 'active' : 'closed'}.`];
    }
    case 'set-link':
      return setLink(db, rest);
    case 'list-links':
      return listLinks(db, config);
    case 'list-players':
      return listPlayers(db, singleId(rest, command));
    case 'reset-password':
      return resetPassword(db, config, rest);
    case 'create-teacher':
      return createTeacher(db, config, rest);
    case 'give-link':
      return giveLink(db, rest);
    case 'backup':
    case 'restore':
    case 'verify-backup':
      return runBackupCommand(db, config, command, rest);
    case 'export-player':
    case 'delete-player':
    case 'delete-teacher':
    case 'audit':
      return runDataCommand(db, command, rest);
    case undefined:
    case 'help':
    case '--help':
      return [USAGE];
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

function singleId(args: string[], command: string): string {
  const id = args[0];
  if (args.length !== 1 || !id || !z.uuid().safeParse(id).success) {
    throw new UsageError(
      `${command} takes one game link id, e.g. npm run admin -- ${command} 3f2b...`,
    );
  }
  return id;
}

/** A command's --options, checked by its schema; a wrong one is a UsageError that says why. */
function parseOptions<S extends z.ZodObject>(
  schema: S,
  args: string[],
  allowPositionals = false,
): { options: z.infer<S>; positionals: string[] } {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals,
      options: Object.fromEntries(
        Object.keys(schema.shape).map((name) => [
          name,
          { type: FLAGS.has(name) ? ('boolean' as const) : ('string' as const) },
        ]),
      ),
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const checked = schema.safeParse(parsed.values);
  if (!checked.success)
    throw new UsageError(checked.error.issues.map((issue) => issue.message).join('; '));
  return { options: checked.data, positionals: parsed.positionals };
}

async function createLink(db: Db, config: Config, args: string[]): Promise<string[]> {
  checkLinkBase(config);
  const { options } = parseOptions(createLinkOptions, args);
  const signIn = options['sign-in'];
  if (signIn && !config.oidcProviders.some((provider) => provider.name === signIn))
    throw new UsageError(
      `--sign-in ${signIn}: no such provider; set OIDC_${signIn.toUpperCase()}_ISSUER, _CLIENT_ID and _CLIENT_SECRET first`,
    );
  const teacher = options.teacher ? await teacherByEmail(db, options.teacher) : undefined;

  let game = options.game ? await findGame(db, options.game) : undefined;
  if (options.game && !game) throw new UsageError(`No game ${options.game}`);
  if (game && options.weeks && game.total_weeks !== options.weeks) {
    throw new UsageError(
      `Game ${game.id} lasts ${game.total_weeks} weeks; leave out --weeks or create a new game`,
    );
  }
  const ending = endSurveyOf(game ?? { end_survey: 'none', end_survey_optional: 1 });
  if (
    game &&
    ((options['end-survey'] && ending.endSurvey !== options['end-survey']) ||
      (options['end-survey-optional'] &&
        ending.endSurveyOptional !== (options['end-survey-optional'] === 'yes')))
  ) {
    throw new UsageError(
      `Game ${game.id} ends with ${ending.endSurvey} (${ending.endSurveyOptional ? 'optional' : 'required'}); leave out --end-survey and --end-survey-optional or create a new game`,
    );
  }
  if (game && options.pretest && (game.pretest === 1) !== (options.pretest === 'on')) {
    throw new UsageError(
      `Game ${game.id} has the money check ${game.pretest === 1 ? 'on' : 'off'}; leave out --pretest or create a new game`,
    );
  }
  if (game && options.quizzes && quizRequiredOf(game) !== options.quizzes) {
    throw new UsageError(
      `Game ${game.id} requires ${quizRequiredOf(game)} quizzes; leave out --quizzes or create a new game`,
    );
  }
  game ??= await insertGame(db, {
    name: options.group ?? 'Money Challenge',
    totalWeeks: (options.weeks ?? (options.theme === 'family' ? 27 : 26)) as 26 | 27,
    seed: config.gameSeed,
    quizRequired: options.quizzes,
    endSurvey: options['end-survey'],
    endSurveyOptional: options['end-survey-optional'] === 'yes',
    pretest: options.pretest === 'on',
  });
  const link = await insertGameLink(db, {
    signInProvider: signIn ?? null,
    emailDomains: options['email-domains'] ?? null,
    gameId: game.id,
    theme: options.theme,
    groupName: options.group ?? null,
    groupYear: options.year ?? null,
    groupSubject: options.subject ?? null,
    maxGames: options['max-games'],
    maxPlayers: options['max-players'] ?? config.maxPlayersPerLink,
    state: options.state ?? null,
    leaderboardVisible: !options['hide-leaderboard'],
    persona: options.persona,
  });
  if (teacher) await giveLinkToTeacher(db, link.id, teacher.id, true);
  return [
    JSON.stringify({
      GameLinkID: link.id,
      GameID: game.id,
      Theme: link.theme,
      TotalWeeks: game.total_weeks,
      Quizzes: quizRequiredOf(game),
      EndSurvey: endSurveyOf(game).endSurvey,
      EndSurveyOptional: endSurveyOf(game).endSurveyOptional,
      Pretest: game.pretest === 1,
      MaxGames: link.max_games,
      MaxPlayers: link.max_players,
      State: link.state,
      LeaderboardVisible: link.leaderboard_visible === 1,
      Persona: link.persona,
      Teacher: teacher?.email ?? null,
      LoginUrl: loginUrl(config, link.id),
      JoinCode: link.join_code,
      JoinUrl: link.join_code === null ? null : joinUrl(config),
    }),
  ];
}

async function setLink(db: Db, args: string[]): Promise<string[]> {
  const { options, positionals } = parseOptions(setLinkOptions, args, true);
  const id = singleId(positionals, 'set-link');
  if (options.state === undefined && options.leaderboard === undefined)
    throw new UsageError('set-link changes --state or --leaderboard; give at least one.');
  const state = options.state === 'NONE' ? null : options.state;
  const visible = options.leaderboard === undefined ? undefined : options.leaderboard === 'on';
  if (!(await updateGameLinkSettings(db, id, { state, leaderboardVisible: visible })))
    throw new UsageError(`No game link ${id}`);
  const said: string[] = [];
  if (state !== undefined) said.push(`Game link ${id} is now in ${state ?? 'no state'}.`);
  if (visible !== undefined)
    said.push(
      `Game link ${id}'s class leaderboard is now ${visible ? 'shown to its players' : 'hidden from its players and the game-wide board'}.`,
    );
  return said;
}

async function listLinks(db: Db, config: Config): Promise<string[]> {
  const links = await listGameLinks(db);
  if (links.length === 0)
    return ['No game links yet. Create one with: npm run admin -- create-link'];
  checkLinkBase(config);
  return links.map((link) =>
    [
      link.id,
      link.is_game_active === 1 ? 'active' : 'closed',
      link.theme,
      `${link.total_weeks} weeks`,
      link.group_name ?? '-',
      link.state ?? '-',
      link.leaderboard_visible === 1 ? 'leaderboard shown' : 'leaderboard hidden',
      link.persona ? `plays ${link.persona}` : 'plays each age',
      loginUrl(config, link.id),
    ].join('  '),
  );
}

async function listPlayers(db: Db, gameLinkId: string): Promise<string[]> {
  const players = await listPlayersOnLink(db, gameLinkId);
  if (players.length === 0) return [`No players on game link ${gameLinkId} yet.`];
  const games = await db
    .selectFrom('game_instances')
    .innerJoin('players', 'players.id', 'game_instances.player_id')
    .select([
      'game_instances.user_id',
      'players.name',
      'game_instances.current_week',
      'game_instances.is_game_complete',
      'game_instances.net_position_cents',
    ])
    .where('game_instances.game_link_id', '=', gameLinkId)
    .execute();
  return players.map((player) => {
    const mine = games.filter((game) => game.user_id === player.id);
    const summary =
      mine.length === 0
        ? 'no game yet'
        : mine
            .map(
              (game) =>
                `${game.name}: ${game.is_game_complete === 1 ? 'completed' : `week ${game.current_week}`}, ${formatBalance(Number(game.net_position_cents))}`,
            )
            .join('; ');
    return [
      player.email,
      [player.name, player.surname].filter(Boolean).join(' '),
      `joined ${player.joined_at.slice(0, 10)}`,
      summary,
    ].join('  ');
  });
}

async function resetPassword(db: Db, config: Config, args: string[]): Promise<string[]> {
  const [email] = args;
  if (args.length !== 1 || !email)
    throw new UsageError(
      'reset-password takes one e-mail address, e.g. npm run admin -- reset-password sam@school.edu.au',
    );
  const user = await findUserByEmail(db, email);
  if (!user) throw new UsageError(`No player with the e-mail ${email}`);
  checkLinkBase(config);
  const code = await createResetCode(db, user.id, config.resetTtlMs);
  return [resetUrl(config, user.id, code)];
}

async function teacherByEmail(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user || user.role !== 'teacher')
    throw new UsageError(
      `No teacher with the e-mail ${email}; create one with npm run admin -- create-teacher --email ${email} --name NAME`,
    );
  return user;
}

async function createTeacher(db: Db, config: Config, args: string[]): Promise<string[]> {
  const { options } = parseOptions(createTeacherOptions, args);
  checkLinkBase(config);
  if (await findUserByEmail(db, options.email))
    throw new UsageError(`An account with the e-mail ${options.email} already exists.`);
  const teacher = await insertTeacher(db, { email: options.email, name: options.name });
  const code = await createResetCode(db, teacher.id, config.resetTtlMs);
  return [
    `Teacher ${teacher.name} <${teacher.email}> created. Open this link within ${Math.round(config.resetTtlMs / 60_000)} minutes to set the password, then sign in at ${publicBaseUrl(config)}/teacher:`,
    resetUrl(config, teacher.id, code),
  ];
}

async function giveLink(db: Db, args: string[]): Promise<string[]> {
  const { options, positionals } = parseOptions(giveLinkOptions, args, true);
  const id = singleId(positionals, 'give-link');
  const teacher = await teacherByEmail(db, options.teacher);
  if (!(await findGameLink(db, id))) throw new UsageError(`No game link ${id}`);
  await giveLinkToTeacher(db, id, teacher.id, false);
  return [`Game link ${id} is now one of ${teacher.email}'s classes.`];
}

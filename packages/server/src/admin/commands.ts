import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ALLOWED_GAME_LENGTHS, DEFAULT_MAX_GAMES_PER_PLAYER, THEMES } from '@mc/contract';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { loginUrl } from '../demo';
import { insertGameLink, listGameLinks, setGameLinkActive } from '../gamelinks/repository';
import { findGame, insertGame } from '../games/repository';

// The teacher's and operator's command line. Each command returns its output lines, so tests
// call them directly and the runner only prints.

export class UsageError extends Error {}

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-link [--theme school|family|insurer] [--group NAME] [--year YEAR] [--subject NAME]
              [--max-games N] [--max-players N] [--weeks 26|27] [--game GAME_ID]
      Creates a game link (and a new game unless --game names one) and prints one JSON line
      with GameLinkID, GameID and the login URL to hand to the class.
  close-link ID    Makes a game link inactive: its players see the "challenge is closed" page.
  open-link ID     Makes a closed game link active again.
  list-links       Lists every game link with its state and login URL.`;

const createLinkOptions = z.object({
  theme: z.enum(THEMES, { error: `--theme must be one of ${THEMES.join(', ')}` }).default('school'),
  group: z.string().trim().min(1).max(200).optional(),
  year: z.string().trim().min(1).max(20).optional(),
  subject: z.string().trim().min(1).max(200).optional(),
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
  game: z.uuid('--game must be a game id').optional(),
});

export async function runAdminCommand(db: Db, config: Config, argv: string[]): Promise<string[]> {
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
    case 'list-links':
      return listLinks(db, config);
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

async function createLink(db: Db, config: Config, args: string[]): Promise<string[]> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args,
      strict: true,
      options: Object.fromEntries(
        Object.keys(createLinkOptions.shape).map((name) => [name, { type: 'string' as const }]),
      ),
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const parsed = createLinkOptions.safeParse(values);
  if (!parsed.success)
    throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const options = parsed.data;

  let game = options.game ? await findGame(db, options.game) : undefined;
  if (options.game && !game) throw new UsageError(`No game ${options.game}`);
  if (game && options.weeks && game.total_weeks !== options.weeks) {
    throw new UsageError(
      `Game ${game.id} lasts ${game.total_weeks} weeks; leave out --weeks or create a new game`,
    );
  }
  game ??= await insertGame(db, {
    name: options.group ?? 'Money Challenge',
    totalWeeks: (options.weeks ?? (options.theme === 'family' ? 27 : 26)) as 26 | 27,
  });
  const link = await insertGameLink(db, {
    gameId: game.id,
    theme: options.theme,
    groupName: options.group ?? null,
    groupYear: options.year ?? null,
    groupSubject: options.subject ?? null,
    maxGames: options['max-games'],
    maxPlayers: options['max-players'] ?? config.maxPlayersPerLink,
  });
  return [
    JSON.stringify({
      GameLinkID: link.id,
      GameID: game.id,
      Theme: link.theme,
      TotalWeeks: game.total_weeks,
      MaxGames: link.max_games,
      MaxPlayers: link.max_players,
      LoginUrl: loginUrl(config, link.id),
    }),
  ];
}

async function listLinks(db: Db, config: Config): Promise<string[]> {
  const links = await listGameLinks(db);
  if (links.length === 0)
    return ['No game links yet. Create one with: npm run admin -- create-link'];
  return links.map((link) =>
    [
      link.id,
      link.is_game_active === 1 ? 'active' : 'closed',
      link.theme,
      `${link.total_weeks} weeks`,
      link.group_name ?? '-',
      loginUrl(config, link.id),
    ].join('  '),
  );
}

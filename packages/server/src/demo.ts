import { isUniqueViolation } from './accounts/repository';
import { publicBaseUrl, type Config } from './config';
import type { Db, Dialect } from './db/connect';
import { countGameLinks, insertGameLink } from './gamelinks/repository';
import { insertGame } from './games/repository';
import { createDemoClass, createDemoTeacher, type DemoClassSummary } from './teacher/demo-class';

/** The address a player opens to reach a game link's login. */
export function loginUrl(config: Pick<Config, 'publicUrl' | 'port'>, gameLinkId: string): string {
  return `${publicBaseUrl(config)}/auth/login/${gameLinkId}`;
}

/** Where a class types its class code (issue 31). */
export function joinUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return `${publicBaseUrl(config)}/join`;
}

async function createDemoLink(db: Db, config: Config) {
  const game = await insertGame(db, {
    name: 'Demo Money Challenge',
    totalWeeks: 26,
    seed: config.gameSeed,
  });
  const link = await insertGameLink(db, {
    gameId: game.id,
    theme: 'school',
    groupName: 'Demo class',
    // Year 12 playing the 18-year-old starting out: the one persona with a credit card, so the
    // demo class can show a missed card repayment.
    groupYear: '12',
    persona: '18',
    groupSubject: 'Economics and Business',
    maxGames: 1,
    maxPlayers: config.maxPlayersPerLink,
  });
  return { gameId: game.id, gameLinkId: link.id };
}

/** On an empty database, creates a demo game and link so the game can be tried at once. */
export async function ensureDemoLink(db: Db, config: Config): Promise<string | undefined> {
  if ((await countGameLinks(db)) > 0) return undefined;
  return (await createDemoLink(db, config)).gameLinkId;
}

export interface NewDemo {
  gameLinkId: string;
  teacher: { email: string; password: string };
  demoClass: DemoClassSummary;
}

/**
 * On an empty database, the demo link with its demo teacher (whose new password is returned, to
 * be printed once) and its class of simulated students (issue 19); undefined when the database
 * already had links.
 */
export async function ensureDemo(
  db: Db,
  dialect: Dialect,
  config: Config,
  /** Told before the class is played (it takes a moment). */
  onStart: () => void = () => undefined,
): Promise<NewDemo | undefined> {
  if ((await countGameLinks(db)) > 0) return undefined;
  onStart();
  const { gameId, gameLinkId } = await createDemoLink(db, config);
  let teacher: NewDemo['teacher'];
  try {
    teacher = await createDemoTeacher(db, gameLinkId);
  } catch (error) {
    // Two processes started at once on one empty PostgreSQL: the other one makes the demo.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  const demoClass = await createDemoClass(db, dialect, {
    gameId,
    gameLinkId,
    checkInvariants: config.checkInvariants,
  });
  return { gameLinkId, teacher, demoClass };
}

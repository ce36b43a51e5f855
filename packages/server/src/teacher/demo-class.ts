// The demo teacher and the demo class (issue 19): on an empty database `npm start` creates the
// demo link; this gives it a teacher who can sign in at /teacher and a dozen simulated students at
// different weeks, so a first look at the class view, the leaderboard and a replay is not empty.
// Each student plays through the real server path (runCommand, one command at a time), so the
// command log, the ledger and a replay are exactly as a real student's would be. Some are stuck in
// the usual ways, so the class view shows each of its reasons at least once.
import { randomInt } from 'node:crypto';
import { checkPassword } from '@mc/contract';
import type { Command } from '@mc/engine';
import { insertUser, setPasswordHash } from '../accounts/repository';
import { hashPassword } from '../accounts/passwords';
import type { Db, Dialect } from '../db/connect';
import { joinGameLink } from '../gamelinks/membership';
import { findGameLink } from '../gamelinks/repository';
import { findGame } from '../games/repository';
import { runCommand } from '../instances/commands';
import { createInstanceInFreeSlot } from '../instances/create';
import { loadInstance, readHead } from '../instances/storage';
import { DemoPlayer, type DemoStyle } from './demo-players';
import { giveLinkToTeacher, insertTeacher } from './repository';

export const DEMO_DOMAIN = 'demo.moneychallenge.test';
export const DEMO_TEACHER_EMAIL = `teacher@${DEMO_DOMAIN}`;
export const DEMO_TEACHER_NAME = 'Demo Teacher';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Letters and digits that cannot be mistaken for each other when read off a terminal. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A fresh password that meets the players' rules (contract checkPassword): 14 characters. */
export function generatePassword(): string {
  for (;;) {
    const password = Array.from(
      { length: 14 },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    if (checkPassword(password) === undefined) return password;
  }
}

/** The demo teacher, owner of the demo link, with a new password (returned once, never stored). */
export async function createDemoTeacher(
  db: Db,
  gameLinkId: string,
): Promise<{ email: string; password: string }> {
  const teacher = await insertTeacher(db, { email: DEMO_TEACHER_EMAIL, name: DEMO_TEACHER_NAME });
  const password = generatePassword();
  await setPasswordHash(db, teacher.id, await hashPassword(password));
  await giveLinkToTeacher(db, gameLinkId, teacher.id, true);
  return { email: DEMO_TEACHER_EMAIL, password };
}

/** A simulated student: who they are, how they play, and where they stop. */
interface DemoStudent {
  name: string;
  surname: string;
  age: number;
  gender: 'm' | 'f' | 'n';
  style: DemoStyle;
  /** Plays up to this week (the nearest week no one else has taken), or to the end with 'end'. */
  week: number | 'end';
  /** Stops only in a week where the class view shows the style's reason (from this week on). */
  untilConcern?: boolean;
  /** Days since they last signed in or moved in the game. */
  daysAway?: number;
}

/**
 * The class, in the order it is played: the students whose week depends on the game's world (a
 * scam's week, when a debt collector or a card's due week comes) first, then those whose week is
 * fixed, each at the nearest week still free, so no two share a week.
 */
export const DEMO_STUDENTS: readonly DemoStudent[] = [
  {
    name: 'Zara',
    surname: 'Ahmed',
    age: 18,
    gender: 'f',
    style: 'scam-accepted',
    week: 3,
    untilConcern: true,
  },
  {
    name: 'Tevita',
    surname: 'Tupou',
    age: 18,
    gender: 'm',
    style: 'card-minimum-missed',
    week: 8,
    untilConcern: true,
  },
  {
    name: 'Lachlan',
    surname: 'Murphy',
    age: 18,
    gender: 'm',
    style: 'debt-collector',
    week: 9,
    untilConcern: true,
  },
  { name: 'Jack', surname: 'Kowalski', age: 17, gender: 'm', style: 'no-bank-account', week: 1 },
  { name: 'Priya', surname: 'Sharma', age: 17, gender: 'f', style: 'quiz-not-done', week: 6 },
  { name: 'Mei', surname: 'Chen', age: 17, gender: 'f', style: 'careful', week: 'end' },
  {
    name: 'Jarrah',
    surname: 'Watson',
    age: 17,
    gender: 'm',
    style: 'careful',
    week: 5,
    daysAway: 6,
  },
  { name: 'Aisha', surname: 'Rahman', age: 17, gender: 'f', style: 'careful', week: 2 },
  { name: 'Liam', surname: 'Nguyen', age: 17, gender: 'm', style: 'careful', week: 4 },
  { name: 'Sofia', surname: 'Rossi', age: 17, gender: 'f', style: 'careful', week: 7 },
  { name: 'Noah', surname: 'Williams', age: 17, gender: 'n', style: 'careful', week: 11 },
  { name: 'Chloe', surname: 'Papadopoulos', age: 17, gender: 'f', style: 'careful', week: 13 },
];

/** The reason each stuck style leaves in the class view. */
const STYLE_CONCERN: Partial<Record<DemoStyle, string>> = {
  'scam-accepted': 'scam-accepted',
  'card-minimum-missed': 'card-minimum-missed',
  'debt-collector': 'debt-collector',
};

/** How far a student who waits for their reason plays before giving up on it. */
const LATEST_WEEK = 20;

export interface DemoClassSummary {
  students: { email: string; instanceId: string; week: number; style: DemoStyle }[];
  commands: number;
  ms: number;
}

/**
 * Fills the demo link with the simulated students. `seed` fixes each student's game and choices
 * (with the game's GAME_SEED, the whole class is the same on every empty start).
 */
export async function createDemoClass(
  db: Db,
  dialect: Dialect,
  input: { gameLinkId: string; gameId: string; checkInvariants: boolean; now?: number },
): Promise<DemoClassSummary> {
  const started = Date.now();
  const now = input.now ?? started;
  const game = await findGame(db, input.gameId);
  if (!game) throw new Error(`demo class: no game ${input.gameId}`);
  const link = await findGameLink(db, input.gameLinkId);
  if (!link) throw new Error(`demo class: no link ${input.gameLinkId}`);
  const year = new Date(now).getUTCFullYear();
  const taken = new Set<number>();
  const summary: DemoClassSummary = { students: [], commands: 0, ms: 0 };

  for (const [index, student] of DEMO_STUDENTS.entries()) {
    const email = `${student.name}.${student.surname}@${DEMO_DOMAIN}`.toLowerCase();
    const { user, player } = await insertUser(db, {
      email,
      // No password matches '!' (as a trial's): a simulated student never signs in.
      passwordHash: '!',
      name: student.name,
      surname: student.surname,
      yob: String(year - student.age),
      ageBand: null,
      gender: student.gender,
      theme: 'school',
      isTrial: false,
    });
    await joinGameLink(db, dialect, input.gameLinkId, user.id);
    const row = await createInstanceInFreeSlot(db, dialect, {
      game,
      gameLinkId: input.gameLinkId,
      playerId: player.id,
      userId: user.id,
      playerName: player.name,
      playerAgeYears: student.age,
      linkPersona: link.persona,
      maxGames: 1,
      seed: 1000 + index,
    });
    if (!row) throw new Error('demo class: no free game slot');

    const apply = async (command: Command) => {
      const outcome = await runCommand(db, dialect, {
        instanceId: row.id,
        requester: { role: 'player', userId: user.id },
        command,
        checkInvariants: input.checkInvariants,
      });
      summary.commands += 1;
      return outcome.ok ? outcome.state : undefined;
    };
    const first = await loadStart(db, row.id);
    const demo = new DemoPlayer(
      first.state,
      first.content,
      apply,
      student.style,
      `${game.seed}:${index}`,
      now - 14 * DAY_MS + index * HOUR_MS,
    );

    const stopAt = stopWeek(student, taken, first.requiredWeeks);
    const concern = STYLE_CONCERN[student.style];
    for (;;) {
      if (demo.state.isGameComplete) break;
      const week = demo.state.week;
      if (student.untilConcern) {
        if (week >= LATEST_WEEK) break;
        if (week >= stopAt && !taken.has(week)) {
          await demo.playWeek();
          if (concern && demo.concerns().includes(concern)) break;
          if (!(await demo.finishWeek())) break;
          continue;
        }
      } else if (week >= stopAt) {
        await demo.playWeek();
        break;
      }
      await demo.playWeek();
      if (!(await demo.finishWeek())) break;
    }
    if (demo.state.isGameComplete) await demo.finishEndOfGame();
    else await demo.tidyCurrentWeek();
    taken.add(demo.state.isGameComplete ? Number.MAX_SAFE_INTEGER : demo.state.week);

    // When they were last seen: a few hours ago for most, days ago for the one who drifted off.
    const lastSeen = new Date(
      now - (student.daysAway ? student.daysAway * DAY_MS : (1 + ((index * 7) % 30)) * HOUR_MS),
    ).toISOString();
    const joined = new Date(now - 15 * DAY_MS + index * HOUR_MS).toISOString();
    await db
      .updateTable('game_instances')
      .set({ updated_at: lastSeen, created_at: joined })
      .where('id', '=', row.id)
      .execute();
    await db
      .updateTable('game_link_users')
      .set({ joined_at: joined })
      .where('game_link_id', '=', input.gameLinkId)
      .where('user_id', '=', user.id)
      .execute();
    summary.students.push({
      email,
      instanceId: row.id,
      week: demo.state.week,
      style: student.style,
    });
  }
  summary.ms = Date.now() - started;
  return summary;
}

/** The week a student stops at: their own, or the nearest free one after it (a required one for the quiz). */
function stopWeek(student: DemoStudent, taken: Set<number>, requiredWeeks: number[]): number {
  if (student.week === 'end') return Number.MAX_SAFE_INTEGER;
  if (student.untilConcern) return student.week;
  const fits = (week: number) =>
    !taken.has(week) && (student.style !== 'quiz-not-done' || requiredWeeks.includes(week));
  for (let week = student.week; week <= LATEST_WEEK; week++) if (fits(week)) return week;
  return student.week;
}

async function loadStart(db: Db, instanceId: string) {
  const head = await readHead(db, instanceId);
  const stored = head && (await loadInstance(db, instanceId, head));
  if (!stored) throw new Error(`demo class: instance ${instanceId} not stored`);
  const { state, content } = stored;
  const requiredWeeks =
    state.settings.quizRequired === 'none'
      ? []
      : state.settings.quizRequired === 'all'
        ? Array.from({ length: state.totalWeeks }, (_, i) => i + 1)
        : content.scenario.rules.news.requiredWeeks;
  return { state, content, requiredWeeks };
}

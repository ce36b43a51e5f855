// Whether a player can get a job: the things it needs, the experience, the age, and the hours it
// adds to the jobs they keep (a job sharing a working day with one they have replaces it). An
// application meeting them all succeeds, unless the posting is competitive: then a draw from the
// game's seed (the same for every player applying that week) decides, and experience of any work
// raises the chance.
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { itemType, ownsItem } from '../items/selectors';
import { drawsFrom } from '../random/draws';
import type { JobPosting } from './content';
import type { Employment } from './types';

export interface RequirementCheck {
  items: { itemId: string; title: string; met: boolean }[];
  experience: { title: string; weeks: number; done: number; met: boolean }[];
  age: { minimumYears: number; met: boolean };
  /** Hours a week with this job and the jobs kept, against the most allowed. */
  hours: { total: number; maximum: number; met: boolean; reason: string };
  /** The jobs the player has that share a working day with this one: they would leave them. */
  clashes: Employment[];
  /** The player has this job already. */
  alreadyWorking: boolean;
}

export function sharesADay(a: readonly number[], b: readonly number[]): boolean {
  return a.some((day) => b.includes(day));
}

export function checkRequirements(
  state: GameState,
  content: GameContent,
  posting: JobPosting,
): RequirementCheck {
  const rules = content.scenario.rules.jobs;
  const alreadyWorking = state.jobs.current.some((job) => job.id === posting.id);
  const clashes = state.jobs.current.filter(
    (job) => job.id !== posting.id && sharesADay(job.workingDays, posting.workingDays),
  );
  const kept = state.jobs.current.filter((job) => job.id !== posting.id && !clashes.includes(job));
  const total = kept.reduce((sum, job) => sum + job.hoursPerWeek, 0) + posting.hoursPerWeek;
  return {
    items: posting.itemRequirements.map((itemId) => ({
      itemId,
      title: itemType(content, itemId).title,
      met: ownsItem(state, itemId),
    })),
    experience: posting.experienceRequirements.map(({ title, weeks }) => {
      const done = state.jobs.experience[title] ?? 0;
      return { title, weeks, done, met: done >= weeks };
    }),
    age: {
      minimumYears: posting.minimumAgeYears,
      met: state.player.ageYears >= posting.minimumAgeYears,
    },
    hours: {
      total,
      maximum: rules.maxWeeklyHours,
      met: total <= rules.maxWeeklyHours,
      reason: rules.maxWeeklyHoursReason,
    },
    clashes,
    alreadyWorking,
  };
}

function weeksText(weeks: number): string {
  return weeks === 1 ? '1 week' : `${weeks} weeks`;
}

/** Why an application fails its requirements, in the employer's words to the player; null: it meets them. */
export function unmetReason(check: RequirementCheck, content: GameContent): string | null {
  if (check.alreadyWorking) return 'You already work here.';
  if (!check.age.met)
    return `This job is only open to people aged ${check.age.minimumYears} or older.`;
  const missing = check.items.filter((item) => !item.met);
  if (missing.length > 0)
    return `This job needs ${missing.map((item) => item.title.toLowerCase()).join(' and ')}, and you don't have ${missing.length === 1 ? 'it' : 'them'} yet.`;
  const short = check.experience.find((e) => !e.met);
  if (short)
    return `This job needs ${weeksText(short.weeks)} of experience as a ${short.title}; you have ${weeksText(short.done)}.`;
  if (!check.hours.met)
    return `With your other work you would have ${check.hours.total} hours a week, more than the ${check.hours.maximum} you can take on (${content.scenario.rules.jobs.maxWeeklyHoursReason}).`;
  return null;
}

/** All the weeks the player has worked, in any job. */
export function totalExperienceWeeks(state: GameState): number {
  return Object.values(state.jobs.experience).reduce((sum, weeks) => sum + weeks, 0);
}

/** The chance that an application meeting the requirements succeeds. */
export function successChance(state: GameState, content: GameContent, posting: JobPosting): number {
  if (posting.competitiveChance === null) return 1;
  const rules = content.scenario.rules.jobs;
  return Math.min(
    Math.max(posting.competitiveChance, rules.maxCompetitiveChance),
    posting.competitiveChance + rules.experienceBoostPerWeek * totalExperienceWeeks(state),
  );
}

/**
 * The draw for everyone who applied for a posting in a week: the same number for every player of
 * the game, so two players with the same experience get the same answer.
 */
export function applicationDraw(state: GameState, postingId: string, week: number): number {
  return drawsFrom(state.gameSeed, `jobs|${postingId}|${week}`).float();
}

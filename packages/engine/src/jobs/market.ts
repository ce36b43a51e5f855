// A game's job market: which of the scenario's postings are advertised in which weeks. It is drawn
// once per game from the game's seed alone, so every player of a game sees the same postings in
// the same weeks. The postings' opening weeks are spread through the game (the i-th of n postings,
// in an order dealt from pay bands, opens about i/n of the way through its possible weeks, some
// already open when the game begins), so every week has about as many jobs advertised as any
// other; each stays open for the scenario's postingOpenWeeks. Two postings any new player can get
// are advertised from week 1.
import type { GameContent } from '../game/content';
import { drawnPerGame } from '../game/per-game';
import { drawsFrom, shuffled, type Draws } from '../random/draws';
import type { RngState } from '../random/prng';
import type { JobPosting } from './content';

/** The longest game: postings never open after it. */
const MAX_WEEKS = 27;

export interface Advert {
  posting: JobPosting;
  /** The first and last weeks it is advertised. */
  openWeek: number;
  closeWeek: number;
}

export function scenarioPostings(content: GameContent): JobPosting[] {
  const ids = new Set(content.scenario.jobPostingIds);
  return content.jobPostings.filter((posting) => ids.has(posting.id));
}

/** How many postings any player of the scenario can get are advertised from week 1. */
const OPEN_TO_ALL_IN_WEEK_1 = 2;

/**
 * A posting a new player of the scenario can get: nothing to buy, no experience, no contest, and
 * within the hours they may work beside the job they start with (or in its place, when the two
 * share a day).
 */
function openToAll(content: GameContent, posting: JobPosting): boolean {
  const { scenario } = content;
  const owned = scenario.startingItemIds;
  const replacesJob = posting.workingDays.some((day) => scenario.job.workingDays.includes(day));
  const hours = posting.hoursPerWeek + (replacesJob ? 0 : scenario.job.hoursPerWeek);
  return (
    posting.earliestWeek === 1 &&
    posting.itemRequirements.every((id) => owned.includes(id)) &&
    posting.experienceRequirements.length === 0 &&
    posting.competitiveChance === null &&
    hours <= scenario.rules.jobs.maxWeeklyHours
  );
}

/** Pay bands the postings are dealt from, so each part of a game gets some of every band. */
const PAY_BANDS = 4;

/**
 * The postings in the order they open, dealt like the world's events (events/world.ts): sorted by
 * a week's adult pay into bands, each band shuffled by the seed, then taken a band at a time in an
 * order the seed shuffles each round. Every part of a game so gets about as many well-paid jobs as
 * any other, and one game's luck (the best jobs all early, or all late) is close to another's.
 */
function dealByPay(postings: readonly JobPosting[], draws: Draws): JobPosting[] {
  const byPay = [...postings].sort(
    (a, b) =>
      a.adultHourlyRateCents * a.hoursPerWeek - b.adultHourlyRateCents * b.hoursPerWeek ||
      a.id.localeCompare(b.id),
  );
  const bands = Array.from({ length: PAY_BANDS }, (_, band) =>
    shuffled(
      byPay.slice(
        Math.floor((band * byPay.length) / PAY_BANDS),
        Math.floor(((band + 1) * byPay.length) / PAY_BANDS),
      ),
      draws,
    ),
  );
  const order: JobPosting[] = [];
  while (order.length < byPay.length)
    for (const band of shuffled(bands, draws)) {
      const next = band.shift();
      if (next) order.push(next);
    }
  return order;
}

export function drawMarket(content: GameContent, gameSeed: Readonly<RngState>): Advert[] {
  const postings = scenarioPostings(content);
  const span = content.scenario.rules.jobs.postingOpenWeeks;
  const draws = drawsFrom(gameSeed, 'jobs|market');
  const order = dealByPay(postings, draws);
  // A new player finds something to apply for in week 1: the first postings open to anyone in
  // the seed's order are advertised from week 1.
  const starters = order
    .filter((posting) => openToAll(content, posting))
    .slice(0, OPEN_TO_ALL_IN_WEEK_1);
  const rest = order.filter((posting) => !starters.includes(posting));
  const adverts = rest.map((posting, i) => {
    // A posting may already be advertised when the game begins (opened up to span - 1 weeks
    // before week 1), so the first weeks have as many jobs on offer as the others.
    const first = posting.earliestWeek === 1 ? 2 - span : posting.earliestWeek;
    const last = Math.max(first, Math.min(posting.latestWeek, MAX_WEEKS) - span + 1);
    // Its place in the order, plus a little of the seed's jitter, within its own window.
    const at = (i + draws.float()) / rest.length;
    const openWeek = first + Math.min(last - first, Math.floor(at * (last - first + 1)));
    return { posting, openWeek, closeWeek: Math.min(MAX_WEEKS, openWeek + span - 1) };
  });
  for (const posting of starters)
    adverts.push({ posting, openWeek: 1, closeWeek: Math.min(MAX_WEEKS, span) });
  return adverts.sort(
    (a, b) => a.openWeek - b.openWeek || a.posting.id.localeCompare(b.posting.id),
  );
}

/** The game's market, drawn once per process (content does not change while a server runs). */
export const marketOf: (content: GameContent, gameSeed: Readonly<RngState>) => readonly Advert[] =
  drawnPerGame(drawMarket);

/** The postings advertised in a week. */
export function advertsIn(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  week: number,
): Advert[] {
  return marketOf(content, gameSeed).filter((a) => a.openWeek <= week && week <= a.closeWeek);
}

export function postingById(content: GameContent, id: string): JobPosting | undefined {
  return content.jobPostings.find((posting) => posting.id === id);
}

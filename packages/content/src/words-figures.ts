// The words checks' reading of figures (every-word-true.test.ts, offers-do-what-they-say.test.ts):
// the dollar figures of a text, the figures of the world a text may cite beside what the game
// posts, and the rates and statistics that explain a figure by their words.

/**
 * Figures a text may give that are neither what the game posts nor a bill: facts about the world
 * around it, each with its reason.
 */
export const CONTEXT_FIGURES: Record<string, { cents: number; why: string }[]> = {
  'genuine-phone-plan': [{ cents: 4200, why: 'the average medium plan a month (Canstar Blue)' }],
  'genuine-bank-fee-refund': [
    { cents: 50_000, why: "ASIC's unclaimed money: accounts of $500 or more after 7 years" },
  ],
  'story-boots-sale': [{ cents: 15_000, why: 'the price before the sale' }],
  'story-winter-appeal': [{ cents: 200, why: "the ATO's smallest tax-deductible gift" }],
  'story-student-greencard': [
    { cents: 16_000, why: 'the $4 a week saved over a school year of about 40 weeks' },
  ],
  'story-game-sale': [{ cents: 7_900, why: 'the price before the sale' }],
  'story-tax-agent-at-home': [{ cents: 1_820_000, why: 'the tax-free threshold' }],
};

export interface Figure {
  cents: number;
  before: string;
  after: string;
}

/** The dollar figures of a text, in cents: "$7.40" 740, "$2,500" 250000. */
export function figuresOf(text: string): Figure[] {
  return [...text.matchAll(/\$\s?(\d[\d,]*(?:\.\d{1,2})?)/g)].map((m) => ({
    cents: Math.round(Number(m[1]!.replace(/,/g, '')) * 100),
    before: text.slice(Math.max(0, m.index - 12), m.index),
    after: text.slice(m.index + m[0].length, m.index + m[0].length + 12),
  }));
}

/** A rate ("$25 an hour", "4 hours at $18") that makes up what is paid, or a statistic. */
export function explainedByWords(figure: Figure, postedCents: number): boolean {
  const words = figure.after.trimStart().toLowerCase();
  if (/^(million|billion)/.test(words)) return true;
  const isRate =
    /^(an hour|a day|\/hour|per hour|a week|each)/.test(words) ||
    /\d+ hours at $/.test(figure.before);
  return isRate && postedCents > 0 && postedCents % figure.cents === 0;
}

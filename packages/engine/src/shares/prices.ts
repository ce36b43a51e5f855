// A game's share prices: for each company a weekly path of geometric Brownian motion, drawn once
// per game from the game's seed (every player of a game sees the same prices) and revealed only up
// to the current week. Each week's log return is (mu - sigma^2/2) dt + sigma sqrt(dt) Z with
// dt = 1/52 and Z a standard normal from the game's seed (random/market.ts), mu and sigma by the
// company's risk class (PRICE_MODEL). The path starts HISTORY_WEEKS before the game, so a player's
// first look at the market already shows how each company has moved; and in the market news weeks
// (content) one company's price jumps on a piece of news. Model and parameters: decision 017.
import type { GameContent } from '../game/content';
import { drawnPerGame } from '../game/per-game';
import { marketFloat, marketNormal } from '../random/market';
import type { RngState } from '../random/prng';
import type { Company, MarketNewsStory, RiskClass, RiskParameters } from './content';

/** The longest game: prices are drawn up to week 27. */
const MAX_WEEKS = 27;
/** Weeks of prices before week 1 a player sees from the start (weeks -7 to 0). */
export const HISTORY_WEEKS = 8;
const FIRST_WEEK = 1 - HISTORY_WEEKS;
const DT = 1 / 52;

export const PRICE_MODEL: {
  version: number;
  byRisk: Record<RiskClass, RiskParameters>;
  /** A news jump's size by risk class: the price moves by a fraction between low and high. */
  jumps: Record<RiskClass, { low: number; high: number }>;
  /** The chance a news jump is good news. */
  goodNewsChance: number;
} = {
  version: 1,
  byRisk: {
    0: { drift: 0.06, volatility: 0.12 },
    1: { drift: 0.08, volatility: 0.25 },
    2: { drift: 0.1, volatility: 0.5 },
  },
  jumps: {
    0: { low: 0.05, high: 0.1 },
    1: { low: 0.1, high: 0.2 },
    2: { low: 0.2, high: 0.4 },
  },
  goodNewsChance: 0.5,
};

/** One weekly log return of a risk class, from a standard normal draw. */
export function weeklyLogReturn(risk: RiskClass, z: number): number {
  const { drift, volatility } = PRICE_MODEL.byRisk[risk];
  return (drift - (volatility * volatility) / 2) * DT + volatility * Math.sqrt(DT) * z;
}

export function marketCompanies(content: GameContent): Company[] {
  return content.companies.filter((c) => content.scenario.companyCodes.includes(c.code));
}

/** A week's market news: one company, good or bad, and by how much its price jumped on it. */
export interface MarketNews {
  week: number;
  code: string;
  good: boolean;
  /** The jump as a fraction of the price (0.25: up 25% or down 25%), on top of the week's move. */
  jump: number;
  story: MarketNewsStory;
}

/** The game's market news, one a news week, each about a different company. */
export const marketNewsOfGame = drawnPerGame((content, gameSeed): MarketNews[] => {
  const pool = marketCompanies(content);
  const news: MarketNews[] = [];
  for (const week of content.marketNews.weeks) {
    if (pool.length === 0) break;
    const pick = (label: string, n: number) =>
      Math.floor(marketFloat(gameSeed, `shares|news|${label}`, week) * n);
    const [company] = pool.splice(pick('company', pool.length), 1);
    const good = marketFloat(gameSeed, 'shares|news|good', week) < PRICE_MODEL.goodNewsChance;
    const { low, high } = PRICE_MODEL.jumps[company!.risk];
    const jump = low + (high - low) * marketFloat(gameSeed, 'shares|news|size', week);
    const stories = good ? content.marketNews.good : content.marketNews.bad;
    news.push({
      week,
      code: company!.code,
      good,
      jump,
      story: stories[pick(good ? 'good' : 'bad', stories.length)]!,
    });
  }
  return news;
});

const pathsOfGame = drawnPerGame((content, gameSeed): Map<string, number[]> => {
  const news = marketNewsOfGame(content, gameSeed);
  const paths = new Map<string, number[]>();
  for (const company of marketCompanies(content)) {
    const step = (week: number) => {
      let r = weeklyLogReturn(company.risk, marketNormal(gameSeed, `shares|${company.code}`, week));
      const jump = news.find((n) => n.week === week && n.code === company.code);
      if (jump) r += Math.log(jump.good ? 1 + jump.jump : 1 - jump.jump);
      return r;
    };
    // Week 1 is the company's starting price; the weeks before it are walked back from there.
    const logs = new Map<number, number>([[1, Math.log(company.startPriceCents)]]);
    for (let week = 0; week >= FIRST_WEEK; week--)
      logs.set(week, logs.get(week + 1)! - step(week + 1));
    for (let week = 2; week <= MAX_WEEKS; week++) logs.set(week, logs.get(week - 1)! + step(week));
    const path: number[] = [];
    // Never below a cent: a company's shares can fall a long way but are not given away.
    for (let week = FIRST_WEEK; week <= MAX_WEEKS; week++)
      path.push(Math.max(1, Math.round(Math.exp(logs.get(week)!))));
    paths.set(company.code, path);
  }
  return paths;
});

function pathOf(content: GameContent, gameSeed: Readonly<RngState>, code: string): number[] {
  const path = pathsOfGame(content, gameSeed).get(code);
  if (!path) throw new Error(`no company ${code} in the market`);
  return path;
}

const clampWeek = (week: number) => Math.min(MAX_WEEKS, Math.max(1, week));

/** A company's price in a week of the game (week 1: its starting price). */
export function priceIn(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  code: string,
  week: number,
): number {
  return pathOf(content, gameSeed, code)[clampWeek(week) - FIRST_WEEK]!;
}

export interface WeekPrice {
  /** The game week; 0 and below are the weeks before the game. */
  week: number;
  cents: number;
}

/** The prices from HISTORY_WEEKS before the game up to `week`, never beyond: what a player sees. */
export function pricesTo(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  code: string,
  week: number,
): WeekPrice[] {
  return pathOf(content, gameSeed, code)
    .slice(0, clampWeek(week) - FIRST_WEEK + 1)
    .map((cents, i) => ({ week: FIRST_WEEK + i, cents }));
}

/** The market news of the weeks up to `week`, never a later week's, newest first. */
export function marketNewsTo(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  week: number,
): MarketNews[] {
  return marketNewsOfGame(content, gameSeed)
    .filter((n) => n.week <= week)
    .reverse();
}

/** A piece of market news in words: the story with the company's name and how its price moved. */
export function marketNewsText(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  news: MarketNews,
): { headline: string; text: string } {
  const company = marketCompanies(content).find((c) => c.code === news.code)!;
  const name = (s: string) => s.replaceAll('{company}', company.title);
  const before = priceIn(content, gameSeed, news.code, news.week - 1);
  const after = priceIn(content, gameSeed, news.code, news.week);
  const percent = Math.round((Math.abs(after - before) / before) * 100);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const move =
    after === before
      ? `Its shares ended the week where they started, at ${dollars(after)}.`
      : `Its shares ${after > before ? 'rose' : 'fell'} ${percent}% this week, from ${dollars(before)} to ${dollars(after)}.`;
  return { headline: name(news.story.headline), text: `${name(news.story.text)} ${move}` };
}

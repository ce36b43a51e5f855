// A game's share prices: for each company a weekly path of geometric Brownian motion, drawn once
// per game from the game's seed (every player of a game sees the same prices) and revealed only up
// to the current week. Each week's log return is (mu - sigma^2/2) dt + sigma sqrt(dt) Z with
// dt = 1/52 and Z a standard normal from the game's seed (random/market.ts), mu and sigma by the
// company's risk class (PRICE_MODEL). Model version and parameters: decision 017.
import type { GameContent } from '../game/content';
import { drawnPerGame } from '../game/per-game';
import { marketNormal } from '../random/market';
import type { RngState } from '../random/prng';
import type { Company, RiskClass, RiskParameters } from './content';

/** The longest game: prices are drawn for weeks 1 to 27 (week 1 is the starting price). */
const MAX_WEEKS = 27;
const DT = 1 / 52;

export const PRICE_MODEL: { version: number; byRisk: Record<RiskClass, RiskParameters> } = {
  version: 1,
  byRisk: {
    0: { drift: 0.06, volatility: 0.12 },
    1: { drift: 0.08, volatility: 0.25 },
    2: { drift: 0.1, volatility: 0.5 },
  },
};

/** One weekly log return of a risk class, from a standard normal draw. */
export function weeklyLogReturn(risk: RiskClass, z: number): number {
  const { drift, volatility } = PRICE_MODEL.byRisk[risk];
  return (drift - (volatility * volatility) / 2) * DT + volatility * Math.sqrt(DT) * z;
}

export function marketCompanies(content: GameContent): Company[] {
  return content.companies.filter((c) => content.scenario.companyCodes.includes(c.code));
}

const pathsOfGame = drawnPerGame((content, gameSeed): Map<string, number[]> => {
  const paths = new Map<string, number[]>();
  for (const company of marketCompanies(content)) {
    const path = [company.startPriceCents];
    let log = Math.log(company.startPriceCents);
    for (let week = 2; week <= MAX_WEEKS; week++) {
      log += weeklyLogReturn(company.risk, marketNormal(gameSeed, `shares|${company.code}`, week));
      // Never below a cent: a company's shares can fall a long way but are not given away.
      path.push(Math.max(1, Math.round(Math.exp(log))));
    }
    paths.set(company.code, path);
  }
  return paths;
});

/** A company's price in a week of the game (week 1: its starting price). */
export function priceIn(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  code: string,
  week: number,
): number {
  const path = pathsOfGame(content, gameSeed).get(code);
  if (!path) throw new Error(`no company ${code} in the market`);
  return path[Math.min(MAX_WEEKS, Math.max(1, week)) - 1]!;
}

/** The prices from week 1 up to `week`, never beyond: what a player may see. */
export function pricesTo(
  content: GameContent,
  gameSeed: Readonly<RngState>,
  code: string,
  week: number,
): number[] {
  const path = pathsOfGame(content, gameSeed).get(code);
  if (!path) throw new Error(`no company ${code} in the market`);
  return path.slice(0, Math.min(MAX_WEEKS, Math.max(1, week)));
}

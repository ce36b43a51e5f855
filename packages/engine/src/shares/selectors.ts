import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { balanceOf } from '../ledger/ledger';
import type { Company } from './content';
import { marketCompanies, marketNewsText, marketNewsTo, pricesTo, type WeekPrice } from './prices';
import { BROKERAGE_RATE } from './trade';
import { shareKey } from './types';

export interface ShareView {
  company: Company;
  /** Prices from before the game to this week (never a later week's). */
  prices: WeekPrice[];
  /** The company's news this week, if it has any. */
  news: { headline: string; text: string; good: boolean } | null;
  ownedShares: number;
  valueCents: number;
  costCents: number;
  realisedCents: number;
  brokerageRate: number;
}

/** The market as this player sees it, sorted by risk (low first), then code. */
export function selectShares(state: GameState, content: GameContent): ShareView[] {
  const news = marketNewsTo(content, state.gameSeed, state.week).filter(
    (n) => n.week === state.week,
  );
  const newsOf = (code: string) => {
    const item = news.find((n) => n.code === code);
    return item ? { ...marketNewsText(content, state.gameSeed, item), good: item.good } : null;
  };
  return marketCompanies(content)
    .map((company) => {
      const holding = state.shares.holdings.find((h) => h.code === company.code);
      return {
        company,
        prices: pricesTo(content, state.gameSeed, company.code, state.week),
        news: newsOf(company.code),
        ownedShares: holding?.shares ?? 0,
        valueCents: balanceOf(state.ledger, shareKey(company.code)),
        costCents: holding?.costCents ?? 0,
        realisedCents: state.shares.realisedCents[company.code] ?? 0,
        brokerageRate: BROKERAGE_RATE,
      };
    })
    .sort(
      (a, b) => a.company.risk - b.company.risk || a.company.code.localeCompare(b.company.code),
    );
}

// Shares: a market of fictional companies whose prices every player of a game shares (prices.ts),
// bought and sold with brokerage (trade.ts), holdings worth this week's price in the net position,
// dividends twice a year.
import { command, defineModule } from '../game/module';
import { balanceOf } from '../ledger/ledger';
import { marketCompanies } from './prices';
import {
  buyShares,
  heldShares,
  payDividends,
  revalueHoldings,
  SHARE_REJECTIONS,
  sellShares,
} from './trade';
import { isShareKey, shareKey, type SharesState } from './types';

type SharesEvent =
  | { type: 'sharesBought'; code: string; count: number }
  | { type: 'sharesSold'; code: string; count: number };

export const sharesModule = defineModule<SharesEvent>()({
  key: 'shares',
  initial: (): SharesState => ({ holdings: [], realisedCents: {} }),
  commands: { buyShares: command(buyShares), sellShares: command(sellShares) },
  rejections: SHARE_REJECTIONS,
  openWeek: { revalue: revalueHoldings, dividends: payDividends },
  apps: { Shares: { updateCount: () => 0 } },
  reportRows: (state) =>
    state.shares.holdings.map((h) => ({
      title: `${h.code}: ${h.shares} shares`,
      category: 'Shares' as const,
      balanceCents: balanceOf(state.ledger, shareKey(h.code)),
    })),
  invariants(state) {
    const problems: string[] = [];
    const held = new Set(state.shares.holdings.map((h) => shareKey(h.code)));
    for (const h of state.shares.holdings) {
      if (!Number.isSafeInteger(h.shares) || h.shares < 1)
        problems.push(`${h.code}: ${h.shares} shares`);
      if (balanceOf(state.ledger, shareKey(h.code)) < 0) problems.push(`${h.code} worth < 0`);
    }
    if (held.size !== state.shares.holdings.length) problems.push('a company held twice');
    for (const [key, balance] of Object.entries(state.ledger.balances))
      if (isShareKey(key) && balance !== 0 && !held.has(key))
        problems.push(`${key} holds ${balance} with no shares`);
    return problems;
  },
  random: [
    {
      weight: 1,
      next: (player, state, content) => {
        const company = player.pick(marketCompanies(content));
        if (!company) return undefined;
        const held = heldShares(state, company.code);
        const sell = held > 0 && player.chance(0.4);
        return {
          type: sell ? 'sellShares' : 'buyShares',
          code: player.chance(0.05) ? 'NOPE' : company.code,
          count: player.chance(0.1)
            ? player.pick([0, -3, 1.5, 100_000])!
            : 1 + player.int(sell ? held : 20),
          accountId: player.anyAccountId(state),
        };
      },
    },
  ],
});

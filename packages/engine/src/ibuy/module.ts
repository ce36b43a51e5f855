// iBuy: an auction market of second-hand lots the same for every player of a game (lots.ts), bids
// held from the player's money until a lot closes (bids.ts), buy-now, and selling what the player
// owns (sales.ts), each answered by e-mail.
import { command, defineModule } from '../game/module';
import { publicId } from '../game/ids';
import { balanceOf } from '../ledger/ledger';
import { BID_REJECTIONS, buyNow, cancelBid, currentBidCents, placeBid, settleBids } from './bids';
import { lotsOpenIn } from './lots';
import { renderIBuyMessage, type IBuyMessageSource } from './messages';
import { cancelSale, listForSale, SALE_REJECTIONS, settleSales } from './sales';
import { holdKey, isHoldKey, type IBuyState } from './types';
import { PURCHASE_REJECTIONS } from '../items/buy';
import { itemKey } from '../items/value';
import type { GameState } from '../game/state';
import type { ProgressRow } from '../progress/rows';
import { CASH_TITLE } from '../game/money-accounts';

type IBuyEvent =
  | { type: 'bidPlaced'; bidId: string }
  | { type: 'bidCancelled'; bidId: string }
  | { type: 'itemBought'; itemInstanceId: string }
  | { type: 'itemListed'; saleId: string }
  | { type: 'saleCancelled'; saleId: string };

/**
 * The money held for live bids, one row per place it came from and under that place's category
 * (cash is Cash, not a bank account), titled like a bank account's interest row: "Everyday: held
 * for iBuy bids".
 */
function heldRows(state: GameState): ProgressRow[] {
  const bySource = new Map<number, number>();
  for (const bid of state.ibuy.bids)
    bySource.set(bid.sourceId, (bySource.get(bid.sourceId) ?? 0) + bid.amountCents);
  return [...bySource]
    .filter(([, held]) => held > 0)
    .map(([sourceId, held]) => {
      const cash = sourceId === state.cashbox.accountId;
      const account = state.banking.accounts.find((a) => a.id === sourceId);
      const from = cash ? CASH_TITLE : (account?.title ?? 'Bank account');
      return {
        title: `${from}: held for iBuy bids`,
        category: cash ? ('Cashbox' as const) : ('BankAccountTransactions' as const),
        balanceCents: held,
      };
    });
}

export const ibuyModule = defineModule<IBuyEvent>()({
  key: 'ibuy',
  initial: (): IBuyState => ({ bids: [], lots: [], sales: [] }),
  commands: {
    placeBid: command(placeBid),
    cancelBid: command(cancelBid),
    buyNow: command(buyNow),
    listForSale: command(listForSale),
    cancelSale: command(cancelSale),
  },
  rejections: [...BID_REJECTIONS, ...SALE_REJECTIONS, ...PURCHASE_REJECTIONS],
  endOfWeek: { bids: settleBids, sales: settleSales },
  apps: {
    // The player's bids on lots that close this week: a reminder before the hammer falls.
    iBuy: {
      updateCount: (state, content) => {
        if (state.ibuy.bids.length === 0) return 0;
        const closing = new Set(
          lotsOpenIn(content, state.gameSeed, state.week, state.totalWeeks)
            .filter((lot) => lot.closeWeek === state.week)
            .map((lot) => lot.id),
        );
        return state.ibuy.bids.filter((bid) => closing.has(bid.lotId)).length;
      },
    },
  },
  reportRows: (state) => heldRows(state),
  ids: (state) => [...state.ibuy.bids.map((b) => b.id), ...state.ibuy.sales.map((s) => s.id)],
  invariants(state) {
    const problems: string[] = [];
    const bidKeys = new Set(state.ibuy.bids.map((bid) => holdKey(bid.id)));
    const lots = new Set<string>();
    for (const bid of state.ibuy.bids) {
      if (balanceOf(state.ledger, holdKey(bid.id)) !== bid.amountCents)
        problems.push(
          `bid ${bid.id} holds ${balanceOf(state.ledger, holdKey(bid.id))}, not ${bid.amountCents}`,
        );
      if (lots.has(bid.lotId)) problems.push(`two bids on ${bid.lotId}`);
      lots.add(bid.lotId);
      if (state.ibuy.lots.find((l) => l.lotId === bid.lotId)?.boughtWeek != null)
        problems.push(`a bid on ${bid.lotId}, already bought`);
    }
    for (const [key, balance] of Object.entries(state.ledger.balances))
      if (isHoldKey(key) && balance !== 0 && !bidKeys.has(key))
        problems.push(`${key} holds ${balance} for no bid`);
    const listed = new Set<number>();
    for (const sale of state.ibuy.sales) {
      if (!state.items.owned.some((o) => o.id === sale.itemInstanceId))
        problems.push(`sale ${sale.id} of a thing not owned`);
      if (listed.has(sale.itemInstanceId)) problems.push(`${sale.itemInstanceId} listed twice`);
      listed.add(sale.itemInstanceId);
      if (sale.priceCents < 100 || sale.priceCents > 10_000_000)
        problems.push(`sale ${sale.id} at ${sale.priceCents}`);
    }
    return problems;
  },
  messages: {
    ibuy: (state, _content, message, source: IBuyMessageSource) =>
      renderIBuyMessage(source, state.player.name, message.week),
  },
  random: [
    {
      weight: 1.5,
      next: (player, state, content) => {
        const lot = player.pick(lotsOpenIn(content, state.gameSeed, state.week, state.totalWeeks));
        if (!lot) return undefined;
        const current = currentBidCents(state, lot);
        const amountCents = player.chance(0.7)
          ? current + 500 + player.int(Math.max(1, lot.buyNowCents - current))
          : player.amount(current + 2_000);
        return player.chance(0.25)
          ? { type: 'buyNow', lotId: lot.id, fromAccountId: player.anyAccountId(state) }
          : {
              type: 'placeBid',
              lotId: lot.id,
              fromAccountId: player.anyAccountId(state),
              amountCents,
            };
      },
    },
    {
      weight: 0.3,
      next: (player, state) => {
        const bid = player.pick(state.ibuy.bids);
        return (
          bid && { type: 'cancelBid', bidId: player.chance(0.1) ? 'nope' : publicId(state, bid.id) }
        );
      },
    },
    {
      weight: 0.8,
      next: (player, state) => {
        const item = player.pick(state.items.owned);
        if (!item) return undefined;
        const value = balanceOf(state.ledger, itemKey(item.id));
        const priceCents = player.chance(0.8)
          ? Math.round(value * (0.5 + player.float() * 1.2))
          : player.pick([0, -100, 10_000_001, 150])!;
        return { type: 'listForSale', itemInstanceId: publicId(state, item.id), priceCents };
      },
    },
    {
      weight: 0.2,
      next: (player, state) => {
        const sale = player.pick(state.ibuy.sales);
        return sale && { type: 'cancelSale', saleId: publicId(state, sale.id) };
      },
    },
  ],
});

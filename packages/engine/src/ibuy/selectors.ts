import { IBUY_LIMITS } from '@mc/contract/apps/items';
import type { GameContent } from '../game/content';
import { publicId } from '../game/ids';
import { moneyAccount } from '../game/money-accounts';
import type { GameState } from '../game/state';
import type { OwnedItem } from '../items/types';
import { itemValueCents } from '../items/value';
import { activeBid, currentBidCents, lotState } from './bids';
import { lotById, lotsOpenIn, othersBidsIn, type Lot } from './lots';
import type { Bid, Sale } from './types';

export interface LotView {
  lot: Lot;
  currentBidCents: number;
  numberOfBids: number;
  soldOut: boolean;
  userBidding: boolean;
  minimumBidCents: number;
  suggestedBidCents: number;
}

function lotView(state: GameState, lot: Lot): LotView {
  const current = currentBidCents(state, lot);
  const own = lotState(state, lot.id);
  const bid = activeBid(state, lot.id);
  return {
    lot,
    currentBidCents: bid ? Math.max(current, bid.amountCents) : current,
    numberOfBids: othersBidsIn(lot, state.week).count + (own?.extraBids ?? 0) + (bid ? 1 : 0),
    soldOut: own?.boughtWeek != null,
    userBidding: bid !== undefined,
    minimumBidCents: current + IBUY_LIMITS.minBidIncrementDollars * 100,
    suggestedBidCents: current + IBUY_LIMITS.defaultBidIncrementDollars * 100,
  };
}

/** This week's lots, as this player sees them. */
export function selectLots(state: GameState, content: GameContent): LotView[] {
  return lotsOpenIn(content, state.gameSeed, state.week, state.totalWeeks).map((lot) =>
    lotView(state, lot),
  );
}

export interface BidView {
  bid: Bid;
  /** Its iBuyGameItemBidID. */
  bidId: string;
  lot: Lot;
  sourceTitle: string;
}

export function selectBids(state: GameState, content: GameContent): BidView[] {
  return state.ibuy.bids.map((bid) => ({
    bid,
    bidId: publicId(state, bid.id),
    lot: lotById(content, state.gameSeed, bid.lotId)!,
    sourceTitle: moneyAccount(state, bid.sourceId)?.title ?? 'your account',
  }));
}

export interface SaleView {
  sale: Sale;
  /** Its iBuyItemForSaleID, and the thing's ItemInstanceID. */
  saleId: string;
  itemInstanceId: string;
  item: OwnedItem;
  valueCents: number;
}

export function selectSales(state: GameState): SaleView[] {
  return state.ibuy.sales.flatMap((sale) => {
    const item = state.items.owned.find((o) => o.id === sale.itemInstanceId);
    return item
      ? [
          {
            sale,
            saleId: publicId(state, sale.id),
            itemInstanceId: publicId(state, item.id),
            item,
            valueCents: itemValueCents(state, item),
          },
        ]
      : [];
  });
}

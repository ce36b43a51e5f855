// Bidding on iBuy: a bid of at least the current bid plus $5 is held (moved into a ledger account
// of its own) from cash or a bank account until the lot closes. At the end of each week the other
// bidders answer: a bid under the keenest one's limit is outbid (the held money goes back,
// by e-mail that says only that someone bid more, never how far they would go), a bid above it leads, and at the lot's close the leading bid wins (the held money
// pays the seller and the thing joins My Stuff). Buy-now pays the lot's price at once.
import { IBUY_LIMITS, ITEM_MESSAGES } from '@mc/contract/apps/items';
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { bidProblem } from '@mc/contract/money-rules';
import { deliver } from '../communications/deliver';
import { publicId, refOf } from '../game/ids';
import {
  defaultIncomingAccount,
  isEverydayMoney,
  moneyAccount,
  resolveMoneyAccount,
  spendable,
} from '../game/money-accounts';
import { reject, rejectProblem, type Rejection } from '../game/result';
import { emit, issueId, moveMoney, update, type Tx } from '../game/tx';
import { buyItem, purchaseProblem } from '../items/buy';
import { acquireItem } from '../items/value';
import { WORLD } from '../ledger/ledger';
import type { GameState } from '../game/state';
import { lotById, lotsOpenIn, othersBidsIn, type Lot } from './lots';
import { holdKey, type Bid, type LotState } from './types';

const BID_CODES = {
  [MONEY_MESSAGES.selectAccount]: 'ibuy/select-account',
  [MONEY_MESSAGES.selectedAccountFunds]: 'ibuy/insufficient-funds',
  [MONEY_MESSAGES.enterAmount]: 'ibuy/bid-too-low',
  [ITEM_MESSAGES.bidTooLow]: 'ibuy/bid-too-low',
  [ITEM_MESSAGES.maxBid]: 'ibuy/bid-too-high',
} as const;

export const BID_REJECTIONS = [
  'ibuy/lot-closed',
  'ibuy/sold-out',
  'ibuy/already-bidding',
  'ibuy/no-such-bid',
  'ibuy/bid-from-card',
  'ibuy/select-account',
  'ibuy/insufficient-funds',
  'ibuy/bid-too-low',
  'ibuy/bid-too-high',
] as const;

export function lotState(state: GameState, lotId: string): LotState | undefined {
  return state.ibuy.lots.find((l) => l.lotId === lotId);
}

export function activeBid(state: GameState, lotId: string): Bid | undefined {
  return state.ibuy.bids.find((b) => b.lotId === lotId);
}

/** The lot's current bid as this player sees it: the others' and their answers to the player. */
export function currentBidCents(state: GameState, lot: Lot): number {
  return Math.max(
    othersBidsIn(lot, state.week).currentCents,
    lotState(state, lot.id)?.currentBidCents ?? 0,
  );
}

/** A lot open this week that the player may still bid on or buy, or why not. */
function openLot(tx: Tx, lotId: string): Lot | Rejection {
  const lot = lotsOpenIn(tx.content, tx.state.gameSeed, tx.state.week, tx.state.totalWeeks).find(
    (l) => l.id === lotId,
  );
  if (!lot) return reject('ibuy/lot-closed', ITEM_MESSAGES.lotClosed);
  if (lotState(tx.state, lot.id)?.boughtWeek != null)
    return reject('ibuy/sold-out', ITEM_MESSAGES.soldOut);
  if (activeBid(tx.state, lot.id))
    return reject('ibuy/already-bidding', ITEM_MESSAGES.alreadyBidding);
  return lot;
}

function setLot(tx: Tx, lotId: string, change: (lot: LotState) => LotState): void {
  update(tx, 'ibuy', (slice) => {
    const existing = slice.lots.find((l) => l.lotId === lotId) ?? {
      lotId,
      currentBidCents: 0,
      extraBids: 0,
      boughtWeek: null,
    };
    return {
      ...slice,
      lots: [...slice.lots.filter((l) => l.lotId !== lotId), change(existing)],
    };
  });
}

export interface PlaceBidCommand {
  lotId: string;
  fromAccountId: string | null;
  amountCents: number;
}

export function placeBid(
  tx: Tx,
  { lotId, fromAccountId, amountCents }: PlaceBidCommand,
): Rejection | void {
  const lot = openLot(tx, lotId);
  if ('ok' in lot) return lot;
  const source = resolveMoneyAccount(tx.state, fromAccountId);
  if (source?.kind === 'card' || (source?.kind === 'bank' && !isEverydayMoney(source)))
    return reject('ibuy/bid-from-card', ITEM_MESSAGES.bidFromCardOrInvestment);
  const problem = bidProblem({
    sourceChosen: source !== undefined,
    bidCents: amountCents,
    currentBidCents: currentBidCents(tx.state, lot),
    availableCents: source ? spendable(tx.state, source) : 0,
  });
  if (problem || !source)
    return rejectProblem(
      problem ?? { message: MONEY_MESSAGES.selectAccount },
      BID_CODES,
      'ibuy/select-account',
    );
  const bid: Bid = {
    id: issueId(tx),
    lotId,
    amountCents,
    sourceId: source.id,
    week: tx.state.week,
  };
  moveMoney(tx, `iBuy bid held: ${lot.type.title}`, source.key, holdKey(bid.id), amountCents);
  update(tx, 'ibuy', (slice) => ({ ...slice, bids: [...slice.bids, bid] }));
  emit(tx, { type: 'bidPlaced', bidId: publicId(tx.state, bid.id) });
}

/** Gives a bid's held money back to where it came from (or where money lands, if that closed). */
function release(tx: Tx, bid: Bid, title: string): string {
  const to = moneyAccount(tx.state, bid.sourceId) ?? defaultIncomingAccount(tx.state);
  moveMoney(tx, `iBuy bid released: ${title}`, holdKey(bid.id), to.key, bid.amountCents);
  update(tx, 'ibuy', (slice) => ({ ...slice, bids: slice.bids.filter((b) => b.id !== bid.id) }));
  return to.title;
}

export function cancelBid(tx: Tx, { bidId }: { bidId: string }): Rejection | void {
  const id = refOf(tx.state, bidId);
  const bid = tx.state.ibuy.bids.find((b) => b.id === id);
  if (!bid) return reject('ibuy/no-such-bid', ITEM_MESSAGES.noSuchBid);
  const lot = lotById(tx.content, tx.state.gameSeed, bid.lotId)!;
  release(tx, bid, lot.type.title);
  emit(tx, { type: 'bidCancelled', bidId });
}

export interface BuyNowCommand {
  lotId: string;
  fromAccountId: string | null;
}

export function buyNow(tx: Tx, { lotId, fromAccountId }: BuyNowCommand): Rejection | void {
  const lot = openLot(tx, lotId);
  if ('ok' in lot) return lot;
  const purchase = {
    type: lot.type,
    priceCents: lot.buyNowCents,
    valueCents: lot.valueCents,
    fromAccountId,
    sellerKey: WORLD.market,
    description: `iBuy: ${lot.type.title} (buy now)`,
  };
  const problem = purchaseProblem(tx, purchase);
  if (problem) return problem;
  const item = buyItem(tx, purchase);
  setLot(tx, lot.id, (l) => ({ ...l, boughtWeek: tx.state.week }));
  emit(tx, { type: 'itemBought', itemInstanceId: publicId(tx.state, item.id) });
}

/**
 * End of week: the other bidders answer each live bid. Under the keenest one's limit, it is outbid
 * (the lot's bid shows $5 more than the player's, whatever their limit, so neither the lot nor the
 * e-mail gives the limit away) and its money goes back; at or above it, it leads (a tie
 * goes to the earlier bid, as on auction sites), and in the lot's closing week it wins.
 */
export function settleBids(tx: Tx): void {
  const { week } = tx.state;
  for (const bid of [...tx.state.ibuy.bids]) {
    const lot = lotById(tx.content, tx.state.gameSeed, bid.lotId)!;
    const title = lot.type.title;
    if (bid.amountCents < lot.competitorMaxCents) {
      const answer = bid.amountCents + IBUY_LIMITS.minBidIncrementDollars * 100;
      const accountTitle = release(tx, bid, title);
      setLot(tx, lot.id, (l) => ({
        ...l,
        currentBidCents: Math.max(l.currentBidCents, answer),
        extraBids: l.extraBids + 2,
      }));
      deliver(tx, {
        type: 'EmailInstance',
        source: {
          kind: 'ibuy',
          event: 'outbid',
          title,
          amountCents: bid.amountCents,
          closeWeek: lot.closeWeek,
          accountTitle,
        },
      });
    } else if (week >= lot.closeWeek) {
      acquireItem(tx, lot.type, lot.valueCents, `iBuy: won ${title}`, {
        fromKey: holdKey(bid.id),
        toKey: WORLD.market,
        amountCents: bid.amountCents,
      });
      update(tx, 'ibuy', (slice) => ({
        ...slice,
        bids: slice.bids.filter((b) => b.id !== bid.id),
      }));
      setLot(tx, lot.id, (l) => ({ ...l, extraBids: l.extraBids + 1, boughtWeek: week }));
      deliver(tx, {
        type: 'EmailInstance',
        source: { kind: 'ibuy', event: 'won', title, amountCents: bid.amountCents },
      });
    }
  }
}

// Offers in Email and Messages, some of them scams following real Australian patterns. Accepting
// a genuine offer pays or costs what it says, and changes the bill it says it changes (a cheaper
// plan from next week); accepting a scam costs the player what the scammers can take (bank
// accounts first, then the card, then cash); declining costs nothing. The outcome explains what
// happened and, for scams, the red flags.
import { changeBill } from '../bills/issue';
import { changeSpending } from '../everyday/spend';
import { deliver } from '../communications/deliver';
import type { Communication } from '../communications/types';
import type { OfferDetails } from '../game/content';
import {
  defaultIncomingAccount,
  everydaySources,
  moneyAccount,
  spend,
  spendable,
} from '../game/money-accounts';
import { reject, type Rejection } from '../game/result';
import { appendItem, moveMoney, replaceItem, type Tx } from '../game/tx';
import { WORLD } from '../ledger/ledger';
import { worldWeek } from './world';

/** Open-week step: the world's offer of the week, if it has one (the game's seed: world.ts). */
export function rollOffer(tx: Tx): void {
  const { offer } = worldWeek(tx.content, tx.state.gameSeed, tx.state.week);
  // A game begun before the world was drawn from the game's seed may have had it already.
  if (!offer || tx.state.events.usedOfferIds.includes(offer.id)) return;
  deliverOffer(tx, offer);
}

/** An offer arrives: in Email or Messages, to accept or decline. */
export function deliverOffer(tx: Tx, offer: OfferDetails): void {
  appendItem(tx, 'events', 'usedOfferIds', offer.id);
  deliver(tx, {
    type: offer.channel === 'email' ? 'EmailInstance' : 'TextMessageInstance',
    source: { kind: 'offer', offerId: offer.id, movedCents: 0 },
    actionable: true,
  });
}

/**
 * Week step: offers left unanswered for their lifetime are cancelled. A final notice's plan or
 * hardship offer stays open until its pay-by week instead (bills/week-step.ts closes it).
 */
export function cancelStaleOffers(tx: Tx): void {
  const lifetime = tx.content.scenario.rules.offerLifetimeWeeks;
  const week = tx.state.week;
  const stale = (c: Communication) =>
    c.action &&
    !c.action.actioned &&
    !c.action.cancelled &&
    c.source.kind !== 'debtOption' &&
    week >= c.week + lifetime - 1;
  for (const c of tx.state.communications.list) {
    if (!stale(c) || !c.action) continue;
    const action = { ...c.action, cancelled: true };
    replaceItem(tx, 'communications', 'list', c.id, (old) => ({ ...old, action }));
  }
}

/** Applies an accepted offer: its money, then its bill change; the cents moved, or a rejection. */
export function acceptOffer(tx: Tx, offer: OfferDetails): number | Rejection {
  const moved = acceptOfferMoney(tx, offer);
  if (typeof moved !== 'number') return moved;
  if (offer.acceptBillChange) {
    changeBill(tx, offer.acceptBillChange);
    changeSpending(tx, offer.acceptBillChange);
  }
  return moved;
}

/** Applies an accepted offer's money; returns the cents moved, or a rejection. */
function acceptOfferMoney(tx: Tx, offer: OfferDetails): number | Rejection {
  const amount = offer.acceptAmountCents;
  if (amount > 0) {
    moveMoney(tx, offer.subject, WORLD.offers, defaultIncomingAccount(tx.state).key, amount);
    return amount;
  }
  if (amount === 0) return 0;
  const cost = -amount;
  if (offer.isScam) return takeByScammers(tx, offer, cost);
  const payer = everydaySources(tx.state, false).find(
    (source) => spendable(tx.state, source) >= cost,
  );
  if (!payer)
    return reject(
      'comms/insufficient-funds',
      "Error: you don't have enough money to accept this offer.",
    );
  spend(tx, payer, WORLD.offers, cost, offer.subject);
  return -cost;
}

function takeByScammers(tx: Tx, offer: OfferDetails, cost: number): number {
  let taken = 0;
  for (const { id } of everydaySources(tx.state, true)) {
    const source = moneyAccount(tx.state, id)!;
    const take = Math.min(cost - taken, Math.max(0, spendable(tx.state, source)));
    if (take > 0) spend(tx, source, WORLD.scammers, take, `Scam: ${offer.subject}`);
    taken += take;
    if (taken >= cost) break;
  }
  return -taken;
}

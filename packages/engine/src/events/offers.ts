// Offers in Email and Messages, some of them scams following real Australian patterns. Accepting
// a genuine offer pays or costs what it says, changes the bill it says it changes (a cheaper
// plan from next week) and brings the thing it sells into My Stuff; accepting a scam costs the
// player what the scammers can take from where that scam takes (scamSources), which the outcome's
// words then tell; declining costs nothing. The outcome explains what happened and, for scams,
// the red flags.
import { payShift } from '../income/shifts';
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
import { itemType } from '../items/selectors';
import { acquireItem } from '../items/value';
import type { MoneyAccount } from '../game/money-accounts';
import { canReach } from './reach';
import { worldWeek } from './world';

/** Open-week step: the world's offer of the week, if it has one (the game's seed: world.ts). */
export function rollOffer(tx: Tx): void {
  const { offer } = worldWeek(tx.content, tx.state.gameSeed, tx.state.week);
  // A game begun before the world was drawn from the game's seed may have had it already.
  if (!offer || tx.state.events.usedOfferIds.includes(offer.id)) return;
  // An offer about a thing the player lacks, or a scam with nothing it could take, passes them by.
  if (canReach(tx.state, offer)) deliverOffer(tx, offer);
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
  // A thing bought joins My Stuff, worth what was paid for it (a fair second-hand price).
  if (offer.acceptItemId) {
    const type = itemType(tx.content, offer.acceptItemId);
    acquireItem(tx, type, Math.abs(moved), offer.subject);
  }
  return moved;
}

/** Applies an accepted offer's money; returns the cents moved, or a rejection. */
function acceptOfferMoney(tx: Tx, offer: OfferDetails): number | Rejection {
  if (offer.work?.kind === 'shift') return payShift(tx, offer.work);
  const amount = offer.acceptAmountCents;
  if (amount > 0) {
    // An odd job's cash is pay from a household; any other offer's money is the offer's.
    const from = offer.work?.kind === 'odd job' ? WORLD.oddJobs : WORLD.offers;
    moveMoney(tx, offer.subject, from, defaultIncomingAccount(tx.state).key, amount);
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

/**
 * Where a scam can take from, in order: a log-in or a transfer, the bank accounts; stolen card
 * details, the credit card (a purchase on it) if the player has one, else the transaction
 * accounts' debit cards; a gift card, any money (bank accounts, the card, cash).
 */
function scamSources(tx: Tx, offer: OfferDetails): MoneyAccount[] {
  const all = everydaySources(tx.state, true);
  switch (offer.scamTakes ?? 'anywhere') {
    case 'bank':
      return all.filter((source) => source.kind === 'bank');
    case 'card': {
      const card = all.filter((source) => source.kind === 'card');
      if (card.length > 0) return card;
      return all.filter((source) => source.kind === 'bank' && source.category === 'transaction');
    }
    case 'anywhere':
      return all;
  }
}

function takeByScammers(tx: Tx, offer: OfferDetails, cost: number): number {
  let taken = 0;
  for (const { id } of scamSources(tx, offer)) {
    const source = moneyAccount(tx.state, id)!;
    const take = Math.min(cost - taken, Math.max(0, spendable(tx.state, source)));
    if (take > 0) spend(tx, source, WORLD.scammers, take, `Scam: ${offer.subject}`);
    taken += take;
    if (taken >= cost) break;
  }
  return -taken;
}

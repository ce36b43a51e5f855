// Random events from the content: a windfall is paid into the first transaction account (cash
// when there is none); a mishap becomes a one-off bill due a couple of weeks later. At most one
// event a week, from week 2, drawn from this player's own generator, never the same one twice.
import { issueBill } from '../bills/issue';
import { deliver } from '../communications/deliver';
import type { GameEvent } from '../game/content';
import { defaultIncomingAccount } from '../game/money-accounts';
import { appendItem, moveMoney, pickWeighted, randomFloat, type Tx } from '../game/tx';
import { WORLD } from '../ledger/ledger';
import { eligible, scenarioEvents } from './pools';

export const FIRST_EVENT_WEEK = 2;

/** Open-week step: maybe one random event. */
export function rollRandomEvent(tx: Tx): void {
  if (tx.state.week < FIRST_EVENT_WEEK) return;
  if (randomFloat(tx) >= tx.content.scenario.rules.weeklyEventChance) return;
  const pool = eligible(scenarioEvents(tx.content), tx.state.week, tx.state.events.usedEventIds);
  const event = pickWeighted(tx, pool);
  if (event) applyEvent(tx, event);
}

export function applyEvent(tx: Tx, event: GameEvent): void {
  appendItem(tx, 'events', 'usedEventIds', event.id);
  let billId: number | null = null;
  if (event.kind === 'windfall') {
    moveMoney(
      tx,
      event.subject,
      WORLD.windfalls,
      defaultIncomingAccount(tx.state).key,
      event.amountCents,
    );
  } else {
    const rules = tx.content.scenario.rules.mishap;
    const terms = { title: event.subject, payee: event.from, category: 'other' as const };
    billId = issueBill(
      tx,
      `event:${event.id}`,
      { ...terms, ...rules, isRecurring: false, optional: false },
      event.amountCents,
    );
  }
  deliver(tx, {
    type: event.channel === 'email' ? 'RandomEventEmailInstance' : 'TextMessageInstance',
    source: { kind: 'event', eventId: event.id, amountCents: event.amountCents, billId },
  });
}

// Random events from the content: a windfall is paid into the first transaction account (cash
// when there is none); a mishap becomes a one-off bill due a couple of weeks later; a notice moves
// no money. Any of them may change one of the scenario's bills (a rent rise). At most one random
// event a week, from week 2, as the world's schedule has it (the game's seed: world.ts), never
// the same one twice; the story's events come in their own weeks (story.ts).
import { changeBill, issueEventBill } from '../bills/issue';
import { changeSpending } from '../everyday/spend';
import { deliver } from '../communications/deliver';
import type { EventDetails } from '../game/content';
import { defaultIncomingAccount } from '../game/money-accounts';
import { appendItem, moveMoney, type Tx } from '../game/tx';
import { WORLD } from '../ledger/ledger';

import { canReach } from './reach';
import { worldWeek } from './world';

/** Open-week step: the world's random event of the week, if it has one. */
export function rollRandomEvent(tx: Tx): void {
  const { event } = worldWeek(tx.content, tx.state.gameSeed, tx.state.week);
  // A game begun before the world was drawn from the game's seed may have had it already.
  if (!event || tx.state.events.usedEventIds.includes(event.id)) return;
  // A mishap to a thing the player does not own passes them by (reach.ts).
  if (canReach(tx.state, event)) applyEvent(tx, event);
}

export function applyEvent(tx: Tx, event: EventDetails): void {
  appendItem(tx, 'events', 'usedEventIds', event.id);
  let billId: number | null = null;
  if (event.kind === 'notice') {
    // Nothing to pay or receive: the words and the bill change are the news.
  } else if (event.kind === 'windfall') {
    moveMoney(
      tx,
      event.subject,
      WORLD.windfalls,
      defaultIncomingAccount(tx.state).key,
      event.amountCents,
    );
  } else {
    billId = issueEventBill(tx, event);
  }
  if (event.billChange) {
    changeBill(tx, event.billChange);
    changeSpending(tx, event.billChange);
  }
  deliver(tx, {
    type: event.channel === 'email' ? 'RandomEventEmailInstance' : 'TextMessageInstance',
    source: { kind: 'event', eventId: event.id, amountCents: event.amountCents, billId },
  });
}

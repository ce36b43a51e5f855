// The end-of-week step: the week's everyday spending leaves the source that pays it (see
// source.ts), to each shop's world account. When the source cannot cover it all:
//  - groceries and fares: the source pays what it can and the player's other money (their other
//    accounts, then cash) the rest, as someone whose card is declined at the checkout pays
//    another way; whatever is still short, the lender (a housemate, a parent) covers, and the
//    player owes it back. Nobody goes without for free: food and fares are bought either way, so
//    parking money where it cannot pay (a term deposit) never makes a week cheaper. The game's
//    e-mail says which other money paid; the lender texts only about what they covered.
//  - a subscription: the renewal is declined and the subscription ends, as a streaming service
//    does when a payment fails; its email says so.
import { formatBalance as money } from '@mc/contract';
import { deliverNotice } from '../communications/deliver';
import type { BillChange, EverydaySpending, GameContent } from '../game/content';
import { itemSpending, travelSaving } from '../items/use';
import { everydaySources, spend, spendable, type MoneyAccount } from '../game/money-accounts';
import type { GameState } from '../game/state';
import { appendItem, emit, moveMoney, update, type Tx } from '../game/tx';
import { balanceOf, PLAYER_KEYS, shopKey } from '../ledger/ledger';
import { everydaySource } from './source';

/** The spending is due this week: on its schedule and not ended. */
export function isDueThisWeek(state: GameState, item: EverydaySpending): boolean {
  const week = state.week;
  if (state.everyday.ended[item.id]) return false;
  if (week < item.firstWeek || week < state.everyday.firstWeek) return false;
  return (week - item.firstWeek) % Math.max(1, item.everyWeeks) === 0;
}

/** What the spending costs in `week`: the latest change in force, if any. */
export function amountIn(state: GameState, item: EverydaySpending, week: number): number {
  let amount = item.amountCents;
  for (const change of state.everyday.amountChanges) {
    if (change.spendingId === item.id && change.fromWeek <= week) amount = change.amountCents;
  }
  return amount;
}

/**
 * The week's everyday spending: the scenario's, with fares cut by what the player's things save
 * (a bike, a car), and what their things bring (a car's fuel).
 */
export function spendingLines(
  state: GameState,
  content: GameContent,
): { item: EverydaySpending; amountCents: number }[] {
  const saving = travelSaving(state, content);
  return [
    ...content.scenario.everydaySpending.map((item) => {
      const amount = amountIn(state, item, state.week);
      return {
        item,
        amountCents:
          item.category === 'travel' && !item.cancellable
            ? Math.round(amount * (1 - saving))
            : amount,
      };
    }),
    ...itemSpending(state, content).map((item) => ({ item, amountCents: item.amountCents })),
  ];
}

/**
 * An event or an offer changes an everyday amount (the story's "bill changes" name the spending's
 * id), from the change's week or else from next week. A change to something the scenario does not
 * spend on changes nothing here (it is a bill's).
 */
export function changeSpending(tx: Tx, change: BillChange): void {
  if (!tx.content.scenario.everydaySpending.some((item) => item.id === change.seriesId)) return;
  appendItem(tx, 'everyday', 'amountChanges', {
    spendingId: change.seriesId,
    amountCents: change.amountCents,
    fromWeek: Math.max(change.fromWeek ?? 0, tx.state.week + 1),
  });
}

/** What the player owes the lender now, in cents (0 or more). */
export function owedToLender(state: Tx['state']): number {
  return 0 - balanceOf(state.ledger, PLAYER_KEYS.lender) || 0;
}

interface Shortfall {
  title: string;
  /** What the player's other money paid, by the source's title. */
  others: { title: string; cents: number }[];
  borrowedCents: number;
}

export function spendTheWeek(tx: Tx): void {
  const shortfalls: Shortfall[] = [];
  for (const { item, amountCents: amount } of spendingLines(tx.state, tx.content)) {
    if (amount === 0 || !isDueThisWeek(tx.state, item)) continue;
    const source = everydaySource(tx.state);
    const available = Math.max(0, spendable(tx.state, source));
    if (item.cancellable) {
      renew(tx, item, amount, available >= amount);
      continue;
    }
    const paid = Math.min(available, amount);
    const what = `${item.title} (${item.payee})`;
    if (paid > 0) spend(tx, source, shopKey(item.payee), paid, what);
    let short = amount - paid;
    if (short === 0) continue;
    const others: Shortfall['others'] = [];
    for (const other of otherMoney(tx, source)) {
      const take = Math.min(short, Math.max(0, spendable(tx.state, other)));
      if (take <= 0) continue;
      spend(tx, other, shopKey(item.payee), take, what);
      others.push({ title: other.title, cents: take });
      short -= take;
      if (short === 0) break;
    }
    if (short > 0) {
      const lender = tx.content.scenario.everydayLender.name;
      moveMoney(
        tx,
        `${item.title}: covered by ${lender}`,
        PLAYER_KEYS.lender,
        shopKey(item.payee),
        short,
      );
    }
    shortfalls.push({ title: item.title, others, borrowedCents: short });
    emit(tx, {
      type: 'everydayShort',
      spendingId: item.id,
      paidCents: paid,
      otherMoneyCents: amount - paid - short,
      borrowedCents: short,
    });
  }
  if (shortfalls.length > 0) sendShortText(tx, shortfalls);
}

/** The player's money besides the source that can pay at a checkout: accounts, then cash. */
function otherMoney(tx: Tx, source: MoneyAccount): MoneyAccount[] {
  return everydaySources(tx.state, false).filter((other) => other.id !== source.id);
}

/** A subscription renews when the source covers it; otherwise the payment is declined and it ends. */
function renew(tx: Tx, item: EverydaySpending, amount: number, covered: boolean): void {
  const source = everydaySource(tx.state);
  if (covered) {
    spend(tx, source, shopKey(item.payee), amount, `${item.title} renewal (${item.payee})`);
    deliverNotice(tx, 'email', {
      from: item.payee,
      subject: `Your ${item.title.toLowerCase()} has renewed`,
      content:
        `<p>Thanks for staying with ${item.payee}! Your ${item.title.toLowerCase()} renewed automatically ` +
        `and ${money(amount)} was charged to ${source.title}.</p>` +
        `<p>It renews every ${weeksText(item.everyWeeks)} until you cancel it. You can cancel it any time ` +
        'in <strong>My Bank</strong>, under Everyday spending.</p>',
    });
    return;
  }
  update(tx, 'everyday', (slice) => ({
    ...slice,
    ended: { ...slice.ended, [item.id]: { week: tx.state.week, reason: 'declined' } },
  }));
  deliverNotice(tx, 'email', {
    from: item.payee,
    subject: `Payment declined: your ${item.title.toLowerCase()} has stopped`,
    content:
      `<p>We tried to charge ${money(amount)} to ${source.title} for your ` +
      `${item.title.toLowerCase()}, but the payment was declined: there wasn’t enough money.</p>` +
      '<p>Your subscription has stopped. You don’t owe us anything.</p>',
  });
  emit(tx, { type: 'subscriptionEnded', spendingId: item.id, reason: 'declined' });
}

function weeksText(everyWeeks: number): string {
  return everyWeeks <= 1 ? 'week' : `${everyWeeks} weeks`;
}

/** Who writes about a week paid another way: the game itself (no one else paid anything). */
export const GAME_NOTICE_FROM = 'Money Challenge';

/**
 * A short week's messages, each from whoever it is about: the game's notice says which of the
 * player's other money paid (nobody lent it, so nobody else texts about it); the lender's text
 * says only what they covered and what is owed (and whether it is more than they can spare).
 */
function sendShortText(tx: Tx, shortfalls: Shortfall[]): void {
  const source = everydaySource(tx.state).title;
  const fromOthers = shortfalls.flatMap((s) =>
    s.others.map((o) => `${money(o.cents)} of ${s.title.toLowerCase()} from ${o.title}`),
  );
  if (fromOthers.length > 0)
    deliverNotice(tx, 'email', {
      from: GAME_NOTICE_FROM,
      subject: 'Everyday spending: paid another way',
      content:
        `<p>${source} didn’t have enough this week, so you paid ${fromOthers.join(' and ')} instead, ` +
        'as you would at the checkout when a card is declined.</p>' +
        '<p>You can choose where everyday spending comes from in <strong>My Bank</strong>, under Everyday spending.</p>',
    });
  const borrowed = shortfalls
    .filter((s) => s.borrowedCents > 0)
    .map((s) => `${money(s.borrowedCents)} of ${s.title.toLowerCase()}`)
    .join(' and ');
  if (!borrowed) return;
  const lender = tx.content.scenario.everydayLender;
  const parts = [
    `<p>You didn’t have enough money anywhere, so I covered ${borrowed} for you. Can you pay me back soon?</p>`,
  ];
  const owed = owedToLender(tx.state);
  if (owed > lender.limitCents)
    parts.push(
      `<p>You owe me ${money(owed)} now, and that’s more than I can really spare. Please pay me back in <strong>My Bank</strong>, under Everyday spending.</p>`,
    );
  else if (owed > 0)
    parts.push(
      `<p>You owe me ${money(owed)} now. You can pay me back in <strong>My Bank</strong>, under Everyday spending.</p>`,
    );
  deliverNotice(tx, 'text', {
    from: lender.from,
    subject: 'I covered you this week',
    content: parts.join(''),
  });
}

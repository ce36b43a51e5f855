import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  ENGINE,
  selectEmails,
  selectCash,
  selectNetPosition,
  selectTextThreads,
  type BillChange,
  type EventDetails,
  type GameContent,
  type GameState,
  type OfferDetails,
} from '@mc/engine';
import { scheduledAmount } from '@mc/engine/bills/issue';
import { amountIn } from '@mc/engine/everyday/spend';
import { offerSmallLoan, smallLoanCost } from '@mc/engine/bills/small-loan';
import { deliverOffer } from '@mc/engine/events/offers';
import { shiftPayOf } from '@mc/engine/income/shifts';
import { applyEvent } from '@mc/engine/events/random-events';
import { begin, type Tx } from '@mc/engine/game/tx';
import { itemValueCents } from '@mc/engine/items/value';
import { gameEvents } from './events';
import { starterContent, starterContents } from './index';
import { offers } from './offers';
import { CONTEXT_FIGURES, explainedByWords, figuresOf } from './words-figures';

// Every offer and event says what it does with money, and does exactly that: each one is played
// in a fresh game of the starter scenario (delivered, then accepted or declined; an event
// happens), and the `$` figures of its words are checked against what the engine posted (the
// change in the net position) and the bill it changed. A scam's own message is the scammer's lie,
// so only what the game says happened (its outcome) must be true.

/** The persona's content the case in hand plays in (each case sets it first). */
let content: GameContent = starterContent;

interface Played {
  state: GameState;
  /** What moved the player's money (a thing bought is money turned into the thing). */
  postedCents: number;
  /** What the player reads: the outcome of an offer, the words of an event (amounts filled). */
  words?: string;
  /** The bill series whose scheduled amount changed: before and after, from next week on. */
  bill?: { beforeCents: number; afterCents: number };
}

function freshGame(): GameState {
  let state = createGame({
    // Enough cash for any offer's price (a 15-year-old starts with $150), so what is posted is
    // what the words say, never what the player happened to have.
    scenario: { ...content.scenario, startingCashCents: 100_000 },
    items: content.items,
    gameSeed: 'words',
    instanceSeed: 'words',
    totalWeeks: 27,
    // A name nobody in the content has (a player called Sam meets a stand-in for Sam).
    playerName: 'Kim',
  });
  const run = (command: Parameters<typeof applyCommand>[1]) => {
    const result = applyCommand(state, command, content);
    if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
    state = result.state;
  };
  // Most of it in the bank: a scam that takes from bank accounts or a card finds it there.
  run({
    type: 'openBankAccount',
    accountTypeId: 'everyday-access',
    fromAccountId: selectCash(state).id,
    amountCents: 90_000,
  });
  return state;
}

/** The net position less what the player's things are worth. */
function money(state: GameState): number {
  const things = state.items.owned.reduce((sum, item) => sum + itemValueCents(state, item), 0);
  return selectNetPosition(state) - things;
}

function messagesOf(state: GameState) {
  return [
    ...selectEmails(state, content),
    ...selectTextThreads(state, content).flatMap((t) => t.messages),
  ];
}

function within(state: GameState, change: (tx: Tx) => void): GameState {
  const tx = begin(state, content, ENGINE);
  change(tx);
  return tx.state;
}

function billOf(state: GameState, change: BillChange | undefined, later: GameState) {
  if (!change) return undefined;
  const week = Math.max(change.fromWeek ?? 0, state.week + 1);
  const series = content.scenario.bills.find((s) => s.id === change.seriesId);
  if (series)
    return {
      beforeCents: scheduledAmount(state, series, week),
      afterCents: scheduledAmount(later, series, week),
    };
  // A change to everyday spending (the fares, the subscription) names the spending's id.
  const spending = content.scenario.everydaySpending.find((s) => s.id === change.seriesId)!;
  return {
    beforeCents: amountIn(state, spending, week),
    afterCents: amountIn(later, spending, week),
  };
}

/** Delivers an offer in a fresh game and answers it. */
function playOffer(offer: OfferDetails, choice: 'accept' | 'decline'): Played {
  const start = within(freshGame(), (tx) => deliverOffer(tx, offer));
  const message = messagesOf(start).find((m) => m.isActionable && m.subject === offer.subject)!;
  const result = applyCommand(
    start,
    { type: 'actionCommunication', communicationId: message.id, choice },
    content,
  );
  if (!result.ok) throw new Error(`${offer.id}: ${result.message}`);
  return {
    state: result.state,
    postedCents: money(result.state) - money(start),
    words: messagesOf(result.state).find((m) => m.id === message.id)!.outcome ?? '',
    bill: billOf(start, offer.acceptBillChange, result.state),
  };
}

function playEvent(event: EventDetails): Played {
  const start = freshGame();
  const state = within(start, (tx) => applyEvent(tx, event));
  const message = messagesOf(state).find((m) => m.subject === event.subject)!;
  return {
    state,
    postedCents: selectNetPosition(state) - selectNetPosition(start),
    words: `${message.subject} ${message.content}`,
    bill: billOf(start, event.billChange, state),
  };
}

/** The figures a bill change explains: its old and new amounts, the difference, over a year. */
function billFigures(bill: Played['bill']): number[] {
  if (!bill) return [];
  const difference = Math.abs(bill.afterCents - bill.beforeCents);
  return [bill.beforeCents, bill.afterCents, difference, difference * 12, difference * 52];
}

/** The figures of a text that neither the postings, the bill nor the world explain. */
function unexplained(id: string, text: string, played: Played, partsOfLoss = false): string[] {
  const posted = Math.abs(played.postedCents);
  const allowed = new Set([
    posted,
    ...billFigures(played.bill),
    ...(CONTEXT_FIGURES[id] ?? []).map((f) => f.cents),
  ]);
  return (
    figuresOf(text)
      .filter((figure) => !allowed.has(figure.cents))
      .filter((figure) => !explainedByWords(figure, posted))
      // A share: the whole bill the house splits, of which the player pays this.
      .filter((figure) => ![2, 3, 4].some((n) => figure.cents === posted * n))
      // A scam's outcome may tell the loss in parts (a "fee", then the card drained).
      .filter((figure) => !(partsOfLoss && figure.cents < posted))
      .map((figure) => `${id}: $${(figure.cents / 100).toFixed(2)} in "${text.slice(0, 60)}..."`)
  );
}

type PersonaKey = keyof typeof starterContents;

const scenarioAge = (game: GameContent) => game.scenario.persona.ageYears;

/** Every offer a persona can meet (its pool and its story), as test cases played in its game. */
const allOffers = (Object.keys(starterContents) as PersonaKey[]).flatMap((key) => {
  const { scenario } = starterContents[key];
  const pool = offers.filter((offer) => scenario.offerIds.includes(offer.id));
  const own = scenario.story.filter((beat) => beat.type === 'offer');
  return [...pool, ...own].map(
    (offer) => [`${offer.id} (${key})`, key, offer as OfferDetails] as const,
  );
});

/** Every event a persona can meet, the same way. */
const allEvents = (Object.keys(starterContents) as PersonaKey[]).flatMap((key) => {
  const { scenario } = starterContents[key];
  const pool = gameEvents.filter((event) => scenario.eventIds.includes(event.id));
  const own = scenario.story.filter((beat) => beat.type === 'event');
  return [...pool, ...own].map(
    (event) => [`${event.id} (${key})`, key, event as EventDetails] as const,
  );
});

describe('offers do exactly what their words say', () => {
  it.each(allOffers.filter(([, , offer]) => offer.work?.kind !== 'shift'))(
    '%s',
    (_name, key, offer) => {
      content = starterContents[key];
      const { id } = offer;
      const accepted = playOffer(offer, 'accept');
      const declined = playOffer(offer, 'decline');
      // Accepting moves what it says: the money, then the bill, and nothing else.
      expect(accepted.postedCents).toBe(offer.acceptAmountCents);
      if (offer.acceptBillChange)
        expect(accepted.bill?.afterCents).toBe(offer.acceptBillChange.amountCents);
      // Declining moves nothing, and changes no bill.
      expect(declined.postedCents).toBe(0);
      expect(declined.state.bills.amountChanges).toEqual([]);
      expect(declined.state.everyday.amountChanges).toEqual([]);

      // The outcome as the player reads it: its amount filled from what accepting moved.
      const outcome = accepted.words!;
      const said = figuresOf(outcome).map((f) => f.cents);
      // What accepting posted is what the outcome tells the player (unless it moved no money).
      if (offer.acceptAmountCents !== 0) expect(said).toContain(Math.abs(offer.acceptAmountCents));
      // A bill change names the new amount, in the offer or its outcome.
      if (offer.acceptBillChange)
        expect(figuresOf(`${offer.content} ${outcome}`).map((f) => f.cents)).toContain(
          offer.acceptBillChange.amountCents,
        );
      const problems = [
        ...(offer.isScam ? [] : unexplained(id, `${offer.subject} ${offer.content}`, accepted)),
        ...unexplained(id, outcome, accepted, offer.isScam),
        // Declining tells of no money but the offer's own.
        ...unexplained(id, declined.words!, accepted, offer.isScam),
      ];
      expect(problems).toEqual([]);
    },
  );
});

describe('a shift pays what its words say, through a pay slip (issue 30)', () => {
  it.each(allOffers.filter(([, , offer]) => offer.work?.kind === 'shift'))(
    '%s',
    (_name, key, offer) => {
      content = starterContents[key];
      if (offer.work?.kind !== 'shift') throw new Error('not a shift');
      const start = within(freshGame(), (tx) => deliverOffer(tx, offer));
      const pay = shiftPayOf(content, start, offer.work);
      const message = messagesOf(start).find((m) => m.isActionable && m.subject === offer.subject)!;
      // The offer names this player's rate for that day and the pay before tax: rate times hours.
      expect(pay.grossCents).toBe(Math.round(pay.rateCents * offer.work.hours));
      const offered = figuresOf(message.content).map((f) => f.cents);
      expect(offered).toEqual(expect.arrayContaining([pay.rateCents, pay.grossCents]));
      expect(offered.every((c) => c === pay.rateCents || c === pay.grossCents)).toBe(true);
      const result = applyCommand(
        start,
        { type: 'actionCommunication', communicationId: message.id, choice: 'accept' },
        content,
      );
      if (!result.ok) throw new Error(result.message);
      // A pay slip with the same figures; tax withheld; the year's pay counts it for the return.
      const slip = selectEmails(result.state, content).find(
        (m) => m.paySlip && m.paySlip.employer === pay.employer,
      )!;
      expect(slip.paySlip).toMatchObject({
        grossAmountCents: pay.grossCents,
        taxAmountCents: pay.taxCents,
        netAmountCents: pay.netCents,
      });
      expect(result.state.income.year.grossCents - start.income.year.grossCents).toBe(
        pay.grossCents,
      );
      // The outcome tells the pay after tax, which is what reached the account.
      const outcome = messagesOf(result.state).find((m) => m.id === message.id)!.outcome ?? '';
      expect(figuresOf(outcome).map((f) => f.cents)).toEqual([pay.netCents]);
      expect(money(result.state) - money(start)).toBe(
        pay.netCents + slip.paySlip!.superannuationAmountCents,
      );
    },
  );
});

describe('paid work is pay (issue 29: par follows what a player earns)', () => {
  // An offer that pays for hours of the player's work (babysitting, a garden, a shift) is marked
  // as work, so its money is pay: par earns it too, and a player who turns it down is not behind.
  const HOURS_OF_WORK = /\b(\d+|an?|one|two|three|four|five)[- ]hours?\b|\bhours of\b|\ban hour\b/i;
  it.each(allOffers.filter(([, , offer]) => !offer.isScam))('%s', (_name, _key, offer) => {
    const paysForHours =
      offer.acceptAmountCents > 0 && HOURS_OF_WORK.test(`${offer.content} ${offer.acceptOutcome}`);
    if (paysForHours || offer.work?.kind === 'shift') expect(offer.work).toBeDefined();
  });
});

describe('events do exactly what their words say', () => {
  it.each(allEvents)('%s', (_name, key, event) => {
    content = starterContents[key];
    const { id } = event;
    const played = playEvent(event);
    const expected =
      event.kind === 'windfall'
        ? event.amountCents
        : event.kind === 'mishap'
          ? -event.amountCents
          : 0;
    expect(played.postedCents).toBe(expected);
    const text = played.words!;
    if (event.amountCents !== 0)
      expect(figuresOf(text).map((f) => f.cents)).toContain(event.amountCents);
    if (event.billChange) {
      expect(played.bill?.afterCents).toBe(event.billChange.amountCents);
      // A notice of a change names the bill as it is and as it will be.
      const said = figuresOf(text).map((f) => f.cents);
      expect(said).toContain(played.bill!.beforeCents);
      expect(said).toContain(played.bill!.afterCents);
    }
    expect(unexplained(id, text, played)).toEqual([]);
  });
});

describe("the lender's small loan offer after a default does what its words say", () => {
  // Only an adult is offered one (lenders do not contract with minors: bills/small-loan.ts).
  const adults = (Object.keys(starterContents) as PersonaKey[]).filter(
    (key) => starterContents[key].scenario.persona.ageYears >= 18,
  );
  it.each(adults)('%s', (key) => {
    content = starterContents[key];
    const fresh = freshGame();
    const listed = {
      ...fresh,
      bills: {
        ...fresh.bills,
        defaults: [
          { payee: 'A biller', listedWeek: fresh.week - 1, amountCents: 20_000, paidWeek: null },
        ],
      },
    };
    const start = within(listed, (tx) => offerSmallLoan(tx));
    const offer = selectEmails(start, content).find((m) => m.isActionable)!;
    // No lender offers credit to a minor: the players at home never get it.
    if (scenarioAge(content) < 18) return void expect(offer).toBeUndefined();
    const play = (choice: 'accept' | 'decline') => {
      const result = applyCommand(
        start,
        { type: 'actionCommunication', communicationId: offer.id, choice },
        content,
      );
      if (!result.ok) throw new Error(result.message);
      return result.state;
    };
    const cost = smallLoanCost();
    const accepted = play('accept');
    const owed = (state: GameState) =>
      state.bills.list.reduce((sum, bill) => sum + bill.originalCents - bill.paidCents, 0);
    // Accepting: the net position falls by the fees; the whole amount with fees is owed at once.
    expect(selectNetPosition(accepted) - selectNetPosition(start)).toBe(-cost.feesCents);
    expect(owed(accepted) - owed(start)).toBe(cost.totalCents);
    expect(cost.instalmentCents * cost.weeks).toBe(cost.totalCents);
    // Declining moves nothing and owes nothing.
    const declined = play('decline');
    expect(selectNetPosition(declined)).toBe(selectNetPosition(start));
    expect(owed(declined)).toBe(owed(start));
    // Every figure the offer and its outcome give is one of the loan's.
    const outcome = selectEmails(accepted, content).find((m) => m.id === offer.id)!.outcome!;
    const figures = cost.months * cost.monthlyFeeCents;
    const allowed = new Set([
      cost.amountCents,
      cost.establishmentFeeCents,
      cost.monthlyFeeCents,
      figures,
      cost.feesCents,
      cost.totalCents,
      cost.instalmentCents,
    ]);
    const said = figuresOf(`${offer.subject} ${offer.content} ${outcome}`);
    expect(said.filter((f) => !allowed.has(f.cents))).toEqual([]);
    expect(said.map((f) => f.cents)).toEqual(
      expect.arrayContaining([
        cost.amountCents,
        cost.totalCents,
        cost.feesCents,
        cost.instalmentCents,
      ]),
    );
  });
});

describe('the check of the words', () => {
  it('reads dollar figures as cents, with the words after them', () => {
    expect(figuresOf('a $7.40 toll and a $95 fee, $2,500 in 7 days').map((f) => f.cents)).toEqual([
      740, 9500, 250_000,
    ]);
  });

  it('finds a figure the game does not post', () => {
    const played: Played = { state: freshGame(), postedCents: 2500 };
    expect(unexplained('x', 'You saved $10 a month and got $25.', played)).toHaveLength(1);
    expect(unexplained('x', 'Two hours at $12.50 an hour: $25.', played)).toEqual([]);
  });
});

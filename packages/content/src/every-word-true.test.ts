import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  ENGINE,
  selectCommunication,
  selectNetPosition,
  type BillChange,
  type CommunicationView,
  type GameContent,
  type GameState,
} from '@mc/engine';
import { scheduledAmount } from '@mc/engine/bills/issue';
import { amountIn } from '@mc/engine/everyday/spend';
import { findEvent, findOffer } from '@mc/engine/events/pools';
import { publicId } from '@mc/engine/game/ids';
import { begin } from '@mc/engine/game/tx';
import { itemType } from '@mc/engine/items/selectors';
import { acquireItem, itemValueCents } from '@mc/engine/items/value';
import { categoryOf } from '@mc/engine/banking/accounts';
import { shiftPayOf } from '@mc/engine/income/shifts';
import {
  allPostings,
  bankKey,
  entriesOf,
  postingDescription,
  postingWeek,
  PLAYER_KEYS,
  WORLD,
} from '@mc/engine/ledger/ledger';
import { gameEvents, items, offers, people, starterContents } from './index';
import { CONTEXT_FIGURES, explainedByWords, figuresOf } from './words-figures';

// Every word true (issue 30): every event, offer, scam and story beat is played where it really
// happens, in the worlds of many games for every persona (the world's schedule, the story, the
// player's things and money as they are that week), accepted in some games and declined in
// others, and what the player reads is checked against what the game did:
// - each `$` figure equals what was posted (the money moved, the bill issued or changed), never a
//   figure the engine did not post (a scam took what the player had, not what the text says);
// - a text about a thing the player has (a car, a bike, a laptop...) reaches only a player who
//   owns one in My Stuff, and an event never pays for work the player never agreed to do;
// - a bike bought in the story is in My Stuff; a scam that says it used the player's card took
//   no cash and nothing from savings;
// - nobody in a message shares the player's first name; a week the words name is the week the
//   game uses; nothing the law keeps from under-18s (a credit card, a loan) is offered to one.

const SEEDS = 60;

type PersonaKey = keyof typeof starterContents;

/** First names the players take: some are the names of people in the story. */
const PLAYER_NAMES = ['Mia', 'Sam', 'Jess', 'Priya', 'Tahlia', 'Ollie', 'Noah', 'Kim'];

/** Things some players own from the start, so texts about things meet owners and non-owners. */
const GIFTS: readonly (readonly string[])[] = [
  [],
  ['bike', 'skateboard'],
  ['laptop', 'winter-jacket'],
  ['car', 'road-bike'],
];

/** What words say the player has, and the My Stuff things that make them true. */
const THINGS_IN_WORDS: { words: RegExp; thing: string; itemIds: readonly string[] }[] = [
  {
    words: /\b(drive safe|the car you were driving|your car)\b/i,
    thing: 'a car',
    itemIds: ['car', 'newer-used-car'],
  },
  {
    words: /\b(your (old )?bike|old bike|bike you've|bike shop)\b/i,
    thing: 'a bike',
    itemIds: ['bike', 'e-bike', 'mountain-bike', 'bmx', 'road-bike'],
  },
  {
    words: /\blaptop\b/i,
    thing: 'a laptop',
    itemIds: ['laptop', 'chromebook', 'macbook-air', 'gaming-laptop'],
  },
  { words: /\bthe jacket\b/i, thing: 'a jacket', itemIds: ['winter-jacket'] },
  { words: /\bthe skateboard\b/i, thing: 'a skateboard', itemIds: ['skateboard'] },
];

/** An event (which the player never chose) paying for work done: only an accepted offer can. */
const PAID_FOR_WORK = /\bfor (mowing|helping)\b/i;

/** An outcome saying the player's card was used: no cash and no savings can be taken. */
const CARD_WORDS = /\b(on your card|from your card|card details|card number)\b/i;

/** Words offering what the law keeps from under-18s. */
const ADULT_CREDIT = /\b(credit card|loan)\b/i;

/** The figures a text gives that neither what was posted, a bill nor the world explain. */
function unexplained(text: string, postedCents: number, allowed: readonly number[]): number[] {
  const posted = Math.abs(postedCents);
  const ok = new Set([posted, ...allowed]);
  return (
    figuresOf(text)
      .filter((figure) => !ok.has(figure.cents))
      .filter((figure) => !explainedByWords(figure, posted))
      // A share: the whole bill the house splits, of which the player pays this.
      .filter((figure) => ![2, 3, 4].some((n) => figure.cents === posted * n))
      .map((figure) => figure.cents)
  );
}

/** The figures a bill change explains: its old and new amounts, the difference, over a year. */
function billFigures(
  after: GameState,
  content: GameContent,
  change: BillChange | undefined,
): number[] {
  if (!change) return [];
  // The bill as it was before this change (an event has made it already).
  const state: GameState = {
    ...after,
    bills: {
      ...after.bills,
      amountChanges: after.bills.amountChanges.filter(
        (c) => !(c.seriesId === change.seriesId && c.amountCents === change.amountCents),
      ),
    },
    everyday: {
      ...after.everyday,
      amountChanges: after.everyday.amountChanges.filter(
        (c) => !(c.spendingId === change.seriesId && c.amountCents === change.amountCents),
      ),
    },
  };
  const week = Math.max(change.fromWeek ?? 0, state.week + 1);
  const series = content.scenario.bills.find((s) => s.id === change.seriesId);
  const spending = content.scenario.everydaySpending.find((s) => s.id === change.seriesId);
  const before = series
    ? scheduledAmount(state, series, week)
    : spending
      ? amountIn(state, spending, week)
      : 0;
  const difference = Math.abs(change.amountCents - before);
  return [before, change.amountCents, difference, difference * 12, difference * 52];
}

/** The player's money: the net position less what their things are worth. */
function money(state: GameState): number {
  const things = state.items.owned.reduce((sum, item) => sum + itemValueCents(state, item), 0);
  return selectNetPosition(state) - things;
}

function balance(state: GameState, key: string): number {
  return state.ledger.balances[key] ?? 0;
}

function savings(state: GameState): number {
  return state.banking.accounts
    .filter((a) => a.closedWeek === null && categoryOf(a) !== 'transaction')
    .reduce((sum, a) => sum + balance(state, bankKey(a.id)), 0);
}

/** What an event posted: the windfall paid in, the mishap's bill, nothing for a notice. */
function eventPosted(state: GameState, id: string, subject: string): number {
  const bill = state.bills.list.find((b) => b.seriesId === `event:${id}`);
  if (bill) return -bill.originalCents;
  let paid = 0;
  for (const posting of allPostings(state.ledger)) {
    if (postingWeek(posting) !== state.week || postingDescription(posting) !== subject) continue;
    for (const [account, cents] of entriesOf(posting))
      if (account === WORLD.windfalls) paid -= cents;
  }
  return paid;
}

function textOf(view: CommunicationView, withOutcome: boolean): string {
  return [view.from, view.subject, view.content, withOutcome ? (view.outcome ?? '') : ''].join(' ');
}

class World {
  state: GameState;
  readonly problems: string[] = [];
  private readonly checked = new Set<number>();
  private readonly firstName: string;

  constructor(
    private readonly key: PersonaKey,
    private readonly seed: number,
  ) {
    const content = this.content;
    this.firstName = PLAYER_NAMES[seed % PLAYER_NAMES.length]!;
    // Every third player starts with little cash, so a scam can take less than it asks for.
    const scenario =
      seed % 3 === 0 ? { ...content.scenario, startingCashCents: 1500 } : content.scenario;
    this.state = createGame({
      scenario,
      items: content.items,
      gameSeed: `truth-${seed}`,
      instanceSeed: `truth-${seed}`,
      totalWeeks: 27,
      playerName: `${this.firstName} Citizen`,
      settings: { quizRequired: 'none' },
    });
    const tx = begin(this.state, content, ENGINE);
    for (const itemId of GIFTS[seed % GIFTS.length]!) {
      const type = content.items.find((item) => item.id === itemId);
      if (type && (key === '18' || itemId !== 'car'))
        acquireItem(tx, itemType(content, itemId), 10_000, 'A gift before the game');
    }
    this.state = tx.state;
    this.do({ type: 'openBankAccount', accountTypeId: 'everyday-access' });
    if (key === '18' && seed % 2 === 0) {
      const account = this.state.banking.accounts[0]!;
      this.do({
        type: 'buyCreditCard',
        cardTypeId: 'zero-fee-card',
        fromAccountId: publicId(this.state, account.id),
      });
    }
  }

  get content(): GameContent {
    return starterContents[this.key];
  }

  private where(view: { subject: string }): string {
    return `${this.key} seed ${this.seed} week ${this.state.week} "${view.subject}"`;
  }

  do(command: Parameters<typeof applyCommand>[1]): boolean {
    const result = applyCommand(this.state, command, this.content);
    if (result.ok) this.state = result.state;
    return result.ok;
  }

  play(): void {
    for (;;) {
      this.checkWeek();
      if (!this.do({ type: 'endWeek' }))
        throw new Error(`${this.key} seed ${this.seed}: week ${this.state.week} did not end`);
      if (this.state.isGameComplete) break;
      this.do({ type: 'startWeek' });
    }
    if (this.key !== '18' && this.state.creditCard.card)
      this.problems.push(`${this.key} seed ${this.seed}: an under-18 has a credit card`);
  }

  private checkWeek(): void {
    for (const c of this.state.communications.list) {
      if (this.checked.has(c.id)) continue;
      this.checked.add(c.id);
      const view = selectCommunication(this.state, this.content, publicId(this.state, c.id))!;
      if (this.key !== '18' && view.isActionable && ADULT_CREDIT.test(textOf(view, false)))
        this.problems.push(`${this.where(view)}: offers credit to an under-18`);
      if (c.source.kind === 'event')
        this.checkEvent(view, (c.source as { eventId: string }).eventId);
      if (c.source.kind === 'offer')
        this.checkOffer(view, (c.source as { offerId: string }).offerId);
    }
  }

  /** What every event and offer must keep: names, weeks, things, no unfilled blanks. */
  private checkCommon(view: CommunicationView, billChange: BillChange | undefined): void {
    const text = textOf(view, true);
    const where = this.where(view);
    if (new RegExp(`\\b${this.firstName}\\b`).test(text))
      this.problems.push(`${where}: someone in it shares the player's name ${this.firstName}`);
    if (/%[A-Z_]+%/.test(text)) this.problems.push(`${where}: a blank left unfilled`);
    for (const m of text.matchAll(/\bweek (\d+)\b/gi)) {
      if (Number(m[1]) !== billChange?.fromWeek)
        this.problems.push(`${where}: names week ${m[1]}, which the game does not use`);
    }
    for (const { words, thing, itemIds } of THINGS_IN_WORDS) {
      if (!words.test(textOf(view, false))) continue;
      if (!this.state.items.owned.some((item) => itemIds.includes(item.itemId)))
        this.problems.push(`${where}: speaks of the player's ${thing.slice(2)}, but they own none`);
    }
  }

  private checkEvent(view: CommunicationView, id: string): void {
    const event = findEvent(this.content, id);
    if (!event) return void this.problems.push(`${this.where(view)}: no event ${id}`);
    this.checkCommon(view, event.billChange);
    // A refund on "your last two bills" reaches a player who paid them: the sender's last two.
    if (/\blast two bills\b/i.test(view.content)) {
      const series = this.content.scenario.bills.find((s) => view.from.startsWith(s.payee));
      const last = this.state.bills.list.filter((b) => b.seriesId === series?.id).slice(-2);
      if (last.length < 2 || last.some((bill) => bill.tag !== 'Paid'))
        this.problems.push(`${this.where(view)}: refunds bills that are not paid`);
    }
    if (PAID_FOR_WORK.test(view.content))
      this.problems.push(`${this.where(view)}: pays for work the player never agreed to`);
    const posted = eventPosted(this.state, id, event.subject);
    const allowed = [
      ...billFigures(this.state, this.content, event.billChange),
      ...(CONTEXT_FIGURES[id] ?? []).map((f) => f.cents),
    ];
    const wrong = unexplained(`${view.subject} ${view.content}`, posted, allowed);
    if (wrong.length > 0)
      this.problems.push(
        `${this.where(view)}: says ${dollars(wrong)}, posted ${dollars([posted])}`,
      );
  }

  private checkOffer(view: CommunicationView, id: string): void {
    const offer = findOffer(this.content, id);
    if (!offer) return void this.problems.push(`${this.where(view)}: no offer ${id}`);
    this.checkCommon(view, offer.acceptBillChange);
    const context = (CONTEXT_FIGURES[id] ?? []).map((f) => f.cents);
    const bills = billFigures(this.state, this.content, offer.acceptBillChange);
    const before = this.state;
    const accept = (this.seed + this.state.week) % 2 === 0;
    const choose = (choice: 'accept' | 'decline') =>
      this.do({ type: 'actionCommunication', communicationId: view.id, choice });
    const accepted = accept && choose('accept');
    if (!accepted) choose('decline');
    const after = selectCommunication(this.state, this.content, view.id)!;
    const posted = money(this.state) - money(before);
    const where = this.where(view);
    this.checkCommon(after, offer.acceptBillChange);
    if (!accepted) {
      if (posted !== 0) this.problems.push(`${where}: declining moved ${dollars([posted])}`);
      const offered = [
        Math.abs(offer.acceptAmountCents),
        ...figuresOf(offer.content).map((f) => f.cents),
      ];
      const wrong = unexplained(after.outcome ?? '', 0, [...offered, ...bills, ...context]);
      if (wrong.length > 0) this.problems.push(`${where}: declined, says ${dollars(wrong)}`);
      return;
    }
    // A shift is paid through a pay slip: net pay into the account, super into the fund. Its
    // words give the rate and the pay before tax; its outcome, the pay after tax.
    const shift =
      offer.work?.kind === 'shift' ? shiftPayOf(this.content, before, offer.work) : null;
    const offered = shift
      ? [shift.netCents, shift.netCents + shift.superCents]
      : [offer.acceptAmountCents];
    if (!offer.isScam && !offered.includes(posted))
      this.problems.push(`${where}: offered ${dollars(offered)}, moved ${dollars([posted])}`);
    if (!offer.isScam) {
      const wrong = unexplained(`${view.subject} ${view.content}`, shift ? 0 : posted, [
        ...bills,
        ...context,
        ...(shift ? [shift.rateCents, shift.grossCents] : []),
      ]);
      if (wrong.length > 0) this.problems.push(`${where}: its offer says ${dollars(wrong)}`);
    }
    const wrong = unexplained(after.outcome ?? '', shift ? shift.netCents : posted, [
      ...bills,
      ...context,
    ]);
    if (wrong.length > 0)
      this.problems.push(`${where}: accepted, says ${dollars(wrong)}, moved ${dollars([posted])}`);
    if (CARD_WORDS.test(after.outcome ?? '')) {
      const cash = balance(this.state, PLAYER_KEYS.cash) - balance(before, PLAYER_KEYS.cash);
      const saved = savings(this.state) - savings(before);
      if (cash !== 0 || saved !== 0)
        this.problems.push(`${where}: "your card", but took cash or savings`);
    }
    if (/\byou bought the bike\b/i.test(after.outcome ?? ''))
      if (!this.state.items.owned.some((item) => THINGS_IN_WORDS[1]!.itemIds.includes(item.itemId)))
        this.problems.push(`${where}: bought a bike that is not in My Stuff`);
  }
}

function dollars(cents: readonly number[]): string {
  return cents.map((c) => `$${(c / 100).toFixed(2)}`).join(', ');
}

describe('every word true: events, offers and the story in many worlds', () => {
  it.each(Object.keys(starterContents) as PersonaKey[])(
    '%s',
    (key) => {
      const problems: string[] = [];
      for (let seed = 0; seed < SEEDS; seed++) {
        const world = new World(key, seed);
        world.play();
        problems.push(...world.problems);
      }
      // The kinds of problem, then the first few of each.
      expect(problems.slice(0, 60)).toEqual([]);
    },
    240_000,
  );
});

describe('the check of the words', () => {
  it('reads dollar figures as cents, with the words after them', () => {
    expect(figuresOf('a $7.40 toll and a $95 fee, $2,500 in 7 days').map((f) => f.cents)).toEqual([
      740, 9500, 250_000,
    ]);
  });

  it('finds a figure the game did not post, and lets a rate or a share through', () => {
    expect(unexplained('You saved $10 a month and got $25.', 2500, [])).toEqual([1000]);
    expect(unexplained('Two hours at $12.50 an hour: $25.', 2500, [])).toEqual([]);
    expect(unexplained('$195 all up, so $65 each', 6500, [])).toEqual([]);
    expect(unexplained('The scammers spent $148', -8259, [])).toEqual([14_800]);
  });
});

describe('what the words rely on', () => {
  const happenings = [
    ...gameEvents,
    ...offers,
    ...Object.values(starterContents).flatMap((game) => game.scenario.story),
  ];

  it('names only things the catalogue has, in requires and a thing an offer sells', () => {
    const known = new Set(items.map((item) => item.id));
    const named = happenings.flatMap((h) => [
      ...(h.requires?.ownsAnyOf ?? []),
      ...('acceptItemId' in h && h.acceptItemId ? [h.acceptItemId] : []),
    ]);
    expect(named.filter((id) => !known.has(id))).toEqual([]);
  });

  it('keeps the stand-ins for namesakes out of every text', () => {
    const texts = happenings.map((h) => JSON.stringify(h));
    const used = people.standIns.filter((name) =>
      texts.some((text) => new RegExp(`\\b${name}\\b`).test(text)),
    );
    expect(used).toEqual([]);
  });
});

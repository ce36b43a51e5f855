import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  selectAccountStatement,
  selectBills,
  selectCash,
  selectEmails,
  selectTextThreads,
  type Command,
  type GameState,
} from '@mc/engine';
import { playGame, RandomPlayer } from '@mc/engine/testing/random-player';
import { starterContent } from './index';
import { offers } from './offers';
import { storyBeatSchema, type BillChange } from './schemas';
import { bills } from './starter/bills';
import { everydaySpending } from './starter/everyday';
import { story } from './story';

/** "$45", "$12.99", "$1,048": an amount as the texts write it. */
const dollars = (cents: number) =>
  '$' +
  (Math.abs(cents) / 100).toLocaleString('en-AU', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });

/** The subjects of every scam, the story's and the pool's (a player declines those). */
const scamSubjects = new Set(
  [...story.flatMap((beat) => (beat.type === 'offer' ? [beat] : [])), ...offers].flatMap((offer) =>
    offer.isScam ? [offer.subject] : [],
  ),
);

/** The story's events and offers that arrived as the current week opened. */
function arrivedThisWeek(state: GameState): string[] {
  return state.communications.list
    .filter((c) => c.week === state.week)
    .flatMap((c) =>
      c.source.kind === 'event'
        ? [c.source.eventId]
        : c.source.kind === 'offer'
          ? [c.source.offerId]
          : [],
    );
}

describe('the story', () => {
  it('parses: every beat is a well-formed event or offer', () => {
    const failures = story.flatMap((beat) => {
      const parsed = storyBeatSchema.safeParse(beat);
      return parsed.success ? [] : parsed.error.issues.map((i) => `${beat.id}: ${i.message}`);
    });
    expect(failures).toEqual([]);
  });

  it.each([26, 27] as const)(
    'brings something to decide or something that happens in every week of a %i-week game',
    (totalWeeks) => {
      for (const gameSeed of ['class-a', 'class-b', 'class-c']) {
        const init = {
          content: starterContent,
          gameSeed,
          instanceSeed: 'student',
          totalWeeks,
          playerName: 'Kim',
        };
        const weeks = [
          arrivedThisWeek(
            createGame({ ...init, scenario: starterContent.scenario, items: starterContent.items }),
          ),
        ];
        playGame(init, new RandomPlayer(gameSeed), {
          commandsPerWeek: 4,
          onStep(state, command, result) {
            if (command.type === 'startWeek' && result.ok && !state.isGameComplete)
              weeks[state.week - 1] = arrivedThisWeek(state);
          },
        });
        expect(weeks, gameSeed).toHaveLength(totalWeeks);
        const quiet = weeks.flatMap((ids, index) => (ids.length === 0 ? [index + 1] : []));
        expect(quiet, `${gameSeed}: weeks with nothing`).toEqual([]);
      }
    },
    60_000,
  );

  it('says the amount that moves, and the new amount and week of a bill it changes', () => {
    const billChanges: [string, BillChange | undefined][] = [
      ...story.map((beat): [string, BillChange | undefined] => [
        beat.id,
        beat.type === 'event' ? beat.billChange : beat.acceptBillChange,
      ]),
      ...offers.map((offer): [string, BillChange | undefined] => [
        offer.id,
        offer.acceptBillChange,
      ]),
    ];
    const texts = new Map<string, string>([
      ...story.map((beat): [string, string] => [beat.id, beat.content]),
      ...offers.map((offer): [string, string] => [offer.id, offer.content]),
    ]);
    const problems: string[] = [];
    for (const beat of story) {
      const moved = beat.type === 'event' ? beat.amountCents : beat.acceptAmountCents;
      // An event's words fill its amount from what it posted (%AMOUNT%); an offer states its price.
      const says = beat.content.includes(dollars(moved)) || beat.content.includes('%AMOUNT%');
      if (moved !== 0 && !says) problems.push(`${beat.id} does not say ${dollars(moved)}`);
    }
    for (const [id, change] of billChanges) {
      if (!change) continue;
      const text = texts.get(id)!;
      const bill = [...bills, ...everydaySpending].find((b) => b.id === change.seriesId)!;
      if (!text.includes(dollars(change.amountCents)))
        problems.push(`${id} does not say the new ${bill.title} of ${dollars(change.amountCents)}`);
      if (change.fromWeek !== undefined && !text.includes(`week ${change.fromWeek}`))
        problems.push(`${id} does not say it starts in week ${change.fromWeek}`);
    }
    expect(problems).toEqual([]);
  });

  it('changes the bills it says it changes, by what it says, from when it says', () => {
    // A player who takes every genuine offer (the travel card in week 3, the plan with ads in week
    // 12, the bike in week 14) and pays every bill; the rent rise (week 17) and the winter power
    // (week 19) come to everyone.
    let state = createGame({
      scenario: starterContent.scenario,
      items: starterContent.items,
      gameSeed: 'class-a',
      instanceSeed: 'student',
      totalWeeks: 27,
      playerName: 'Kim',
      // Bills only: no quiz holds a week up.
      settings: { quizRequired: 'none' },
    });
    const run = (command: Command) => {
      const result = applyCommand(state, command, starterContent);
      if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
      state = result.state;
      return result.events;
    };
    const opened = run({
      type: 'openBankAccount',
      accountTypeId: 'everyday-access',
      fromAccountId: selectCash(state).id,
      amountCents: 80_000,
    }).find((event) => event.type === 'accountOpened');
    const account = opened?.type === 'accountOpened' ? opened.accountId : '';
    for (let week = 1; week <= 27; week++) {
      const messages = [
        ...selectEmails(state, starterContent),
        ...selectTextThreads(state, starterContent).flatMap((thread) => thread.messages),
      ];
      for (const message of messages) {
        if (!message.isActionable || message.actioned || message.cancelled) continue;
        const isScam = scamSubjects.has(message.subject);
        run({
          type: 'actionCommunication',
          communicationId: message.id,
          choice: isScam ? 'decline' : 'accept',
        });
      }
      for (const bill of selectBills(state, { payableOnly: true }))
        run({ type: 'payBill', billId: bill.id, fromAccountId: account });
      run({ type: 'endWeek' });
      run({ type: 'startWeek' });
    }
    const amounts = (seriesId: string) =>
      selectBills(state)
        .filter((bill) => bill.seriesId === seriesId)
        .sort((a, b) => a.openingWeek - b.openingWeek)
        .map((bill) => `${bill.openingWeek}: ${dollars(bill.originalAmountCents)}`);
    // Everyday spending leaves the account at the end of each week: its statement shows each.
    const spent = (description: string) =>
      selectAccountStatement(state, account)!
        .lines.filter((line) => line.description === description)
        .map((line) => `${line.week}: ${dollars(-line.moneyCents)}`);
    const weeks = (from: number, to: number, every: number, amount: string) =>
      Array.from(
        { length: Math.floor((to - from) / every) + 1 },
        (_, i) => `${from + i * every}: ${amount}`,
      );
    expect(spent('Bus fares (Metro Buses)')).toEqual([
      ...weeks(1, 3, 1, '$35'),
      // The bike (bought in week 14, in My Stuff from then) halves the fares.
      ...weeks(4, 13, 1, '$28'),
      ...weeks(14, 27, 1, '$14'),
    ]);
    expect(amounts('rent')).toEqual([...weeks(1, 15, 2, '$466'), ...weeks(17, 27, 2, '$486')]);
    expect(spent('Streaming subscription renewal (StreamFlix)')).toEqual([
      ...weeks(1, 9, 4, '$12.99'),
      ...weeks(13, 25, 4, '$7.99'),
    ]);
    expect(amounts('power-internet')).toEqual([
      ...weeks(3, 15, 4, '$60'),
      ...weeks(19, 27, 4, '$85'),
    ]);
  }, 60_000);

  it('keeps scams teaching what to do: call the bank, report to Scamwatch', () => {
    for (const beat of story) {
      if (beat.type !== 'offer' || !beat.isScam) continue;
      expect(beat.acceptOutcome, beat.id).toMatch(/Scamwatch/);
      expect(beat.acceptOutcome, beat.id).toMatch(/bank/i);
    }
  });

  it('assumes nothing about school: the player works full time', () => {
    const words = /\b(school|teacher|class(room)?|homework|term|year \d+|students?)\b/i;
    const texts = story.flatMap((beat) => [
      beat.subject,
      beat.content,
      ...(beat.type === 'offer' ? [beat.acceptOutcome, beat.declineOutcome] : []),
    ]);
    expect(texts.filter((text) => words.test(text))).toEqual([]);
  });
});

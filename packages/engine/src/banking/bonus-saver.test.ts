import { describe, expect, it } from 'vitest';
import {
  selectAccountStatement,
  selectBankAccounts,
  selectEmails,
  selectNetPosition,
  selectProgress,
} from '../index';
import { TestGame } from '../../test/fixtures/game';
import { withScenario } from '../../test/fixtures/content';
import { weeklyInterestCentiCents } from './interest';

// The fixture's Bonus Saver: 0.55% a year, plus 3.45% for a game month with deposits of at least
// $100 and no withdrawals (4% in all). Minimum $100 to open.
const quiet = withScenario({
  bills: [],
  rules: { ...withScenario({}).scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 },
});

const BASE = weeklyInterestCentiCents(60_000, 0.0055); // $600 for a week: 6.33 cents
const BONUS = weeklyInterestCentiCents(60_000, 0.0345); // 39.70 cents

/** An everyday account (where the pay goes) and a Bonus Saver opened with $600 from cash. */
function withSaver() {
  const game = new TestGame(quiet);
  const everyday = game.open('everyday');
  const saver = game.open('bonus-saver', 60_000);
  return { game, everyday, saver };
}

/** Opens a Bonus Saver with money from an account. */
function openSaverFrom(game: TestGame, fromAccountId: string, amountCents: number): string {
  const events = game.do({
    type: 'openBankAccount',
    accountTypeId: 'bonus-saver',
    fromAccountId,
    amountCents,
  });
  const opened = events.find((e) => e.type === 'accountOpened');
  if (!opened || opened.type !== 'accountOpened') throw new Error('no account opened');
  return opened.accountId;
}

/** Interest the bank has paid into the Bonus Savers a game ever held. */
function bonusSaverInterest(game: TestGame): number {
  let paid = 0;
  for (const posting of game.state.ledger.pages.flat()) {
    if (posting[1] !== 'Interest' && posting[1] !== 'Bonus interest') continue;
    for (let i = 2; i + 1 < posting.length; i += 2) {
      const key = posting[i] as string;
      const id = Number(key.slice(1));
      const account = game.state.banking.accounts.find((a) => a.id === id);
      if (
        key.startsWith('a') &&
        account?.typeId === 'bonus-saver' &&
        (posting[i + 1] as number) > 0
      )
        paid += posting[i + 1] as number;
    }
  }
  return paid;
}

const saverView = (game: TestGame, id: string) =>
  selectBankAccounts(game.state).find((a) => a.id === id)!;

describe('a bonus saver', () => {
  it('pays its base and bonus rates for a month with a deposit and no withdrawals', () => {
    const { game, saver } = withSaver();
    // The opening deposit of $600 is this month's deposit.
    for (let week = 1; week <= 4; week++) game.nextWeek();
    const lines = selectAccountStatement(game.state, saver)!.lines.filter((l) => l.week === 4);
    expect(lines.map((l) => [l.description, l.moneyCents])).toEqual([
      ['Interest', Math.floor((4 * BASE) / 100)], // 25 cents
      ['Bonus interest', Math.floor((4 * BONUS) / 100)], // $1.58: 4% a year in all
    ]);
    expect(saverView(game, saver)).toMatchObject({
      bonusStatus: 'needs-deposit', // a new month: no deposit yet
      accruedInterestCents: 0,
      accruedBonusCents: 0,
    });
  });

  it('counts interest earned but not paid in the net position, the bonus once the deposit is made', () => {
    const { game, saver } = withSaver();
    game.nextWeek();
    game.nextWeek();
    const view = saverView(game, saver);
    expect(view).toMatchObject({
      bonusStatus: 'on-track',
      accruedInterestCents: Math.floor((2 * BASE) / 100),
      accruedBonusCents: Math.floor((2 * BONUS) / 100),
      interestPaidWeek: 4,
    });
    const accrued = view.accruedInterestCents + view.accruedBonusCents;
    expect(selectProgress(game.state).rows).toContainEqual({
      title: 'Bonus Saver: interest earned, not yet paid',
      category: 'BankAccountTransactions',
      balanceCents: accrued,
    });
    // Everything the player owns, including the interest owed to them.
    const progress = selectProgress(game.state);
    expect(progress.netPositionCents).toBe(selectNetPosition(game.state));
    expect(progress.rows.reduce((sum, r) => sum + r.balanceCents, 0)).toBe(
      selectNetPosition(game.state),
    );
  });

  it('loses the whole month’s bonus at once when money is taken out, and says so', () => {
    const { game, everyday, saver } = withSaver();
    game.nextWeek();
    game.nextWeek(); // pay day: the everyday account has money to spare now
    const before = selectNetPosition(game.state);
    const counted = saverView(game, saver).accruedBonusCents;
    expect(counted).toBeGreaterThan(0);
    game.do({ type: 'transfer', fromAccountId: saver, toAccountId: everyday, amountCents: 2_000 });
    // The bonus counted so far comes out of the net position with the withdrawal.
    expect(selectNetPosition(game.state)).toBe(before - counted);
    expect(saverView(game, saver)).toMatchObject({ bonusStatus: 'lost', accruedBonusCents: 0 });
    const notice = selectEmails(game.state, quiet).find((e) =>
      e.subject.startsWith('No bonus interest on your Bonus Saver'),
    )!;
    expect(notice.content).toContain('in week 3');
    expect(notice.content).toContain('From week 5');
    for (let week = 3; week <= 4; week++) game.nextWeek();
    const paid = selectAccountStatement(game.state, saver)!.lines.filter((l) => l.week === 4);
    expect(paid.map((l) => l.description)).toEqual(['Interest']);
  });

  it('earns only its base rate in a month without a qualifying deposit', () => {
    const { game, saver } = withSaver();
    for (let week = 1; week <= 8; week++) game.nextWeek();
    const month2 = selectAccountStatement(game.state, saver)!.lines.filter((l) => l.week === 8);
    expect(month2.map((l) => l.description)).toEqual(['Interest']);
    expect(
      selectEmails(game.state, quiet).some((e) => e.content.includes('came to less than $100.00')),
    ).toBe(true);
  });

  it('earns the bonus again the next month after a withdrawal, with a new deposit', () => {
    const { game, everyday, saver } = withSaver();
    game.do({ type: 'transfer', fromAccountId: saver, toAccountId: everyday, amountCents: 1_000 });
    for (let week = 1; week <= 4; week++) game.nextWeek();
    // Month 2 (weeks 5-8): a $100 deposit and no withdrawals.
    game.do({ type: 'transfer', fromAccountId: everyday, toAccountId: saver, amountCents: 10_000 });
    for (let week = 5; week <= 8; week++) game.nextWeek();
    const month2 = selectAccountStatement(game.state, saver)!.lines.filter((l) => l.week === 8);
    expect(month2.map((l) => l.description)).toEqual(['Interest', 'Bonus interest']);
  });
});

describe('closing and reopening a bonus saver', () => {
  it('gains nothing: a saver closed and reopened every week earns no bonus at all', () => {
    const keeper = withSaver();
    const cycler = withSaver();
    let saver = cycler.saver;
    for (let week = 1; week <= 8; week++) {
      // Each week the cycler moves the saver's money out and back into a new saver.
      cycler.game.do({ type: 'closeBankAccount', accountId: saver, toAccountId: cycler.everyday });
      saver = openSaverFrom(cycler.game, cycler.everyday, 60_000);
      // The keeper deposits $100 in month 2 to keep the bonus.
      if (week === 5)
        keeper.game.do({
          type: 'transfer',
          fromAccountId: keeper.everyday,
          toAccountId: keeper.saver,
          amountCents: 10_000,
        });
      keeper.game.nextWeek();
      cycler.game.nextWeek();
    }
    expect(cycler.game.state.ledger.pages.flat().filter((p) => p[1] === 'Bonus interest')).toEqual(
      [],
    );
    expect(bonusSaverInterest(cycler.game)).toBeLessThan(bonusSaverInterest(keeper.game));
    // Same pay, same bills: the cycler's net position is lower, never higher.
    expect(selectNetPosition(cycler.game.state)).toBeLessThan(selectNetPosition(keeper.game.state));
  });

  it('gains nothing over a plain withdrawal: reopening with less keeps the month’s bonus lost', () => {
    const withdrawer = withSaver();
    const closer = withSaver();
    withdrawer.game.nextWeek();
    closer.game.nextWeek();
    // Week 2: one takes $200 out; the other closes the saver and opens a new one with $400.
    withdrawer.game.do({
      type: 'transfer',
      fromAccountId: withdrawer.saver,
      toAccountId: withdrawer.everyday,
      amountCents: 20_000,
    });
    closer.game.do({
      type: 'closeBankAccount',
      accountId: closer.saver,
      toAccountId: closer.everyday,
    });
    const reopened = openSaverFrom(closer.game, closer.everyday, 40_000);
    expect(saverView(closer.game, reopened).bonusStatus).toBe('lost');
    for (let week = 2; week <= 4; week++) {
      withdrawer.game.nextWeek();
      closer.game.nextWeek();
    }
    expect(bonusSaverInterest(closer.game)).toBeLessThanOrEqual(
      bonusSaverInterest(withdrawer.game),
    );
    expect(selectNetPosition(closer.game.state)).toBeLessThanOrEqual(
      selectNetPosition(withdrawer.game.state),
    );
  });

  it('can earn the bonus in a new month after one was closed', () => {
    const { game, everyday, saver } = withSaver();
    game.do({ type: 'closeBankAccount', accountId: saver, toAccountId: everyday });
    for (let week = 1; week <= 4; week++) game.nextWeek();
    const reopened = openSaverFrom(game, everyday, 20_000);
    expect(saverView(game, reopened).bonusStatus).toBe('on-track');
  });
});

import { describe, expect, it } from 'vitest';
import { ENGINE, selectApps, selectGame, selectWeekSummaries, selectWeekSummary } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content } from '../../test/fixtures/content';

describe('ending a week', () => {
  it('is refused in week 1 without a bank account, blocking Banking', () => {
    const game = new TestGame();
    const banking = () => selectApps(game.state, content).find((a) => a.name === 'Banking')!;
    expect(banking().state).toBe('block');
    expect(game.reject({ type: 'endWeek' })).toEqual({
      ok: false,
      code: 'banking/account-required',
      message:
        'You need a bank account before you can finish week 1. Open a transaction account in My Bank.',
      blockApp: 'Banking',
    });
    game.open('everyday');
    expect(banking().state).toBe('idle');
    game.do({ type: 'endWeek' });
  });

  it('runs the steps in the documented order', () => {
    expect(ENGINE.endOfWeekSteps.map((s) => s.name)).toEqual([
      'banking.superReturn',
      'income.payDay',
      'jobs.weekWorked',
      'jobs.lapseOffers',
      'ibuy.bids',
      'ibuy.sales',
      'banking.superContributionsTax',
      'everyday.spend',
      'bills.directDebits',
      'bills.overdue',
      'bills.debtCollection',
      'banking.fees',
      'banking.accrueInterest',
      'banking.payInterest',
      'creditCard.interest',
      'creditCard.dueWeek',
      'creditCard.statement',
      'banking.maturity',
      'income.closeIncomeYear',
      'income.taxReturn',
      'items.revalue',
      'events.cancelStaleOffers',
      'badges.award',
    ]);
    expect(ENGINE.openWeekSteps.map((s) => s.name)).toEqual([
      'bills.issue',
      'bills.instalments',
      'items.runningBills',
      'bills.smallLoanOffer',
      'events.story',
      'events.randomEvent',
      'events.offer',
      'shares.revalue',
      'shares.dividends',
      'jobs.answers',
      'communications.archive',
    ]);
  });

  it('closes the week to money commands until the next week starts', () => {
    const game = new TestGame();
    const account = game.open('everyday', 1_000);
    game.do({ type: 'endWeek' });
    expect(selectGame(game.state)).toMatchObject({ currentWeek: 1, phase: 'ended' });
    expect(
      game.reject({
        type: 'transfer',
        fromAccountId: account,
        toAccountId: game.cashId,
        amountCents: 100,
      }).code,
    ).toBe('game/week-ended');
    expect(game.reject({ type: 'endWeek' }).code).toBe('game/week-ended');
    game.do({ type: 'startWeek' });
    expect(selectGame(game.state)).toMatchObject({ currentWeek: 2, phase: 'playing' });
    // Starting a week that is already under way changes nothing (a page reload).
    const before = game.state;
    expect(game.do({ type: 'startWeek' })).toEqual([
      { type: 'weekStarted', week: 2, isGameComplete: false },
    ]);
    expect(game.state).toEqual(before);
  });

  it("records the summary from last week's finishing figure, with what moved it", () => {
    const game = new TestGame();
    game.open('everyday', 20_000);
    game.do({ type: 'endWeek' });
    const lastWeek = selectWeekSummary(game.state)!;
    game.do({ type: 'startWeek' });
    // The week's bills have arrived: the dashboard shows less than last week's finishing figure,
    // and this week's summary will say why.
    expect(selectGame(game.state).netPositionCents).toBeLessThan(
      lastWeek.finishingNetPositionCents,
    );
    game.do({ type: 'endWeek' });
    const summary = selectWeekSummary(game.state)!;
    expect(summary.week).toBe(2);
    expect(summary.totalGameWeeks).toBe(27);
    expect(summary.startingNetPositionCents).toBe(lastWeek.finishingNetPositionCents);
    expect(summary.finishingNetPositionCents).toBe(selectGame(game.state).netPositionCents);
    expect(summary.differenceCents).toBe(
      summary.finishingNetPositionCents - summary.startingNetPositionCents,
    );
    const sum = summary.movements.reduce((total, m) => total + m.amountCents, 0);
    expect(sum).toBe(summary.differenceCents);
    expect(summary.movements.map((m) => m.category)).toContain('bills');
    expect(summary.movements.find((m) => m.category === 'bills')!.amountCents).toBeLessThan(0);
  });

  it('explains every week of a whole game exactly, the weeks adding up end to end', () => {
    const game = new TestGame(content, { totalWeeks: 26 });
    const account = game.open('everyday', 30_000);
    for (let week = 1; week <= 26; week++) {
      if (week % 3 === 0) game.payAll(account);
      game.do({ type: 'endWeek' });
      if (week < 26) game.do({ type: 'startWeek' });
    }
    const summaries = selectWeekSummaries(game.state);
    summaries.forEach((summary, i) => {
      const sum = summary.movements.reduce((total, m) => total + m.amountCents, 0);
      expect(sum, `week ${summary.week}`).toBe(summary.differenceCents);
      if (i > 0)
        expect(summary.startingNetPositionCents).toBe(summaries[i - 1]!.finishingNetPositionCents);
    });
    const categories = new Set(summaries.flatMap((s) => s.movements.map((m) => m.category)));
    for (const expected of ['pay', 'super', 'bills', 'late-fees'])
      expect(categories, expected).toContain(expected);
  });

  it.each([26, 27] as const)(
    'completes the game at the end of week %i',
    (totalWeeks) => {
      const game = new TestGame(content, { totalWeeks });
      game.open('everyday');
      for (let week = 1; week < totalWeeks; week++) game.nextWeek();
      expect(selectGame(game.state)).toMatchObject({
        currentWeek: totalWeeks,
        isGameComplete: false,
      });
      const events = game.do({ type: 'endWeek' });
      expect(events).toContainEqual({ type: 'gameCompleted', week: totalWeeks });
      expect(selectGame(game.state)).toMatchObject({
        currentWeek: totalWeeks,
        isGameComplete: true,
      });
      expect(game.do({ type: 'startWeek' })).toEqual([
        { type: 'weekStarted', week: totalWeeks, isGameComplete: true },
      ]);
      expect(game.reject({ type: 'endWeek' }).code).toBe('game/complete');
      expect(game.state.endOfWeek.summaries).toHaveLength(totalWeeks);
    },
    30_000,
  );

  it('refuses what is not a command', () => {
    const game = new TestGame();
    expect(game.reject({ type: 'fly' } as never).code).toBe('game/invalid-command');
    expect(game.reject(null as never).code).toBe('game/invalid-command');
  });
});

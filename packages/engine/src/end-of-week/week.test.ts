import { describe, expect, it } from 'vitest';
import { ENGINE, selectApps, selectGame, selectWeekSummary } from '../index';
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
      'income.payDay',
      'bills.directDebits',
      'bills.overdue',
      'bills.debtCollection',
      'banking.fees',
      'banking.accrueInterest',
      'banking.payInterest',
      'banking.superReturn',
      'creditCard.interest',
      'creditCard.dueWeek',
      'creditCard.statement',
      'banking.maturity',
      'events.cancelStaleOffers',
    ]);
    expect(ENGINE.openWeekSteps.map((s) => s.name)).toEqual([
      'bills.issue',
      'events.randomEvent',
      'events.offer',
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

  it('records the summary: starting and finishing net position and the difference', () => {
    const game = new TestGame();
    game.open('everyday');
    game.nextWeek();
    // The week starts once its bills have arrived: the net position the player sees then.
    const atStart = selectGame(game.state).netPositionCents;
    game.do({ type: 'endWeek' });
    const summary = selectWeekSummary(game.state)!;
    expect(summary.week).toBe(2);
    expect(summary.totalGameWeeks).toBe(27);
    expect(summary.startingNetPositionCents).toBe(atStart);
    expect(summary.finishingNetPositionCents).toBe(selectGame(game.state).netPositionCents);
    expect(summary.differenceCents).toBe(
      summary.finishingNetPositionCents - summary.startingNetPositionCents,
    );
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

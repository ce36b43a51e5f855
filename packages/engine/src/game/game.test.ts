import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  checkInvariants,
  createGame,
  replay,
  selectCash,
  selectGame,
  type Command,
  type GameState,
} from '../index';
import { content, scenario } from '../../test/fixtures/content';
import { deepFreeze, TestGame } from '../../test/fixtures/game';

const init = { gameSeed: 'g', instanceSeed: 'i', totalWeeks: 27 as const, playerName: 'Tess' };

describe('createGame', () => {
  it('starts week 1 with the starting cash and plain JSON state', () => {
    const state = createGame({ ...init, scenario, items: content.items });
    expect(selectGame(state)).toEqual({
      currentWeek: 1,
      totalWeeks: 27,
      phase: 'playing',
      isGameComplete: false,
      // Starting cash less week 1's owed bills (rent and groceries).
      netPositionCents: 100_000 - 40_000 - 10_000,
      playerName: 'Tess',
    });
    expect(selectCash(state).balanceCents).toBe(100_000);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('accepts only games of 26 or 27 weeks, and names a nameless player after the persona', () => {
    expect(() =>
      createGame({ ...init, scenario, items: content.items, totalWeeks: 30 as never }),
    ).toThrow(RangeError);
    expect(
      createGame({ ...init, scenario, items: content.items, playerName: '  ' }).player.name,
    ).toBe('Tess');
  });

  it('refuses content of another scenario: that is a bug in the caller', () => {
    const state = createGame({ ...init, scenario, items: content.items });
    expect(() =>
      applyCommand(
        state,
        { type: 'startWeek' },
        { ...content, scenario: { ...scenario, id: 'other' } },
      ),
    ).toThrow();
  });
});

describe('commands', () => {
  it('never change the state they are given', () => {
    const game = new TestGame();
    deepFreeze(game.state);
    const account = game.open('everyday', 10_000);
    deepFreeze(game.state);
    game.do({
      type: 'transfer',
      fromAccountId: account,
      toAccountId: game.cashId,
      amountCents: 500,
    });
    deepFreeze(game.state);
    game.nextWeek();
    deepFreeze(game.state);
    game.nextWeek();
    expect(selectGame(game.state).currentWeek).toBe(3);
  });

  it('replay: the same seeds and commands give the same state; another instance, the same world', () => {
    const game = new TestGame(content, { gameSeed: 'g', instanceSeed: 'i' });
    const account = game.open('everyday', 10_000);
    const commands: Command[] = [
      {
        type: 'openBankAccount',
        accountTypeId: 'everyday',
        fromAccountId: game.cashId,
        amountCents: 10_000,
      },
      { type: 'transfer', fromAccountId: account, toAccountId: game.cashId, amountCents: 999_999 },
    ];
    for (let week = 0; week < 10; week++)
      commands.push(
        { type: 'endWeek' },
        { type: 'generateBonusQuestion', atMs: 1_770_000_000_000 + week * 604_800_000 },
        { type: 'startWeek' },
      );
    const first = replay({ ...init, content }, commands);
    const second = replay({ ...init, content }, commands);
    expect(second.state).toEqual(first.state);
    expect(first.rejected.map((r) => r.rejection.code)).toEqual(['transfer/insufficient-funds']);
    // Another player of the same game (ids of their own, so commands that name none) meets the
    // same world, but gets the bonus questions in another order.
    const weeks: Command[] = [
      { type: 'openBankAccount', accountTypeId: 'everyday', fromAccountId: null, amountCents: 0 },
      ...commands.slice(2),
    ];
    const mine = replay({ ...init, content }, weeks).state;
    const other = replay({ ...init, instanceSeed: 'j', content }, weeks).state;
    expect(mine.week).toBe(11);
    expect(other.events).toEqual(mine.events);
    expect(other.endOfWeek.usedQuestionIds).not.toEqual(mine.endOfWeek.usedQuestionIds);
  });
});

describe('checkInvariants', () => {
  it('reports a broken ledger, a forbidden negative and bills that do not add up', () => {
    const game = new TestGame();
    game.open('everyday', 10_000);
    expect(checkInvariants(game.state)).toEqual([]);
    const broken = JSON.parse(JSON.stringify(game.state)) as GameState;
    broken.ledger.balances['cash'] = -5;
    broken.ledger.pages[0]![0]![3] = 1;
    broken.bills.list[0]!.paidCents = 1;
    const problems = checkInvariants(broken);
    expect(problems).toContainEqual(expect.stringMatching(/^posting 0 .* sums to/));
    expect(problems).toContainEqual(expect.stringMatching(/^balance of cash is -5/));
    expect(problems).toContain('cash is negative: -5');
    expect(problems).toContainEqual(expect.stringMatching(/^bills owe/));
  });

  it('reports a page of postings that is not full before the last one', () => {
    const game = new TestGame();
    game.open('everyday', 10_000);
    const broken = JSON.parse(JSON.stringify(game.state)) as GameState;
    broken.ledger.pages.push([]);
    broken.ledger.pages.push([]);
    expect(checkInvariants(broken)).toContainEqual(expect.stringMatching(/^page \d+ .* not full/));
  });
});

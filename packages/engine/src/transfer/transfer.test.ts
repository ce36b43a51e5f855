import { describe, expect, it } from 'vitest';
import { selectInvestments } from '../index';
import { SUPER_TOP_UP_MESSAGE } from './transfer';
import { TestGame } from '../../test/fixtures/game';

describe('transfers', () => {
  it('need a bank account first', () => {
    const game = new TestGame();
    expect(
      game.reject({
        type: 'transfer',
        fromAccountId: game.cashId,
        toAccountId: game.cashId,
        amountCents: 100,
      }),
    ).toMatchObject({
      code: 'transfer/no-bank-account',
      message: 'Error: you need a bank account to transfer money',
    });
  });

  it('check accounts, amount and balance in the spec order, with its messages', () => {
    const game = new TestGame();
    const account = game.open('everyday', 10_000);
    const t = (fromAccountId: string | null, toAccountId: string | null, amountCents: number) =>
      game.reject({ type: 'transfer', fromAccountId, toAccountId, amountCents });
    const select = 'Error: please select an account';
    expect(t(null, account, 100).message).toBe(select);
    expect(t(game.cashId, null, 100).message).toBe(select);
    expect(t(game.cashId, '4e224931-b09d-41b3-a2f9-ecce659285e4', 100).message).toBe(select);
    expect(t(account, account, 100).message).toBe(select);
    expect(t(game.cashId, account, 0)).toMatchObject({
      code: 'transfer/enter-amount',
      message: 'Error: please enter amount',
    });
    expect(t(game.cashId, account, 1).message).toBe('Error: please enter amount'); // must be over $0.01
    expect(t(game.cashId, account, 2.5).message).toBe('Error: please enter amount');
    expect(t(account, game.cashId, 10_001)).toMatchObject({
      code: 'transfer/insufficient-funds',
      message: 'Error: not enough money in deposit account',
    });
    game.do({ type: 'transfer', fromAccountId: account, toAccountId: game.cashId, amountCents: 2 });
    game.do({
      type: 'transfer',
      fromAccountId: game.cashId,
      toAccountId: account,
      amountCents: 90_002,
    });
    expect(game.balance(account)).toBe(100_000);
    expect(game.cash).toBe(0);
  });

  it('never move money in or out of super: only the employer pays in, and it is locked', () => {
    const game = new TestGame();
    const account = game.open('everyday', 10_000);
    const fund = selectInvestments(game.state)[0]!.id;
    expect(
      game.reject({
        type: 'transfer',
        fromAccountId: account,
        toAccountId: fund,
        amountCents: 1_000,
      }),
    ).toMatchObject({ code: 'transfer/super-locked', message: SUPER_TOP_UP_MESSAGE });
    expect(
      game.reject({ type: 'transfer', fromAccountId: fund, toAccountId: account, amountCents: 500 })
        .code,
    ).toBe('transfer/super-locked');
  });

  it('cannot top up a term deposit', () => {
    const game = new TestGame();
    const account = game.open('everyday', 10_000);
    game.do({
      type: 'openInvestment',
      accountTypeId: 'td-10',
      fromAccountId: game.cashId,
      amountCents: 50_000,
    });
    const td = selectInvestments(game.state).find((a) => a.typeId === 'td-10')!.id;
    expect(
      game.reject({ type: 'transfer', fromAccountId: account, toAccountId: td, amountCents: 500 })
        .code,
    ).toBe('transfer/select-account');
  });

  it('counts each transfer out of a bank account as a transaction', () => {
    const game = new TestGame();
    const account = game.open('everyday', 10_000);
    game.do({
      type: 'transfer',
      fromAccountId: account,
      toAccountId: game.cashId,
      amountCents: 100,
    });
    game.do({
      type: 'transfer',
      fromAccountId: game.cashId,
      toAccountId: account,
      amountCents: 100,
    });
    expect(
      game.state.banking.accounts.find((a) => a.kind === 'TransactionsBankAccountInstance')!
        .transactionsThisMonth,
    ).toBe(1);
  });
});

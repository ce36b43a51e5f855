import { describe, expect, it } from 'vitest';
import {
  selectAccountStatement,
  selectBankAccounts,
  selectBills,
  selectInvestments,
} from '../index';
import { TestGame } from '../../test/fixtures/game';
import { withScenario } from '../../test/fixtures/content';

describe('opening bank accounts', () => {
  it('opens an account with no minimum without a source', () => {
    const game = new TestGame();
    const id = game.open('everyday');
    const [account] = selectBankAccounts(game.state);
    expect(account).toMatchObject({
      id,
      title: 'Everyday',
      balanceCents: 0,
      accountType: 'TransactionsBankAccountInstance',
    });
    expect(account!.accountNumber).toBe(id.slice(0, 6));
  });

  it('locks savings and investments until a transaction account exists', () => {
    const game = new TestGame();
    expect(game.reject({ type: 'openBankAccount', accountTypeId: 'saver' }).code).toBe(
      'banking/locked',
    );
    expect(
      game.reject({
        type: 'openInvestment',
        accountTypeId: 'td-10',
        fromAccountId: game.cashId,
        amountCents: 60_000,
      }).code,
    ).toBe('banking/locked');
  });

  it('checks the opening deposit in the spec order with its messages', () => {
    const game = new TestGame();
    game.open('everyday');
    expect(
      game.reject({ type: 'openBankAccount', accountTypeId: 'bonus-saver', amountCents: 20_000 }),
    ).toMatchObject({
      code: 'banking/select-account',
      message: 'Error: please select an account',
    });
    expect(
      game.reject({
        type: 'openBankAccount',
        accountTypeId: 'bonus-saver',
        fromAccountId: game.cashId,
        amountCents: 9_999,
      }),
    ).toMatchObject({
      code: 'banking/minimum-balance',
      message: 'Error: not enough money for the minimum balance',
    });
    expect(
      game.reject({
        type: 'openBankAccount',
        accountTypeId: 'bonus-saver',
        fromAccountId: game.cashId,
        amountCents: 100_001,
      }),
    ).toMatchObject({
      code: 'banking/insufficient-funds',
      message: 'Error: not enough money in deposit account',
    });
    const id = game.open('bonus-saver', 10_000);
    expect(game.balance(id)).toBe(10_000);
    expect(game.cash).toBe(90_000);
  });

  it('takes an optional first deposit into an account with no minimum', () => {
    const game = new TestGame();
    const id = game.open('everyday', 25_000);
    expect(game.balance(id)).toBe(25_000);
    expect(
      game.reject({
        type: 'openBankAccount',
        accountTypeId: 'saver',
        fromAccountId: game.cashId,
        amountCents: 500_000,
      }).message,
    ).toBe('Error: not enough money in deposit account');
  });

  it('refuses unknown products and a second account of the same product', () => {
    const game = new TestGame();
    game.open('everyday');
    expect(game.reject({ type: 'openBankAccount', accountTypeId: 'nope' }).code).toBe(
      'banking/unknown-account-type',
    );
    expect(game.reject({ type: 'openBankAccount', accountTypeId: 'td-10' }).code).toBe(
      'banking/unknown-account-type',
    );
    expect(game.reject({ type: 'openBankAccount', accountTypeId: 'everyday' }).code).toBe(
      'banking/already-open',
    );
  });
});

describe('opening term deposits', () => {
  it('needs a source, the minimum and enough money', () => {
    const game = new TestGame();
    game.open('everyday');
    const open = (fromAccountId: string | null, amountCents: number) =>
      game.reject({ type: 'openInvestment', accountTypeId: 'td-10', fromAccountId, amountCents });
    expect(open(null, 60_000).message).toBe('Error: please select an account');
    expect(open(game.cashId, 49_999).message).toBe(
      'Error: not enough money for the minimum balance',
    );
    expect(open(game.cashId, 100_001).message).toBe('Error: not enough money in deposit account');
    game.do({
      type: 'openInvestment',
      accountTypeId: 'td-10',
      fromAccountId: game.cashId,
      amountCents: 60_000,
    });
    const [td] = selectInvestments(game.state).filter(
      (a) => a.accountType === 'FixedTermDepositInvestmentInstance',
    );
    expect(td).toMatchObject({
      balanceCents: 60_000,
      isMature: false,
      weeksToMaturity: 10,
      depositPeriodWeeks: 10,
      maturityWeek: 10,
    });
  });

  it('holds at most five at once', () => {
    const game = new TestGame(withScenario({ startingCashCents: 1_000_000 }));
    game.open('everyday');
    for (let i = 0; i < 5; i++) {
      // The bank opens at most three accounts a week.
      if (i === 2) game.nextWeek();
      game.do({
        type: 'openInvestment',
        accountTypeId: 'td-10',
        fromAccountId: game.cashId,
        amountCents: 50_000,
      });
    }
    game.nextWeek();
    expect(
      game.reject({
        type: 'openInvestment',
        accountTypeId: 'td-10',
        fromAccountId: game.cashId,
        amountCents: 50_000,
      }).code,
    ).toBe('banking/too-many');
  });
});

describe('closing accounts', () => {
  it('never closes the only transaction account', () => {
    const game = new TestGame();
    const id = game.open('everyday');
    expect(game.reject({ type: 'closeBankAccount', accountId: id })).toMatchObject({
      code: 'banking/last-transaction-account',
      message: 'Error: You must have at least one active bank account',
    });
  });

  it('moves the balance to the first other transaction account', () => {
    const game = new TestGame();
    const first = game.open('everyday', 10_000);
    const second = game.open('fee-account', 30_000);
    const saver = game.open('saver', 5_000);
    game.do({ type: 'closeBankAccount', accountId: second });
    expect(game.balance(first)).toBe(40_000);
    game.do({ type: 'closeBankAccount', accountId: saver });
    expect(game.balance(first)).toBe(45_000);
    expect(selectBankAccounts(game.state).map((a) => a.id)).toEqual([first]);
    // The closed account's history is still there.
    expect(selectAccountStatement(game.state, second)?.lines.map((l) => l.moneyCents)).toEqual([
      30_000, -30_000,
    ]);
  });

  it('moves the balance to the chosen account when one is given', () => {
    const game = new TestGame();
    game.open('everyday');
    const second = game.open('fee-account', 30_000);
    game.do({ type: 'closeBankAccount', accountId: second, toAccountId: game.cashId });
    expect(game.cash).toBe(100_000);
  });

  it('never closes super, and closes term deposits only by withdrawing them', () => {
    const game = new TestGame();
    game.open('everyday');
    const fund = selectInvestments(game.state)[0]!;
    expect(game.reject({ type: 'closeBankAccount', accountId: fund.id }).code).toBe(
      'banking/super-locked',
    );
    expect(game.reject({ type: 'withdrawInvestment', accountId: fund.id }).code).toBe(
      'banking/super-locked',
    );
    game.do({
      type: 'openInvestment',
      accountTypeId: 'td-10',
      fromAccountId: game.cashId,
      amountCents: 60_000,
    });
    const td = selectInvestments(game.state).find((a) => a.typeId === 'td-10')!;
    // Closing a term deposit withdraws it, as the withdrawal would.
    const events = game.do({ type: 'closeBankAccount', accountId: td.id });
    expect(events.find((e) => e.type === 'investmentWithdrawn')).toMatchObject({
      accountId: td.id,
      movedCents: 60_000,
    });
    expect(selectInvestments(game.state).some((a) => a.id === td.id)).toBe(false);
  });

  it('moves direct debits and the pay to the account the money went to', () => {
    const game = new TestGame();
    const first = game.open('everyday', 50_000);
    const second = game.open('fee-account', 40_000);
    const rent = selectBills(game.state).find((b) => b.seriesId === 'rent')!;
    game.do({ type: 'payBill', billId: rent.id, fromAccountId: second, setAutomatic: true });
    game.do({ type: 'setPayAccount', accountId: second });
    game.do({ type: 'closeBankAccount', accountId: second });
    expect(game.state.bills.automatic['rent']).toBeDefined();
    expect(selectBills(game.state).find((b) => b.seriesId === 'rent')!.automaticAccountId).toBe(
      first,
    );
    expect(game.state.income.payAccountId).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { selectBills, selectCreditCard, selectNetPosition, selectProgress } from '../index';
import { TestGame } from '../../test/fixtures/game';

describe('where I am at', () => {
  it('lists what the player owns and owes, and the net position is assets minus liabilities', () => {
    const game = new TestGame();
    const account = game.open('everyday', 20_000);
    game.open('saver', 10_000);
    game.do({
      type: 'openInvestment',
      accountTypeId: 'td-10',
      fromAccountId: game.cashId,
      amountCents: 50_000,
    });
    game.do({ type: 'buyCreditCard', cardTypeId: 'basic', fromAccountId: account });
    const card = selectCreditCard(game.state)!;
    const rent = selectBills(game.state).find((b) => b.seriesId === 'rent')!;
    game.do({ type: 'payBill', billId: rent.id, fromAccountId: card.id });
    const progress = selectProgress(game.state);
    expect(progress.rows).toEqual([
      { title: 'My Cash', category: 'Cashbox', balanceCents: 20_000 },
      { title: 'Test Super', category: 'SuperTransactions', balanceCents: 0 },
      { title: 'Everyday', category: 'BankAccountTransactions', balanceCents: 20_000 },
      { title: 'Saver', category: 'BankAccountTransactions', balanceCents: 10_000 },
      { title: '10-week Term Deposit', category: 'InvestmentTransactions', balanceCents: 50_000 },
      { title: 'Basic Card', category: 'Credit Cards', balanceCents: -40_000 },
      // Unpaid bills are liabilities; the optional streaming renewal is not owed.
      { title: 'Groceries', category: 'Bills', balanceCents: -10_000 },
    ]);
    expect(progress.assetsCents).toBe(100_000);
    expect(progress.liabilitiesCents).toBe(50_000);
    expect(progress.netPositionCents).toBe(50_000);
    expect(selectNetPosition(game.state)).toBe(50_000);
  });
});

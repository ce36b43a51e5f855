import { ACCOUNT_LIMIT_MESSAGES, ACCOUNT_LIMITS } from '@mc/contract/engine-constants';
import { describe, expect, it } from 'vitest';
import { selectBankAccounts } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { withScenario } from '../../test/fixtures/content';

// Opening and closing accounts over and over once grew a saved game without bound: every account
// opened stays in the game (a closed one keeps its statement). The bank opens a few a week and a
// fixed number a game; a player who opens the accounts they need never meets either limit.

/** Opens a saver and closes it again: one account opened. */
function openAndCloseSaver(game: TestGame): void {
  const id = game.open('saver');
  game.do({ type: 'closeBankAccount', accountId: id });
}

describe('limits on opening accounts', () => {
  it('opens at most three accounts a week, closed or not, and more the next week', () => {
    const game = new TestGame();
    game.open('everyday');
    openAndCloseSaver(game);
    game.open('fee-account');
    const refused = game.reject({ type: 'openBankAccount', accountTypeId: 'saver' });
    expect(refused).toMatchObject({
      code: 'banking/too-many-this-week',
      message: ACCOUNT_LIMIT_MESSAGES.perWeek,
    });
    expect(refused.message).toBe(
      'Error: the bank opens at most 3 accounts for you in a week while it checks your details. Try again next week.',
    );
    expect(selectBankAccounts(game.state).map((a) => a.title)).toEqual(['Everyday', 'Fee Account']);
    game.nextWeek();
    game.open('saver');
    expect(selectBankAccounts(game.state)).toHaveLength(3);
  });

  it('counts term deposits with bank accounts', () => {
    const game = new TestGame(withScenario({ startingCashCents: 1_000_000 }));
    game.open('everyday');
    game.open('saver');
    game.do({
      type: 'openInvestment',
      accountTypeId: 'td-10',
      fromAccountId: game.cashId,
      amountCents: 50_000,
    });
    const refused = game.reject({
      type: 'openInvestment',
      accountTypeId: 'td-20',
      fromAccountId: game.cashId,
      amountCents: 50_000,
    });
    expect(refused).toMatchObject({
      code: 'banking/too-many-this-week',
      message: ACCOUNT_LIMIT_MESSAGES.perWeek,
    });
  });

  it('opens at most twenty accounts a game, then says to keep the ones you have', () => {
    const game = new TestGame();
    game.open('everyday');
    let opened = 1;
    while (opened < ACCOUNT_LIMITS.openedPerGame) {
      game.nextWeek();
      for (let i = 0; i < ACCOUNT_LIMITS.openedPerWeek && opened < 20; i++, opened++)
        openAndCloseSaver(game);
    }
    game.nextWeek();
    const refused = game.reject({ type: 'openBankAccount', accountTypeId: 'saver' });
    expect(refused).toMatchObject({
      code: 'banking/too-many-accounts',
      message:
        'Error: you have opened 20 accounts this game, the most the bank allows. Keep using the ones you have.',
    });
    // The accounts already open still work as before.
    expect(selectBankAccounts(game.state).map((a) => a.title)).toEqual(['Everyday']);
  });
});

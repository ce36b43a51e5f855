import { describe, expect, it } from 'vitest';
import { selectBills, selectCreditCard, selectEmails, selectProgress } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';
import { weeklyInterestCentiCents } from '../banking/interest';
import { minimumRepaymentCents } from './card';

const quiet = withScenario({
  bills: [content.scenario.bills[1]!], // groceries, $100 a week
  rules: { ...content.scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 },
});

function withCard(cardTypeId = 'basic') {
  const game = new TestGame(quiet);
  const account = game.open('everyday', 50_000);
  game.do({ type: 'buyCreditCard', cardTypeId, fromAccountId: account });
  const card = selectCreditCard(game.state)!;
  return { game, account, card };
}

/** Pays this week's groceries with the card. */
function payGroceriesByCard(game: TestGame, cardId: string) {
  for (const bill of selectBills(game.state, { payableOnly: true })) {
    game.do({ type: 'payBill', billId: bill.id, fromAccountId: cardId });
  }
}

describe('buying a card', () => {
  it('needs a bank account, a selected account and enough for the annual fee', () => {
    const game = new TestGame(quiet);
    expect(
      game.reject({ type: 'buyCreditCard', cardTypeId: 'low', fromAccountId: game.cashId }),
    ).toMatchObject({
      code: 'credit/no-bank-account',
      message: 'Error: you need a bank account to open a Credit Card.',
    });
    const account = game.open('everyday', 4_000);
    expect(
      game.reject({ type: 'buyCreditCard', cardTypeId: 'low', fromAccountId: game.cashId }).message,
    ).toBe('Error: please select an account');
    expect(
      game.reject({ type: 'buyCreditCard', cardTypeId: 'low', fromAccountId: null }).message,
    ).toBe('Error: please select an account');
    expect(
      game.reject({ type: 'buyCreditCard', cardTypeId: 'low', fromAccountId: account }),
    ).toMatchObject({
      code: 'credit/insufficient-funds',
      message: 'Error: Not enough funds in selected account',
    });
    expect(
      game.reject({ type: 'buyCreditCard', cardTypeId: 'gold', fromAccountId: account }).code,
    ).toBe('credit/unknown-card');
    game.do({
      type: 'transfer',
      fromAccountId: game.cashId,
      toAccountId: account,
      amountCents: 200,
    });
    game.do({ type: 'buyCreditCard', cardTypeId: 'low', fromAccountId: account });
    expect(game.balance(account)).toBe(0);
    expect(selectCreditCard(game.state)).toMatchObject({
      title: 'Low Rate',
      limitCents: 100_000,
      creditAvailableCents: 100_000,
      balanceCents: 0,
      costCents: 4_200,
      closingBalanceCents: 0,
      minRepayAmountCents: 0,
    });
  });

  it('allows one card at a time and only from 18', () => {
    const { game, account } = withCard();
    expect(
      game.reject({ type: 'buyCreditCard', cardTypeId: 'low', fromAccountId: account }).code,
    ).toBe('credit/already-has-card');
    const young = new TestGame(
      withScenario({ persona: { ...content.scenario.persona, ageYears: 17 } }),
    );
    const youngAccount = young.open('everyday', 10_000);
    expect(
      young.reject({ type: 'buyCreditCard', cardTypeId: 'basic', fromAccountId: youngAccount })
        .code,
    ).toBe('credit/too-young');
  });
});

describe('paying without a card', () => {
  it('is refused with the spec words, and an empty amount is refused', () => {
    const game = new TestGame(quiet);
    const account = game.open('everyday', 10_000);
    expect(
      game.reject({ type: 'payCreditCard', fromAccountId: account, amountCents: 100 }),
    ).toMatchObject({
      code: 'credit/no-card',
      message: 'No credit card purchased.',
    });
    game.do({ type: 'buyCreditCard', cardTypeId: 'basic', fromAccountId: account });
    expect(
      game.reject({ type: 'payCreditCard', fromAccountId: account, amountCents: 0 }),
    ).toMatchObject({
      code: 'credit/enter-amount',
      message: 'Error: please enter amount',
    });
    expect(
      game.reject({ type: 'payCreditCard', fromAccountId: game.cashId, amountCents: 100 }).code,
    ).toBe('credit/select-account');
  });
});

describe('the minimum repayment', () => {
  it('is the greater of $25 or 2%, or the whole balance under $25', () => {
    const min = (owed: number) => minimumRepaymentCents(owed, 2500, 0.02);
    expect(min(0)).toBe(0);
    expect(min(1_999)).toBe(1_999);
    expect(min(2_500)).toBe(2_500);
    expect(min(100_000)).toBe(2_500);
    expect(min(125_000)).toBe(2_500);
    expect(min(200_000)).toBe(4_000);
  });
});

describe('statements and payments', () => {
  it('issues a statement every four weeks with the closing balance, minimum and due week', () => {
    const { game, card } = withCard();
    for (let week = 1; week <= 4; week++) {
      payGroceriesByCard(game, card.id);
      game.nextWeek();
    }
    const view = selectCreditCard(game.state)!;
    expect(view).toMatchObject({
      balanceCents: -40_000,
      closingBalanceCents: -40_000,
      minRepayAmountCents: 2_500,
      dueWeek: 7,
    });
    expect(view.creditAvailableCents).toBe(10_000);
    const email = selectEmails(game.state, quiet, 2).find(
      (e) => e.communicationType === 'CreditCardStatementEmailInstance',
    )!;
    expect(email.statement).toMatchObject({
      closingBalanceCents: -40_000,
      minRepaymentCents: 2_500,
      dueWeek: 7,
      feeAppliedCents: 0,
      interestAppliedCents: 0,
    });
    expect(selectProgress(game.state).rows).toContainEqual({
      title: 'Basic Card',
      category: 'Credit Cards',
      balanceCents: -40_000,
    });
  });

  it('checks payments: account, minimum, closing balance, then funds', () => {
    const { game, account, card } = withCard();
    const pay = (fromAccountId: string | null, amountCents: number) =>
      game.reject({ type: 'payCreditCard', fromAccountId, amountCents });
    expect(pay(account, 100).code).toBe('credit/exceeds-closing-balance'); // nothing to pay before a statement
    for (let week = 1; week <= 4; week++) {
      payGroceriesByCard(game, card.id);
      game.nextWeek();
    }
    expect(pay(game.cashId, 5_000).message).toBe('Error: please select an account');
    expect(pay(account, 2_499)).toMatchObject({
      code: 'credit/below-minimum',
      message: 'Error: Payment does not meet minimum repayment amount',
    });
    expect(pay(account, 40_001)).toMatchObject({
      code: 'credit/exceeds-closing-balance',
      message: 'Error: Payment exceeds closing balance',
    });
    game.do({
      type: 'transfer',
      fromAccountId: account,
      toAccountId: game.cashId,
      amountCents: game.balance(account) - 3_000,
    });
    expect(pay(account, 4_000)).toMatchObject({
      code: 'credit/insufficient-funds',
      message: 'Error: Not enough funds in bank account',
    });
    game.do({ type: 'payCreditCard', fromAccountId: account, amountCents: 2_500 });
    expect(selectCreditCard(game.state)).toMatchObject({
      closingBalanceCents: -37_500,
      minRepayAmountCents: 0,
    });
    // Once the minimum is met, any amount up to what is left of the statement.
    game.do({
      type: 'transfer',
      fromAccountId: game.cashId,
      toAccountId: account,
      amountCents: 50_000,
    });
    game.do({ type: 'payCreditCard', fromAccountId: account, amountCents: 100 });
    expect(selectCreditCard(game.state)!.closingBalanceCents).toBe(-37_400);
  });

  it('stays interest-free when each statement is paid in full by its due week', () => {
    const { game, account, card } = withCard();
    for (let week = 1; week <= 8; week++) {
      payGroceriesByCard(game, card.id);
      const view = selectCreditCard(game.state)!;
      if (view.closingBalanceCents < 0) {
        game.do({
          type: 'payCreditCard',
          fromAccountId: account,
          amountCents: -view.closingBalanceCents,
        });
      }
      game.nextWeek();
    }
    const statements = selectCreditCard(game.state)!.statements;
    expect(statements.map((s) => s.interestAppliedCents)).toEqual([0, 0]);
    expect(selectCreditCard(game.state)!.interestFree).toBe(true);
  });

  it('charges a late fee when the minimum is missed and interest once not paid in full', () => {
    const { game, card } = withCard('low');
    for (let week = 1; week <= 8; week++) {
      payGroceriesByCard(game, card.id);
      game.nextWeek();
    }
    const view = selectCreditCard(game.state)!;
    expect(view.interestFree).toBe(false);
    const [, second] = view.statements;
    expect(second!.feeAppliedCents).toBe(2_000);
    // Missed at the end of week 7, so interest from week 8 on what is owed: for week 8, the
    // average of $720 owed as it began and $820 as it ended (its groceries bought during it), at
    // 14.5% for a week.
    expect(second!.interestAppliedCents).toBe(214);
    expect(second!.closingBalanceCents).toBe(-(80_000 + 2_000 + 214));
    expect(
      selectEmails(game.state, quiet).some((e) => e.subject === 'Missed minimum repayment'),
    ).toBe(true);
  });

  it('takes card payments through a transfer to the card, with the card rules', () => {
    const { game, account, card } = withCard();
    for (let week = 1; week <= 4; week++) {
      payGroceriesByCard(game, card.id);
      game.nextWeek();
    }
    expect(
      game.reject({
        type: 'transfer',
        fromAccountId: account,
        toAccountId: card.id,
        amountCents: 100,
      }).code,
    ).toBe('credit/below-minimum');
    game.do({
      type: 'transfer',
      fromAccountId: account,
      toAccountId: card.id,
      amountCents: 40_000,
    });
    expect(selectCreditCard(game.state)!.balanceCents).toBe(0);
  });

  it('pays rewards cashback at the statement', () => {
    const { game, card } = withCard('rewards');
    for (let week = 1; week <= 4; week++) {
      payGroceriesByCard(game, card.id);
      game.nextWeek();
    }
    expect(selectCreditCard(game.state)!.statements[0]).toMatchObject({
      cashbackCents: 400,
      closingBalanceCents: -39_600,
    });
  });

  it('shows four digits of a card number, the same on the card and its statement', () => {
    const { game, card } = withCard();
    expect(card.numberEnding).toMatch(/^\d{4}$/);
    for (let week = 1; week <= 4; week++) {
      payGroceriesByCard(game, card.id);
      game.nextWeek();
    }
    expect(selectCreditCard(game.state)!.numberEnding).toBe(card.numberEnding);
    const statement = selectEmails(game.state, quiet).find((e) => e.statement);
    expect(statement?.content).toContain(`Card ending ${card.numberEnding}</p>`);
    // Drawn from the game's id seed: another player's game has another number.
    const other = new TestGame(quiet, { instanceSeed: 'another-player' });
    const otherAccount = other.open('everyday', 50_000);
    other.do({ type: 'buyCreditCard', cardTypeId: 'basic', fromAccountId: otherAccount });
    expect(selectCreditCard(other.state)!.numberEnding).not.toBe(card.numberEnding);
  });

  it('refuses a purchase beyond the available credit', () => {
    const { game, card } = withCard();
    for (let week = 1; week <= 5; week++) {
      payGroceriesByCard(game, card.id);
      game.nextWeek();
    }
    const bill = selectBills(game.state, { payableOnly: true })[0]!;
    expect(selectCreditCard(game.state)!.creditAvailableCents).toBeLessThan(10_000);
    expect(game.reject({ type: 'payBill', billId: bill.id, fromAccountId: card.id }).code).toBe(
      'bills/insufficient-funds',
    );
  });
});

describe('interest once the interest-free days are lost', () => {
  /** Weeks 1-7 with groceries by card; only the minimum of the week-4 statement is paid. */
  function missedFullPayment() {
    const { game, account, card } = withCard('low'); // 14.5% a year, $1,000 limit
    for (let week = 1; week <= 7; week++) {
      payGroceriesByCard(game, card.id);
      if (week === 5)
        game.do({ type: 'payCreditCard', fromAccountId: account, amountCents: 2_500 });
      game.nextWeek();
    }
    return { game, account, card };
  }

  it('runs from the week after the due week, never back to the purchase dates', () => {
    const { game, card } = missedFullPayment();
    // Week 8: the week-4 statement ($400, due week 7) was not paid in full. Nothing is charged for
    // the weeks before its due date, though its purchases were made in weeks 1-4.
    expect(selectCreditCard(game.state)).toMatchObject({
      interestFree: false,
      accruedInterestCents: 0,
    });
    expect(
      selectEmails(game.state, quiet).find(
        (e) => e.subject === 'Your interest-free days have ended',
      )!.content,
    ).toContain('from week 8 interest');
    payGroceriesByCard(game, card.id);
    game.nextWeek();
    // Week 8's interest: on the average of $675 owed as it began and $775 as it ended.
    const [, second] = selectCreditCard(game.state)!.statements;
    expect(second!.interestAppliedCents).toBe(
      Math.floor(weeklyInterestCentiCents(72_500, 0.145) / 100),
    );
  });

  it('charges a purchase made while it applies from the week it is made', () => {
    const withPurchase = missedFullPayment();
    const without = missedFullPayment();
    const payFromBank = ({ game, account }: ReturnType<typeof missedFullPayment>) => {
      for (const bill of selectBills(game.state, { payableOnly: true }))
        game.do({ type: 'payBill', billId: bill.id, fromAccountId: account });
    };
    for (const player of [withPurchase, without]) {
      payFromBank(player); // week 8's groceries from the bank in both games
      player.game.nextWeek();
    }
    // Week 9: one pays the groceries by card, the other from the bank.
    payGroceriesByCard(withPurchase.game, withPurchase.card.id);
    payFromBank(without);
    withPurchase.game.nextWeek();
    without.game.nextWeek();
    const accrued = (g: TestGame) => g.state.creditCard.card!.accruedInterestCentiCents;
    // $100 bought during week 9: half a week of interest for week 9 (14 cents).
    expect(accrued(withPurchase.game) - accrued(without.game)).toBeCloseTo(
      (5_000 * 0.145 * 7 * 100) / 365,
      -1,
    );
    withPurchase.game.nextWeek();
    without.game.nextWeek();
    // Week 10: a whole week more (28 cents).
    expect(accrued(withPurchase.game) - accrued(without.game)).toBeCloseTo(
      (15_000 * 0.145 * 7 * 100) / 365,
      -1,
    );
  });

  it('is owed as it accrues: shown on the card and counted in the net position', () => {
    const { game, card } = missedFullPayment();
    game.nextWeek(); // week 8: interest accrues, and is charged at the week-8 statement
    game.nextWeek(); // week 9: accrues again, to be charged at the week-12 statement
    const view = selectCreditCard(game.state)!;
    expect(view.accruedInterestCents).toBeGreaterThan(0);
    const progress = selectProgress(game.state);
    expect(progress.rows).toContainEqual({
      title: `${card.title}: interest not yet charged`,
      category: 'Credit Cards',
      balanceCents: -view.accruedInterestCents,
    });
    expect(progress.netPositionCents).toBe(
      progress.rows.reduce((sum, r) => sum + r.balanceCents, 0),
    );
  });

  it('stops once a statement’s closing balance is paid in full, and new purchases are free again', () => {
    const { game, account, card } = missedFullPayment();
    game.nextWeek(); // week 8 ends: its statement
    game.do({
      type: 'transfer',
      fromAccountId: game.cashId,
      toAccountId: account,
      amountCents: game.cash,
    });
    const owed = -selectCreditCard(game.state)!.closingBalanceCents;
    game.do({ type: 'payCreditCard', fromAccountId: account, amountCents: owed });
    game.nextWeek(); // week 9: its interest still accrues, then the card is interest-free again
    expect(selectCreditCard(game.state)!.interestFree).toBe(true);
    const accrued = game.state.creditCard.card!.accruedInterestCentiCents;
    payGroceriesByCard(game, card.id);
    game.nextWeek();
    expect(game.state.creditCard.card!.accruedInterestCentiCents).toBe(accrued);
  });
});

describe('a missed minimum and a card over its limit', () => {
  /** The basic card ($500 limit, $15 late fee) used to its limit in weeks 1-5, nothing paid. */
  function overLimitAfterMissing() {
    const { game, card } = withCard('basic');
    for (let week = 1; week <= 5; week++) {
      payGroceriesByCard(game, card.id);
      game.nextWeek();
    }
    game.nextWeek(); // week 6 ends
    return { game, card };
  }

  it('shows the missed minimum on the card, with the late fee, until it is paid', () => {
    const { game } = overLimitAfterMissing();
    expect(selectCreditCard(game.state)!.missedMinimum).toBeNull(); // week 7, not over yet
    game.nextWeek(); // week 7 ends: the week-4 statement's $25 is missed
    const view = selectCreditCard(game.state)!;
    expect(view.missedMinimum).toEqual({ amountCents: 2_500, dueWeek: 7, lateFeeCents: 1_500 });
  });

  it('puts a missed minimum, or the amount over the limit, into the next minimum (NAB)', () => {
    const { game } = overLimitAfterMissing();
    game.nextWeek(); // week 7 ends: missed, $15 late fee: $515 owed, $15 over the $500 limit
    game.nextWeek(); // week 8 ends: a week's interest, then the statement
    const view = selectCreditCard(game.state)!;
    const statement = view.statements[1]!;
    const owed = -statement.closingBalanceCents;
    expect(owed).toBeGreaterThan(51_500);
    expect(statement.overdueCents).toBe(2_500);
    expect(statement.overLimitCents).toBe(owed - 50_000);
    // $25 for this statement, plus the higher of the $25 missed and what is over the limit.
    expect(statement.minRepaymentCents).toBe(2_500 + Math.max(2_500, owed - 50_000));
    expect(view.missedMinimum).toBeNull(); // carried into the new statement's minimum
  });

  it('says the statement closes with the balance owing, not a negative figure', () => {
    const { game } = overLimitAfterMissing();
    game.nextWeek();
    game.nextWeek();
    const email = selectEmails(game.state, quiet, 2).find(
      (e) => e.subject === 'Credit card statement, week 8',
    )!;
    expect(email.content).not.toMatch(/-\$/);
    expect(email.content).toMatch(/Closing balance: \$5\d\d\.\d\d owing/);
    expect(email.content).toMatch(/includes \$25\.00 you missed/);
  });
});

// The card's part of the week step: interest, the due-week check and the four-weekly statement.
//
// Australian cards since 1 January 2019 (National Consumer Credit Protection Act 2009 s 133BS,
// added by the Treasury Laws Amendment (Banking Measures No. 1) Act 2018, sch 5 pt 3): a card is
// interest-free while each statement's closing balance is paid in full by its due date. When one
// is not, interest runs from the day after that due date on everything owed, not back to the
// dates of the purchases (the law forbids charging interest "retrospectively"; banks such as ANZ
// and Heritage describe exactly this). From then on the card has no interest-free days: each new
// purchase is charged interest from the day it is made, until a statement's closing balance is
// paid in full, when interest-free days return for new purchases.
//
// In the game's weekly steps: the due week's check turns interest-free off at the end of the due
// week; from the next week each week's interest is worked out on the average of what was owed as
// the week began and as it ends, so a purchase made during the week is charged for about half
// the week (from its purchase date, give or take the days of the week) and a payment counts the
// same way. Interest accrues (counted in the net position as owed) and is charged to the card at
// the next statement. Paying the latest statement's closing balance in full ends it from the
// following week.
import { formatBalance } from '@mc/contract';
import { weeklyInterestCentiCents } from '../banking/interest';
import { forEachPostingSince, isMonthEnd } from '../banking/month';
import { deliver, deliverNotice } from '../communications/deliver';
import type { GameState } from '../game/state';
import { appendItem, moveMoney, update, type Tx } from '../game/tx';
import { entriesOf, PLAYER_KEYS, WORLD } from '../ledger/ledger';
import {
  cardBalance,
  latestStatement,
  minimumRepaymentCents,
  missedMinimumCents,
  statementRemainingCents,
} from './card';
import type { CardStatement, CreditCard } from './types';

function replaceCard(tx: Tx, fn: (card: CreditCard) => CreditCard): void {
  update(tx, 'creditCard', (slice) => (slice.card ? { ...slice, card: fn(slice.card) } : slice));
}

/** The card's balance as this week began: today's, less what this week's postings moved. */
export function cardBalanceAtWeekStart(state: GameState): number {
  let moved = 0;
  forEachPostingSince(state, state.week, (posting) => {
    for (const [key, amount] of entriesOf(posting)) if (key === PLAYER_KEYS.card) moved += amount;
  });
  return cardBalance(state) - moved;
}

/**
 * Week step: unless the card is interest-free, a week's interest on the average owed over the
 * week, counted as owed; then interest-free days return if the latest statement is paid in full.
 */
export function accrueCardInterest(tx: Tx): void {
  const card = tx.state.creditCard.card;
  if (!card || card.interestFree) return;
  const owedAverage = Math.round(-(cardBalance(tx.state) + cardBalanceAtWeekStart(tx.state)) / 2);
  const earned = weeklyInterestCentiCents(owedAverage, card.interestRate);
  const before = Math.floor(card.accruedInterestCentiCents / 100);
  const after = Math.floor((card.accruedInterestCentiCents + earned) / 100);
  moveMoney(
    tx,
    'Card interest accrued',
    PLAYER_KEYS.cardInterest,
    WORLD.cardInterest,
    after - before,
  );
  const paidInFull =
    latestStatement(tx.state) !== undefined && statementRemainingCents(tx.state) === 0;
  replaceCard(tx, (c) => ({
    ...c,
    accruedInterestCentiCents: c.accruedInterestCentiCents + earned,
    interestFree: paidInFull,
  }));
}

/**
 * Week step: at the end of a statement's due week, a late fee if the minimum was missed; if the
 * closing balance was not paid in full, the interest-free days end.
 */
export function checkCardDueWeek(tx: Tx): void {
  const card = tx.state.creditCard.card;
  const statement = latestStatement(tx.state);
  if (!card || !statement || statement.dueWeek !== tx.state.week) return;
  const paidInFull = statement.paidCents >= -statement.closingBalanceCents;
  const interestNote =
    `<p>Because the closing balance of ${formatBalance(-statement.closingBalanceCents)} was not ` +
    `paid in full, your interest-free days have ended: from week ${tx.state.week + 1} interest ` +
    `is charged on what you owe, and on each new purchase from the week you make it, until you ` +
    `pay a statement's closing balance in full.</p>`;
  if (statement.paidCents < statement.minRepaymentCents && card.lateFeeCents > 0) {
    moveMoney(tx, 'Late payment fee', PLAYER_KEYS.card, WORLD.bankFees, card.lateFeeCents);
    replaceCard(tx, (c) => ({
      ...c,
      feesSinceStatementCents: c.feesSinceStatementCents + card.lateFeeCents,
    }));
    deliverNotice(tx, 'email', {
      from: card.title,
      subject: 'Missed minimum repayment',
      content:
        `<p>Your minimum repayment of ${formatBalance(statement.minRepaymentCents)} was due by ` +
        `the end of week ${statement.dueWeek} and was not paid. A late fee of ` +
        `${formatBalance(card.lateFeeCents)} has been added to your card.</p>` +
        interestNote,
      category: 2,
    });
  } else if (!paidInFull && card.interestFree) {
    deliverNotice(tx, 'email', {
      from: card.title,
      subject: 'Your interest-free days have ended',
      content: interestNote,
      category: 2,
    });
  }
  replaceCard(tx, (c) => ({ ...c, interestFree: paidInFull }));
}

/** Week step, at a month end: charge interest and cashback, then issue the statement. */
export function issueCardStatement(tx: Tx): void {
  const card = tx.state.creditCard.card;
  if (!card || !isMonthEnd(tx.state.week)) return;
  const interest = Math.floor(card.accruedInterestCentiCents / 100);
  moveMoney(tx, 'Interest charged', PLAYER_KEYS.card, PLAYER_KEYS.cardInterest, interest);
  const owedAfterInterest = -cardBalance(tx.state);
  const cashback = Math.min(
    owedAfterInterest,
    Math.round(card.purchasesSinceStatementCents * card.cashbackRate),
  );
  moveMoney(tx, 'Rewards cashback', WORLD.rewards, PLAYER_KEYS.card, cashback);
  const closing = cardBalance(tx.state);
  const fees = card.feesSinceStatementCents;
  // Read before the new statement replaces the last one.
  const overdue = missedMinimumCents(tx.state);
  replaceCard(tx, (c) => ({
    ...c,
    accruedInterestCentiCents: c.accruedInterestCentiCents - interest * 100,
    feesSinceStatementCents: 0,
    purchasesSinceStatementCents: 0,
  }));
  if (closing === 0 && interest === 0 && fees === 0) return;
  const { minRepaymentFloorCents, minRepaymentRate, dueAfterWeeks } =
    tx.content.scenario.rules.card;
  const overLimit = Math.max(0, -closing - card.limitCents);
  const statement: CardStatement = {
    week: tx.state.week,
    closingBalanceCents: closing,
    minRepaymentCents: minimumRepaymentCents(
      -closing,
      minRepaymentFloorCents,
      minRepaymentRate,
      overdue,
      overLimit,
    ),
    overdueCents: overdue,
    overLimitCents: overLimit,
    dueWeek: tx.state.week + dueAfterWeeks,
    paidCents: 0,
    feeAppliedCents: fees,
    interestAppliedCents: interest,
    cashbackCents: cashback,
  };
  appendItem(tx, 'creditCard', 'statements', statement);
  deliver(tx, {
    type: 'CreditCardStatementEmailInstance',
    source: { kind: 'statement', index: tx.state.creditCard.statements.length - 1 },
  });
}

// The card's part of the week step: interest, the due-week check and the four-weekly statement.
// Purchases are interest-free only while every statement is paid in full by its due week; once
// one is not, interest accrues weekly on what is owed until a statement is again paid in full.
import { formatBalance } from '@mc/contract';
import { isMonthEnd, weeklyInterestCentiCents } from '../banking/interest';
import { deliver, deliverNotice } from '../communications/deliver';
import { appendItem, moveMoney, update, type Tx } from '../game/tx';
import { PLAYER_KEYS, WORLD } from '../ledger/ledger';
import { cardBalance, latestStatement, minimumRepaymentCents } from './card';
import type { CardStatement, CreditCard } from './types';

function replaceCard(tx: Tx, fn: (card: CreditCard) => CreditCard): void {
  update(tx, 'creditCard', (slice) => (slice.card ? { ...slice, card: fn(slice.card) } : slice));
}

/** Week step: a week's interest on what is owed, unless the card is interest-free. */
export function accrueCardInterest(tx: Tx): void {
  const card = tx.state.creditCard.card;
  if (!card || card.interestFree) return;
  const earned = weeklyInterestCentiCents(-cardBalance(tx.state), card.interestRate);
  if (earned > 0)
    replaceCard(tx, (c) => ({
      ...c,
      accruedInterestCentiCents: c.accruedInterestCentiCents + earned,
    }));
}

/** Week step: at the end of a statement's due week, a late fee if the minimum was missed. */
export function checkCardDueWeek(tx: Tx): void {
  const card = tx.state.creditCard.card;
  const statement = latestStatement(tx.state);
  if (!card || !statement || statement.dueWeek !== tx.state.week) return;
  const paidInFull = statement.paidCents >= -statement.closingBalanceCents;
  if (statement.paidCents < statement.minRepaymentCents && card.lateFeeCents > 0) {
    moveMoney(tx, 'Late payment fee', PLAYER_KEYS.card, WORLD.bankFees, card.lateFeeCents);
    replaceCard(tx, (c) => ({
      ...c,
      feesSinceStatementCents: c.feesSinceStatementCents + card.lateFeeCents,
    }));
    deliverNotice(tx, 'email', {
      from: card.title,
      subject: 'Missed minimum repayment',
      content: `<p>Your minimum repayment of ${formatBalance(statement.minRepaymentCents)} was due by the end of week ${statement.dueWeek} and was not paid.</p><p>A late fee of ${formatBalance(card.lateFeeCents)} has been added to your card, and interest now applies to what you owe.</p>`,
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
  moveMoney(tx, 'Interest charged', PLAYER_KEYS.card, WORLD.cardInterest, interest);
  const owedAfterInterest = -cardBalance(tx.state);
  const cashback = Math.min(
    owedAfterInterest,
    Math.round(card.purchasesSinceStatementCents * card.cashbackRate),
  );
  moveMoney(tx, 'Rewards cashback', WORLD.rewards, PLAYER_KEYS.card, cashback);
  const closing = cardBalance(tx.state);
  const fees = card.feesSinceStatementCents;
  replaceCard(tx, (c) => ({
    ...c,
    accruedInterestCentiCents: c.accruedInterestCentiCents - interest * 100,
    feesSinceStatementCents: 0,
    purchasesSinceStatementCents: 0,
  }));
  if (closing === 0 && interest === 0 && fees === 0) return;
  const { minRepaymentFloorCents, minRepaymentRate, dueAfterWeeks } =
    tx.content.scenario.rules.card;
  const statement: CardStatement = {
    week: tx.state.week,
    closingBalanceCents: closing,
    minRepaymentCents: minimumRepaymentCents(-closing, minRepaymentFloorCents, minRepaymentRate),
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

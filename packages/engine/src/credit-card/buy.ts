// Buying a credit card: one card at a time, for its annual fee (Cost), paid from a bank account.
import { selectCardAgeRefusal } from './selectors';
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { cardPurchaseProblem } from '@mc/contract/money-rules';
import { hasTransactionAccount } from '../banking/accounts';
import { publicId } from '../game/ids';
import { isBankAccount, resolveMoneyAccount, spend, spendable } from '../game/money-accounts';
import { reject, rejectProblem, type Rejection } from '../game/result';
import { emit, issueId, update, type Tx } from '../game/tx';
import { WORLD } from '../ledger/ledger';
import type { GameState } from '../game/state';
import type { CreditCard } from './types';

export interface BuyCreditCardCommand {
  cardTypeId: string;
  fromAccountId: string | null;
}

const CODES = {
  [MONEY_MESSAGES.needBankAccountForCard]: 'credit/no-bank-account',
  [MONEY_MESSAGES.selectAccount]: 'credit/select-account',
  [MONEY_MESSAGES.selectedAccountFunds]: 'credit/insufficient-funds',
} as const;

const NO_SOURCE = { message: MONEY_MESSAGES.selectAccount };

export function buyCreditCard(
  tx: Tx,
  { cardTypeId, fromAccountId }: BuyCreditCardCommand,
): Rejection | void {
  const type = tx.content.scenario.creditCards.find((card) => card.id === cardTypeId);
  const source = resolveMoneyAccount(tx.state, fromAccountId);
  const bank = isBankAccount(source) ? source : undefined;
  const problem = cardPurchaseProblem({
    hasBankAccount: hasTransactionAccount(tx.state),
    sourceChosen: bank !== undefined,
    feeCents: type?.annualFeeCents ?? 0,
    availableCents: bank ? spendable(tx.state, bank) : 0,
  });
  // No bank account at all comes first; the choice of source and its funds after the card's own rules.
  if (problem?.message === MONEY_MESSAGES.needBankAccountForCard)
    return rejectProblem(problem, CODES, 'credit/no-bank-account');
  if (tx.state.creditCard.card) {
    return reject(
      'credit/already-has-card',
      'You already have a credit card. Only one card can be held at a time.',
    );
  }
  if (!type) return reject('credit/unknown-card', 'Credit card not found.');
  const tooYoung = selectCardAgeRefusal(tx.state, tx.content);
  if (tooYoung) return reject('credit/too-young', tooYoung);
  const refusal = defaultRefusal(tx.state);
  if (refusal) return reject('credit/default-listed', refusal);
  if (problem || !bank) return rejectProblem(problem ?? NO_SOURCE, CODES, 'credit/select-account');
  spend(tx, bank, WORLD.bankFees, type.annualFeeCents, `Annual fee: ${type.title}`);
  const card: CreditCard = {
    id: issueId(tx),
    typeId: type.id,
    title: type.title,
    type: type.type,
    limitCents: type.limitCents,
    annualFeeCents: type.annualFeeCents,
    interestRate: type.interestRate,
    lateFeeCents: type.lateFeeCents,
    cashbackRate: type.cashbackRate,
    purchasedWeek: tx.state.week,
    interestFree: true,
    accruedInterestCentiCents: 0,
    feesSinceStatementCents: 0,
    purchasesSinceStatementCents: 0,
  };
  update(tx, 'creditCard', (slice) => ({ ...slice, card }));
  emit(tx, { type: 'cardPurchased', cardId: publicId(tx.state, card.id) });
}

/**
 * A default on the credit report: the bank checks the report and declines (responsible lending,
 * National Consumer Credit Protection Act 2009 s 128-131; a default stays listed 5 years, paid
 * or not: Privacy Act 1988 s 20W). The message says why, as a real decline letter would.
 */
function defaultRefusal(state: GameState): string | null {
  const listed = state.bills.defaults[0];
  if (!listed) return null;
  const paid = listed.paidWeek === null ? 'unpaid' : `paid in week ${listed.paidWeek}`;
  return (
    `Your application was declined. Your credit report shows a default listed by ${listed.payee} ` +
    `in week ${listed.listedWeek} (${paid}). A default stays on your credit report for 5 years.`
  );
}

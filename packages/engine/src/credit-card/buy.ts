// Buying a credit card: one card at a time, for its annual fee (Cost), paid from a bank account.
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { hasTransactionAccount } from '../banking/accounts';
import { publicId } from '../game/ids';
import { isBankAccount, resolveMoneyAccount, spend, spendable } from '../game/money-accounts';
import { reject, type Rejection } from '../game/result';
import { emit, issueId, update, type Tx } from '../game/tx';
import { WORLD } from '../ledger/ledger';
import type { CreditCard } from './types';

export interface BuyCreditCardCommand {
  cardTypeId: string;
  fromAccountId: string | null;
}

export function buyCreditCard(
  tx: Tx,
  { cardTypeId, fromAccountId }: BuyCreditCardCommand,
): Rejection | void {
  if (!hasTransactionAccount(tx.state))
    return reject('credit/no-bank-account', MONEY_MESSAGES.needBankAccountForCard);
  if (tx.state.creditCard.card) {
    return reject(
      'credit/already-has-card',
      'You already have a credit card. Only one card can be held at a time.',
    );
  }
  const type = tx.content.scenario.creditCards.find((card) => card.id === cardTypeId);
  if (!type) return reject('credit/unknown-card', 'Credit card not found.');
  const minimumAge = tx.content.scenario.rules.card.minimumAgeYears;
  if (tx.state.player.ageYears < minimumAge) {
    return reject('credit/too-young', `You must be ${minimumAge} or older to get a credit card.`);
  }
  const source = resolveMoneyAccount(tx.state, fromAccountId);
  if (!isBankAccount(source)) return reject('credit/select-account', MONEY_MESSAGES.selectAccount);
  if (spendable(tx.state, source) < type.annualFeeCents) {
    return reject('credit/insufficient-funds', MONEY_MESSAGES.selectedAccountFunds);
  }
  spend(tx, source, WORLD.bankFees, type.annualFeeCents, `Annual fee: ${type.title}`);
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

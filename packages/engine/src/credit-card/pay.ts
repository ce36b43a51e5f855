// Paying the card: at least the minimum still due, at most what is left of the closing balance,
// from a bank account with enough money (spec part 1 section 5, in that order).
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { publicId } from '../game/ids';
import { isBankAccount, resolveMoneyAccount, spend, spendable } from '../game/money-accounts';
import { reject, type Rejection } from '../game/result';
import { emit, update, type Tx } from '../game/tx';
import { PLAYER_KEYS } from '../ledger/ledger';
import { minimumRemainingCents, statementRemainingCents } from './card';

export interface PayCreditCardCommand {
  fromAccountId: string | null;
  amountCents: number;
}

export function payCreditCard(tx: Tx, command: PayCreditCardCommand): Rejection | void {
  const card = tx.state.creditCard.card;
  if (!card) return reject('credit/no-card', 'No credit card purchased.');
  const source = resolveMoneyAccount(tx.state, command.fromAccountId);
  if (!isBankAccount(source)) return reject('credit/select-account', MONEY_MESSAGES.selectAccount);
  const amount = command.amountCents;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return reject('credit/enter-amount', MONEY_MESSAGES.enterAmount);
  if (amount < minimumRemainingCents(tx.state))
    return reject('credit/below-minimum', MONEY_MESSAGES.belowMinimumRepayment);
  if (amount > statementRemainingCents(tx.state)) {
    return reject('credit/exceeds-closing-balance', MONEY_MESSAGES.exceedsClosingBalance);
  }
  if (amount > spendable(tx.state, source))
    return reject('credit/insufficient-funds', MONEY_MESSAGES.bankAccountFunds);
  spend(tx, source, PLAYER_KEYS.card, amount, `Credit card payment: ${card.title}`);
  update(tx, 'creditCard', (slice) => {
    const statements = slice.statements.slice();
    const last = statements[statements.length - 1]!;
    statements[statements.length - 1] = { ...last, paidCents: last.paidCents + amount };
    return { ...slice, statements };
  });
  emit(tx, { type: 'cardPaid', fromAccountId: publicId(tx.state, source.id), amountCents: amount });
}

// Paying the card: at least the minimum still due, at most what is left of the closing balance,
// from a bank account with enough money (spec part 1 section 5, in that order).
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { cardPaymentProblem } from '@mc/contract/money-rules';
import { publicId } from '../game/ids';
import { isBankAccount, resolveMoneyAccount, spend, spendable } from '../game/money-accounts';
import { reject, rejectProblem, type Rejection } from '../game/result';
import { emit, update, type Tx } from '../game/tx';
import { PLAYER_KEYS } from '../ledger/ledger';
import { minimumRemainingCents, statementRemainingCents } from './card';

export interface PayCreditCardCommand {
  fromAccountId: string | null;
  amountCents: number;
}

const CODES = {
  [MONEY_MESSAGES.selectAccount]: 'credit/select-account',
  [MONEY_MESSAGES.enterAmount]: 'credit/enter-amount',
  [MONEY_MESSAGES.belowMinimumRepayment]: 'credit/below-minimum',
  [MONEY_MESSAGES.exceedsClosingBalance]: 'credit/exceeds-closing-balance',
  [MONEY_MESSAGES.bankAccountFunds]: 'credit/insufficient-funds',
} as const;

const NO_SOURCE = { message: MONEY_MESSAGES.selectAccount };

export function payCreditCard(tx: Tx, command: PayCreditCardCommand): Rejection | void {
  const card = tx.state.creditCard.card;
  if (!card) return reject('credit/no-card', 'No credit card purchased.');
  const source = resolveMoneyAccount(tx.state, command.fromAccountId);
  const bank = isBankAccount(source) ? source : undefined;
  const amount = command.amountCents;
  const problem = cardPaymentProblem({
    sourceChosen: bank !== undefined,
    amountCents: amount,
    minimumCents: minimumRemainingCents(tx.state),
    owedCents: statementRemainingCents(tx.state),
    availableCents: bank ? spendable(tx.state, bank) : 0,
  });
  if (problem || !bank) return rejectProblem(problem ?? NO_SOURCE, CODES, 'credit/select-account');
  spend(tx, bank, PLAYER_KEYS.card, amount, `Credit card payment: ${card.title}`);
  update(tx, 'creditCard', (slice) => {
    const statements = slice.statements.slice();
    const last = statements[statements.length - 1]!;
    statements[statements.length - 1] = { ...last, paidCents: last.paidCents + amount };
    return { ...slice, statements };
  });
  emit(tx, { type: 'cardPaid', fromAccountId: publicId(tx.state, bank.id), amountCents: amount });
}

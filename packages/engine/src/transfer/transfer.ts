// Transfers between the player's own accounts and the cash box (spec part 1 section 5), checked
// in the spec's order: a bank account exists, both accounts selected, an amount over $0.01, and
// enough money in the source. Super and term deposits are locked; paying the card from here
// follows the card payment rules.
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { transferProblem } from '@mc/contract/money-rules';
import { hasTransactionAccount } from '../banking/accounts';
import { payCreditCard } from '../credit-card/pay';
import { resolveMoneyAccount, spend, spendable, type MoneyAccount } from '../game/money-accounts';
import { reject, rejectProblem, type Rejection } from '../game/result';
import { publicId } from '../game/ids';
import { emit, type Tx } from '../game/tx';

export interface TransferCommand {
  fromAccountId: string | null;
  toAccountId: string | null;
  amountCents: number;
}

const CODES = {
  [MONEY_MESSAGES.needBankAccountToTransfer]: 'transfer/no-bank-account',
  [MONEY_MESSAGES.selectAccount]: 'transfer/select-account',
  [MONEY_MESSAGES.enterAmount]: 'transfer/enter-amount',
  [MONEY_MESSAGES.depositAccountFunds]: 'transfer/insufficient-funds',
} as const;

export function transfer(tx: Tx, command: TransferCommand): Rejection | void {
  const from = resolveMoneyAccount(tx.state, command.fromAccountId);
  const to = resolveMoneyAccount(tx.state, command.toAccountId);
  const amount = command.amountCents;
  const problem = transferProblem({
    hasBankAccount: hasTransactionAccount(tx.state),
    sourceChosen: from !== undefined,
    targetChosen: to !== undefined && to.id !== from?.id,
    amountCents: amount,
    availableCents: from ? spendable(tx.state, from) : 0,
  });
  // The accounts first; a transfer to the card is a card payment, with the card's amount rules.
  if (problem && problem.field !== 'amount')
    return rejectProblem(problem, CODES, 'transfer/select-account');
  if (!from || !to) return reject('transfer/select-account', MONEY_MESSAGES.selectAccount);
  if (to.kind === 'card')
    return payCreditCard(tx, {
      fromAccountId: command.fromAccountId,
      amountCents: command.amountCents,
    });
  const locked = lockedSource(from) ?? lockedTarget(to);
  if (locked) return locked;
  if (problem) return rejectProblem(problem, CODES, 'transfer/enter-amount');
  spend(tx, from, to.key, amount, `Transfer from ${from.title} to ${to.title}`);
  emit(tx, {
    type: 'transferred',
    fromAccountId: publicId(tx.state, from.id),
    toAccountId: publicId(tx.state, to.id),
    amountCents: amount,
  });
}

function lockedSource(from: MoneyAccount): Rejection | undefined {
  if (from.kind === 'card') return reject('transfer/select-account', MONEY_MESSAGES.selectAccount);
  if (from.kind !== 'bank') return undefined;
  if (from.category === 'super') {
    return reject(
      'transfer/super-locked',
      'Error: super is locked until you retire, so it cannot be a source.',
    );
  }
  if (from.category === 'term-deposit') {
    return reject(
      'transfer/term-deposit-locked',
      'Error: a term deposit is locked until it matures. Withdraw it from My Bank instead.',
    );
  }
  return undefined;
}

/** Said when a transfer names the super fund as its target. */
export const SUPER_TOP_UP_MESSAGE =
  'Error: only your employer pays into your super in this game. Money put into super is locked until you retire, so it could not help with this year’s bills.';

function lockedTarget(to: MoneyAccount): Rejection | undefined {
  // A fixed-term deposit takes one deposit when opened.
  if (to.kind === 'bank' && to.category === 'term-deposit') {
    return reject('transfer/select-account', MONEY_MESSAGES.selectAccount);
  }
  // Real funds take voluntary contributions, but they are preserved until retirement: in a game
  // scored by net position over 26 weeks, locked money that follows the market would be a bet the
  // player can never cash, and one a classmate's earlier game could time (the market is the
  // game's). So the game, like the web app's transfer screen, offers no way in.
  if (to.kind === 'bank' && to.category === 'super') {
    return reject('transfer/super-locked', SUPER_TOP_UP_MESSAGE);
  }
  return undefined;
}

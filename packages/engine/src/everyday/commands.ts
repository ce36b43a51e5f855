// The player's everyday-spending commands: choose the source that pays it, cancel a subscription,
// and pay back the lender.
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { amountProblem } from '@mc/contract/money-rules';
import { formatBalance as money } from '@mc/contract';
import { publicId } from '../game/ids';
import { isEverydayMoney, resolveMoneyAccount, spend, spendable } from '../game/money-accounts';
import { reject, type Rejection } from '../game/result';
import { emit, update, type Tx } from '../game/tx';
import { PLAYER_KEYS } from '../ledger/ledger';
import { owedToLender } from './spend';
import { canPayEveryday } from './source';

/** Said when the source named cannot pay everyday spending. */
export const EVERYDAY_SOURCE_MESSAGE =
  'Error: everyday spending can come from your cash, a transaction account or your credit card.';

export function setEverydayAccount(tx: Tx, { accountId }: { accountId: string }): Rejection | void {
  const source = resolveMoneyAccount(tx.state, accountId);
  if (!source) return reject('everyday/select-account', MONEY_MESSAGES.selectAccount);
  if (!canPayEveryday(source)) return reject('everyday/select-account', EVERYDAY_SOURCE_MESSAGE);
  update(tx, 'everyday', (slice) => ({ ...slice, sourceId: source.id }));
  emit(tx, { type: 'everydayAccountChosen', accountId: publicId(tx.state, source.id) });
}

export function cancelSubscription(
  tx: Tx,
  { spendingId }: { spendingId: string },
): Rejection | void {
  const item = tx.content.scenario.everydaySpending.find(
    (candidate) => candidate.id === spendingId && candidate.cancellable,
  );
  if (!item) return reject('everyday/not-found', 'Subscription not found.');
  if (tx.state.everyday.ended[item.id])
    return reject('everyday/already-ended', 'This subscription has already ended.');
  update(tx, 'everyday', (slice) => ({
    ...slice,
    ended: { ...slice.ended, [item.id]: { week: tx.state.week, reason: 'cancelled' } },
  }));
  emit(tx, { type: 'subscriptionEnded', spendingId: item.id, reason: 'cancelled' });
}

export interface RepayLenderCommand {
  fromAccountId: string | null;
  amountCents: number;
}

/** Pays back some or all of what the player owes the lender, from cash or a bank account. */
export function repayLender(tx: Tx, command: RepayLenderCommand): Rejection | void {
  const owed = owedToLender(tx.state);
  const lender = tx.content.scenario.everydayLender.name;
  if (owed <= 0) return reject('everyday/nothing-owed', `You don’t owe ${lender} anything.`);
  const source = resolveMoneyAccount(tx.state, command.fromAccountId);
  if (!source || !isEverydayMoney(source))
    return reject('everyday/select-account', MONEY_MESSAGES.selectAccount);
  const amount = command.amountCents;
  const entered = amountProblem(amount);
  if (entered) return reject('everyday/enter-amount', entered.message);
  if (amount > owed)
    return reject('everyday/more-than-owed', `Error: you only owe ${lender} ${money(owed)}.`);
  if (amount > spendable(tx.state, source))
    return reject('everyday/insufficient-funds', MONEY_MESSAGES.selectedAccountFunds);
  spend(tx, source, PLAYER_KEYS.lender, amount, `Paid back ${lender}`);
  emit(tx, {
    type: 'lenderRepaid',
    fromAccountId: publicId(tx.state, source.id),
    amountCents: amount,
  });
}

// Paying a bill from cash, a bank account or the card; SetAutomatic turns the bill's series into
// a direct debit from that account.
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { paymentProblem } from '@mc/contract/money-rules';
import { publicId, refOf } from '../game/ids';
import { resolveMoneyAccount, spend, spendable, type MoneyAccount } from '../game/money-accounts';
import { reject, rejectProblem, type Rejection } from '../game/result';
import { emit, update, type Tx } from '../game/tx';
import { billerKey, PLAYER_KEYS } from '../ledger/ledger';
import { afterPlanPayment } from './arrangements';
import { markDefaultsPaid } from './credit-report';
import { replaceBill } from './issue';
import { unexpiredMonthlyFees, waiveUnexpiredMonthlyFees } from './small-loan';
import { DEBT_COLLECTOR_NAME } from './messages';
import { billOwing, billTerms, isPayable, type Bill } from './types';

export interface PayBillCommand {
  billId: string;
  fromAccountId: string | null;
  setAutomatic?: boolean;
}

/** Cash, transaction and savings accounts and the card can pay bills. */
export function canPayBills(source: MoneyAccount): boolean {
  if (source.kind !== 'bank') return true;
  return source.category === 'transaction' || source.category === 'savings';
}

const CODES = {
  [MONEY_MESSAGES.selectAccount]: 'bills/select-account',
  [MONEY_MESSAGES.selectedAccountFunds]: 'bills/insufficient-funds',
} as const;

const NO_SOURCE = { message: MONEY_MESSAGES.selectAccount };

export function payBill(tx: Tx, command: PayBillCommand): Rejection | void {
  const ref = refOf(tx.state, command.billId);
  const bill = tx.state.bills.list.find((b) => b.id === ref);
  if (!bill) return reject('bills/not-found', 'Bill not found.');
  if (!isPayable(bill)) return reject('bills/not-payable', notPayableMessage(bill));
  const found = resolveMoneyAccount(tx.state, command.fromAccountId);
  const source = found && canPayBills(found) ? found : undefined;
  const problem = paymentProblem({
    sourceChosen: source !== undefined,
    amountCents: billOwing(bill) - unexpiredMonthlyFees(tx.state, bill),
    availableCents: source ? spendable(tx.state, source) : 0,
  });
  if (problem || !source) return rejectProblem(problem ?? NO_SOURCE, CODES, 'bills/select-account');
  settleBill(tx, bill, source, false);
  if (command.setAutomatic && billTerms(tx.state.bills, bill).isRecurring) {
    update(tx, 'bills', (slice) => ({
      ...slice,
      automatic: { ...slice.automatic, [bill.seriesId]: source.id },
    }));
  }
}

function notPayableMessage(bill: Bill): string {
  switch (bill.tag) {
    case 'Paid':
      return 'This bill has already been paid.';
    default:
      return 'This bill has expired.';
  }
}

/**
 * Pays what is owed on a bill in full from a source that can cover it: to the biller, or to the
 * collector the biller passed it to (the same debt, so the same liability account).
 */
export function settleBill(tx: Tx, owed: Bill, source: MoneyAccount, automatic: boolean): void {
  // A small loan paid out early no longer owes the monthly fees of months still to come.
  const bill = waiveUnexpiredMonthlyFees(tx, owed);
  const details = billTerms(tx.state.bills, bill);
  const owing = billOwing(bill);
  const to = details.optional ? billerKey(details.payee) : PLAYER_KEYS.bills;
  spend(
    tx,
    source,
    to,
    owing,
    automatic
      ? `Direct debit: ${details.title}`
      : bill.tag === 'Collected'
        ? `Paid to ${DEBT_COLLECTOR_NAME}: ${details.title}`
        : `Bill paid: ${details.title}`,
  );
  replaceBill(tx, bill.id, (b) => ({ ...b, paidCents: b.paidCents + owing, tag: 'Paid' }));
  afterPlanPayment(tx, bill, owing);
  markDefaultsPaid(tx, details.payee);
  emit(tx, {
    type: 'billPaid',
    billId: publicId(tx.state, bill.id),
    fromAccountId: publicId(tx.state, source.id),
    amountCents: owing,
    automatic,
  });
}

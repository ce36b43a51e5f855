// Bills: they arrive by e-mail on the scenario's schedule, are paid from cash, a bank account or the
// card (or by direct debit), fall overdue with a late fee and a reminder, then a final notice with
// a payment plan (and hardship help), then a debt collector who writes and texts and is paid only
// when the player pays; phone and power debts can be listed on the credit report; rent arrears
// bring a notice to vacate; the week after a default, a lender offers a costly small loan
// (week-step.ts, tenancy.ts, credit-report.ts, arrangements.ts, small-loan.ts).
import { publicId } from '../game/ids';
import { command, defineModule } from '../game/module';
import { everydaySources } from '../game/money-accounts';
import { balanceOf, PLAYER_KEYS } from '../ledger/ledger';
import { issueInstalments, type DebtOptionSource } from './arrangements';
import { issueScheduledBills } from './issue';
import {
  renderBill,
  renderBillNotice,
  renderCollector,
  renderCreditReport,
  renderDebtOption,
  type BillNoticeSource,
  type BillSource,
  type CollectorSource,
  type CreditReportSource,
} from './messages';
import { payBill } from './pay';
import { offerSmallLoan, renderSmallLoanOffer, type SmallLoanSource } from './small-loan';
import { billOwing, billTerms, isLiability, isPayable, type BillsState } from './types';
import { followDebts, markOverdueBills, runDirectDebits } from './week-step';

type BillsEvent = {
  type: 'billPaid';
  billId: string;
  fromAccountId: string;
  amountCents: number;
  automatic: boolean;
};

export const billsModule = defineModule<BillsEvent>()({
  key: 'bills',
  initial: (): BillsState => ({
    series: {},
    list: [],
    automatic: {},
    amountChanges: [],
    plans: [],
    defaults: [],
    smallLoan: null,
  }),
  commands: { payBill: command(payBill) },
  rejections: [
    'bills/not-found',
    'bills/not-payable',
    'bills/select-account',
    'bills/insufficient-funds',
    'bills/nothing-to-arrange',
    'bills/already-arranged',
    'bills/loan-taken',
  ],
  endOfWeek: {
    directDebits: runDirectDebits,
    overdue: markOverdueBills,
    debtCollection: followDebts,
  },
  openWeek: {
    issue: issueScheduledBills,
    instalments: issueInstalments,
    smallLoanOffer: offerSmallLoan,
  },
  reportRows: (state) =>
    state.bills.list
      .filter((bill) => isLiability(state.bills, bill))
      .map((bill) => ({
        title: billTerms(state.bills, bill).title,
        category: 'Bills' as const,
        balanceCents: -billOwing(bill),
      })),
  invariants(state) {
    const problems: string[] = [];
    const owed = state.bills.list.reduce(
      (sum, bill) => sum + (isLiability(state.bills, bill) ? billOwing(bill) : 0),
      0,
    );
    const payable = balanceOf(state.ledger, PLAYER_KEYS.bills);
    if (owed !== -payable) problems.push(`bills owe ${owed} but bills payable is ${payable}`);
    for (const bill of state.bills.list) {
      if (billOwing(bill) < 0) problems.push(`bill ${bill.id} is overpaid`);
      if (bill.tag === 'Paid' && billOwing(bill) !== 0)
        problems.push(`paid bill ${bill.id} still owes`);
    }
    return problems;
  },
  ids: (state) => state.bills.list.map((b) => b.id),
  messages: {
    bill: (state, _content, _message, source: BillSource) => renderBill(state, source),
    collector: (state, _content, message, source: CollectorSource) =>
      renderCollector(state, message, source),
    billNotice: (state, _content, message, source: BillNoticeSource) =>
      renderBillNotice(state, message, source),
    debtOption: (state, _content, message, source: DebtOptionSource) =>
      renderDebtOption(state, message, source),
    creditReport: (state, _content, _message, source: CreditReportSource) =>
      renderCreditReport(state, source),
    smallLoan: (state, content, message, _source: SmallLoanSource) =>
      renderSmallLoanOffer(state, content, message),
  },
  random: [
    {
      weight: 27,
      next(player, state) {
        const payableOnly = player.chance(0.9);
        const bills = state.bills.list.filter((bill) => !payableOnly || isPayable(bill));
        const bill = player.pick(bills);
        const sources = everydaySources(state, true).map((s) => publicId(state, s.id));
        return (
          bill && {
            type: 'payBill',
            billId: publicId(state, bill.id),
            fromAccountId: player.pick(sources) ?? null,
            setAutomatic: player.chance(0.3),
          }
        );
      },
    },
  ],
});

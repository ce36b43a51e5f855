import type {
  AppInstance,
  Bill,
  BankAccountInstance,
  BankAccountType as ApiBankAccountType,
  CashboxResult,
  Communication,
  CreditCardInstance,
  CreditCardStatement,
  CreditCardType as ApiCreditCardType,
  ProgressRow as ApiProgressRow,
  StatementRow,
  TextThread,
  WeekSummary,
} from '@mc/contract';
import { centsToDollars } from '@mc/contract';
import type {
  AppView,
  BankAccountType,
  BankAccountView,
  BillView,
  CashView,
  CommunicationView,
  CreditCardType,
  CreditCardView,
  ProgressRow,
  StatementLine,
  TextThreadView,
  WeekSummaryView,
} from '@mc/engine';

// Engine views (cents, camelCase) to the spec's API fields (dollars, PascalCase): the one place
// where the two vocabularies meet on the server.

const $ = centsToDollars;

/** Client routes of each app under /app/dashboard, and its place in the phone's dock. */
const APP_ROUTES: Record<AppView['name'], { url: string; mobilePriority: number }> = {
  Email: { url: 'emails', mobilePriority: 2 },
  Banking: { url: 'banking', mobilePriority: 1 },
  Messages: { url: 'text-message', mobilePriority: 3 },
  Planner: { url: 'weeklyplanner', mobilePriority: 4 },
  Cashbox: { url: 'cashbox', mobilePriority: 5 },
  Credit: { url: 'creditcards', mobilePriority: 6 },
  MyStuff: { url: 'my-stuff', mobilePriority: 7 },
  JobFinder: { url: 'job-finder', mobilePriority: 8 },
  uShop: { url: 'ushop', mobilePriority: 9 },
  iBuy: { url: 'ibuy', mobilePriority: 10 },
  Shares: { url: 'shares', mobilePriority: 11 },
  FinanceWeekly: { url: 'financeweekly', mobilePriority: 12 },
};

export const presentApp = (app: AppView): AppInstance => ({
  ID: app.id,
  Name: app.name,
  GameAppID: app.gameAppId,
  DisplayName: app.displayName,
  IsDisabled: app.isDisabled,
  HasBeenAccessed: app.hasBeenAccessed,
  HasUpdate: app.hasUpdate,
  UpdateCount: app.updateCount,
  State: app.state,
  Priority: app.priority,
  MobilePriority: APP_ROUTES[app.name].mobilePriority,
  Url: APP_ROUTES[app.name].url,
});

export const presentAccountType = (type: BankAccountType): ApiBankAccountType => ({
  ID: type.id,
  Title: type.title,
  Description: type.description,
  MonthlyFee: $(type.monthlyFeeCents),
  FeePerTransaction: $(type.feePerTransactionCents),
  MinimumBalance: $(type.minimumBalanceCents),
  InterestRate: Math.round(type.interestRate * 10_000) / 100,
  TransactionsPerMonth: type.transactionsPerMonth,
  DepositPeriod: type.depositPeriodWeeks,
  AccountType: type.accountType,
});

export const presentAccount = (account: BankAccountView): BankAccountInstance => ({
  ID: account.id,
  AccountTypeID: account.typeId,
  AccountNumber: account.accountNumber,
  Title: account.title,
  Description: '',
  MonthlyFee: $(account.monthlyFeeCents),
  FeePerTransaction: $(account.feePerTransactionCents),
  MinimumBalance: $(account.minimumBalanceCents),
  InterestRate: Math.round(account.interestRate * 10_000) / 100,
  TransactionsPerMonth: account.transactionsPerMonth,
  DepositPeriod: account.depositPeriodWeeks,
  AccountType: account.accountType,
  Balance: $(account.balanceCents),
  AppInstanceID: account.appInstanceId,
  IsMature: account.isMature,
  WeeksToMaturity: account.weeksToMaturity,
  MaturityWeek: account.maturityWeek,
  OpenedWeek: account.openedWeek,
  TransactionsThisMonth: account.transactionsThisMonth,
  AccruedInterest: $(account.accruedInterestCents),
});

export const presentCash = (cash: CashView): CashboxResult => ({
  ID: cash.id,
  Title: cash.title,
  Balance: $(cash.balanceCents),
  AppInstanceID: cash.appInstanceId,
  AccountType: 'CashboxAccountInstance',
});

export const presentStatementLine = (line: StatementLine): StatementRow => ({
  Week: line.week,
  Description: line.description,
  Money: $(line.moneyCents),
  Balance: $(line.balanceCents),
});

export const presentCardType = (card: CreditCardType): ApiCreditCardType => ({
  ID: card.id,
  Title: card.title,
  Description: `${card.type} card with a ${$(card.limitCents).toLocaleString('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })} limit.`,
  Limit: $(card.limitCents),
  Cost: $(card.annualFeeCents),
  InterestRate: card.interestRate,
  Type: card.type,
});

export function presentCard(
  card: CreditCardView,
  type: CreditCardType | undefined,
): CreditCardInstance {
  return {
    ID: card.id,
    CreditCardTypeID: card.typeId,
    Title: card.title,
    Description: type ? presentCardType(type).Description : '',
    Type: card.type,
    AppInstanceID: card.appInstanceId,
    Limit: $(card.limitCents),
    Cost: $(card.costCents),
    InterestRate: card.interestRate,
    CreditAvailable: $(card.creditAvailableCents),
    Balance: $(card.balanceCents),
    ClosingBalance: $(card.closingBalanceCents),
    MinRepayAmount: $(card.minRepayAmountCents),
    DueWeek: card.dueWeek,
    InterestFree: card.interestFree,
    Statements: card.statements.map((statement): CreditCardStatement => ({
      Week: statement.week,
      ClosingBalance: $(statement.closingBalanceCents),
      MinimumRepayment: $(statement.minRepaymentCents),
      DueWeek: statement.dueWeek,
      Paid: $(statement.paidCents),
      FeeApplied: $(statement.feeAppliedCents),
      InterestApplied: $(statement.interestAppliedCents),
    })),
  };
}

export const presentBill = (bill: BillView): Bill => ({
  ID: bill.id,
  Title: bill.title,
  Payee: bill.payee,
  Amount: $(bill.owingCents),
  OriginalAmount: $(bill.originalAmountCents),
  LateFees: $(bill.lateFeesCents),
  Fees: $(bill.feesCents),
  WeekDue: bill.weekDue,
  OpeningWeek: bill.openingWeek,
  ClosingWeek: bill.closingWeek,
  IsRecurring: bill.isRecurring,
  IsAutomatic: bill.isAutomatic,
  IsPayable: bill.isPayable,
  Tag: bill.tag,
});

export function presentCommunication(
  view: CommunicationView,
  appInstanceId: string | null,
): Communication {
  return {
    ID: view.id,
    CommunicationType: view.communicationType as Communication['CommunicationType'],
    Category: view.category,
    IsRead: view.isRead,
    From: view.from,
    Subject: view.subject,
    Content: view.content,
    Amount: $(view.amountCents),
    Fees: $(view.feesCents),
    TargetItemInstanceID: view.targetItemInstanceId,
    ActionGameAppInstanceID: view.isActionable ? appInstanceId : null,
    ActionItemInstanceID: view.isActionable ? view.id : null,
    IsActionable: view.isActionable,
    Actioned: view.actioned,
    Accepted: view.accepted,
    Cancelled: view.cancelled,
    Week: view.week,
    Tag: view.tag,
    Outcome: view.outcome,
    RedFlags: view.redFlags,
    Bill: view.bill ? presentBill(view.bill) : null,
    PaySlip: view.paySlip
      ? {
          GrossAmount: $(view.paySlip.grossAmountCents),
          SuperannuationAmount: $(view.paySlip.superannuationAmountCents),
          TaxAmount: $(view.paySlip.taxAmountCents),
          NetAmount: $(view.paySlip.netAmountCents),
          Occupation: view.paySlip.occupation,
          Employer: view.paySlip.employer,
        }
      : null,
    Statement: view.statement
      ? {
          Week: view.statement.week,
          ClosingBalance: $(view.statement.closingBalanceCents),
          MinimumRepayment: $(view.statement.minRepaymentCents),
          DueWeek: view.statement.dueWeek,
          Paid: $(view.statement.paidCents),
          FeeApplied: $(view.statement.feeAppliedCents),
          InterestApplied: $(view.statement.interestAppliedCents),
        }
      : null,
  };
}

export const presentThread = (
  thread: TextThreadView,
  appInstanceId: string | null,
): TextThread => ({
  From: thread.from,
  LatestWeek: thread.latestWeek,
  UnreadCount: thread.unreadCount,
  Excerpt: thread.excerpt,
  Messages: thread.messages.map((message) => presentCommunication(message, appInstanceId)),
});

const ICONS: Record<ProgressRow['category'], string> = {
  Cashbox: 'wallet',
  BankAccountTransactions: 'landmark',
  InvestmentTransactions: 'piggy-bank',
  SuperTransactions: 'umbrella',
  Shares: 'trending-up',
  Items: 'package',
  Survey: 'clipboard',
  'Credit Cards': 'credit-card',
  Bills: 'receipt',
};

export const presentProgressRow = (row: ProgressRow): ApiProgressRow => ({
  Title: row.title,
  Category: row.category,
  Balance: $(row.balanceCents),
  Icon: ICONS[row.category],
});

export const presentSummary = (summary: WeekSummaryView): WeekSummary => ({
  Week: summary.week,
  TotalGameWeeks: summary.totalGameWeeks,
  StartingNetPosition: $(summary.startingNetPositionCents),
  FinishingNetPosition: $(summary.finishingNetPositionCents),
  Difference: $(summary.differenceCents),
  CashReward: $(summary.cashRewardCents),
  TimeBonus: $(summary.timeBonusCents),
});

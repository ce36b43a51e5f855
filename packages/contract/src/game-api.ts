import { z } from 'zod';
import { ERRORS } from './messages';
import { isWholeCents } from './money';
import { MONEY_MESSAGES } from './engine-constants';
import type { AppName } from './apps/app-list';

// Requests and responses of the game calls (spec part 1, section 7: "Games", "Money",
// "Communication", "End of week", and the progress calls). Field names are the spec's; every
// amount the API carries is in dollars (numbers with at most two decimals).

const instanceId = z
  .string({ error: ERRORS.gameInstanceNotFound })
  .trim()
  .pipe(z.uuid({ error: ERRORS.gameInstanceNotFound }));
const optionalId = z
  .union([z.string().trim().max(64), z.null()])
  .optional()
  .transform((value) => (value ? value : null));
const requiredId = z
  .string({ error: ERRORS.invalidRequest })
  .trim()
  .min(1, ERRORS.invalidRequest)
  .max(64, ERRORS.invalidRequest);

export const AMOUNT_MESSAGES = {
  enterAmount: MONEY_MESSAGES.enterAmount,
  tooManyDecimals: 'Amounts can have at most two decimal places.',
  tooLarge: 'That amount is too large.',
} as const;

/** A dollar amount from a client: a number or numeric string, at most two decimals, within reason. */
export const amountDollars = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .transform((value) =>
          value === '' ? Number.NaN : Number(value.replace(/^\$/, '').replace(/,/g, '')),
        ),
    ],
    {
      error: AMOUNT_MESSAGES.enterAmount,
    },
  )
  .pipe(
    z
      .number({ error: AMOUNT_MESSAGES.enterAmount })
      .refine(Number.isFinite, AMOUNT_MESSAGES.enterAmount)
      .refine((value) => value >= 0, AMOUNT_MESSAGES.enterAmount)
      .refine((value) => value <= 10_000_000, AMOUNT_MESSAGES.tooLarge)
      .refine(isWholeCents, AMOUNT_MESSAGES.tooManyDecimals),
  );

export const instanceQuery = z.object({ GameInstanceID: instanceId });
export const instanceBody = instanceQuery;
export const gameQuery = z.object({ GameID: z.uuid({ error: ERRORS.gameNotFound }) });

// ---- Games and apps -------------------------------------------------------------------------

/** One app on the dashboard (GET /api/i/games/apps). */
export interface AppInstance {
  ID: string;
  Name: AppName;
  GameAppID: number;
  DisplayName: string;
  IsDisabled: boolean;
  HasBeenAccessed: boolean;
  HasUpdate: boolean;
  UpdateCount: number;
  State: 'idle' | 'block';
  /** Dashboard order (Email 1 ... Finance Weekly 12). */
  Priority: number;
  /** Order on a phone: the first three sit at the bottom. */
  MobilePriority: number;
  /** Client route under /app/dashboard. */
  Url: string;
}
export interface GameAppsResult {
  Apps: AppInstance[];
  TotalWeeks: number;
  CurrentWeek: number;
  IsGameComplete: boolean;
  /** Dollars. */
  NetPosition: number;
  PlayerName: string;
}

export const markAppAccessedBody = z.object({
  GameInstanceID: instanceId,
  AppInstanceID: requiredId,
});

export interface MentorMessage {
  ID: string;
  Title: string;
  Body: string;
  Tag: string | null;
}

export interface StartWeekResult {
  Week: number;
  IsGameComplete: boolean;
  IsSurveyComplete: boolean;
  IsOptional: boolean;
  MentorMessages: MentorMessage[];
}

/** POST /api/i/games/endweek: Success false with the reason and the app to block when a check fails. */
export interface EndWeekResult {
  Week: number;
  IsGameComplete: boolean;
  /** Set when the week could not end: the app whose icon shows blocked. */
  BlockedApp: AppName | null;
}

export interface HasEndSurveyResult {
  HasEndSurvey: boolean;
  IsOptional: boolean;
  IsSurveyComplete: boolean;
}

// ---- Where I'm at ---------------------------------------------------------------------------

export type ProgressCategory =
  | 'Cashbox'
  | 'BankAccountTransactions'
  | 'InvestmentTransactions'
  | 'Shares'
  | 'Items'
  | 'SuperTransactions'
  | 'Survey'
  | 'Credit Cards'
  | 'Bills';

export interface ProgressRow {
  Title: string;
  Category: ProgressCategory;
  /** Dollars; negative is a liability. */
  Balance: number;
  Icon: string;
}
export interface ProgressResult {
  Items: ProgressRow[];
  Assets: number;
  Liabilities: number;
  NetPosition: number;
  Week: number;
  TotalWeeks: number;
}

export interface WeekSummary {
  Week: number;
  TotalGameWeeks: number;
  StartingNetPosition: number;
  FinishingNetPosition: number;
  Difference: number;
  CashReward: number;
  TimeBonus: number;
}

// ---- Bank, cash, transfers ------------------------------------------------------------------

export type AccountType =
  | 'TransactionsBankAccountInstance'
  | 'SavingsBankAccountInstance'
  | 'CashboxAccountInstance'
  | 'SuperInvestmentInstance'
  | 'FixedTermDepositInvestmentInstance';

/** An account or investment product the bank offers (GET /api/g/banking, /investments). */
export interface BankAccountType {
  ID: string;
  Title: string;
  Description: string;
  MonthlyFee: number;
  FeePerTransaction: number;
  MinimumBalance: number;
  /** Percent a year, e.g. 4.5. */
  InterestRate: number;
  /** 9999 means unlimited. */
  TransactionsPerMonth: number;
  /** Weeks; 0 for accounts without a term. */
  DepositPeriod: number;
  AccountType: AccountType;
}

/** An account the player holds. AccountNumber is the first 6 characters of ID. */
export interface BankAccountInstance extends BankAccountType {
  AccountTypeID: string;
  AccountNumber: string;
  Balance: number;
  AppInstanceID: string;
  IsMature: boolean;
  WeeksToMaturity: number;
  MaturityWeek: number | null;
  OpenedWeek: number;
  TransactionsThisMonth: number;
  AccruedInterest: number;
}

export interface CashboxResult {
  ID: string;
  Title: string;
  Balance: number;
  AppInstanceID: string;
  AccountType: 'CashboxAccountInstance';
}

export interface StatementRow {
  Week: number;
  Description: string;
  /** Dollars in (positive) or out (negative). */
  Money: number;
  Balance: number;
}
export interface TransactionsResult {
  AccountInstanceID: string;
  Title: string;
  Balance: number;
  Transactions: StatementRow[];
}
export const transactionsQuery = z.object({
  GameInstanceID: instanceId,
  GameAppInstanceID: optionalId,
  AccountInstanceID: requiredId,
});

export const openAccountBody = z.object({
  GameInstanceID: instanceId,
  GameAccountID: requiredId,
  TransferFromGameAppInstanceID: optionalId,
  TransferFromAccountInstanceID: optionalId,
  Amount: amountDollars.optional().default(0),
});
export const closeAccountBody = z.object({
  GameInstanceID: instanceId,
  AccountInstanceID: requiredId,
  TransferToAccountInstanceID: optionalId,
});

export const transferBody = z.object({
  GameInstanceID: instanceId,
  FromGameAppInstanceID: optionalId,
  FromAccountInstanceID: optionalId,
  ToGameAppInstanceID: optionalId,
  ToAccountInstanceID: optionalId,
  Amount: amountDollars,
});

export const payBillBody = z.object({
  GameInstanceID: instanceId,
  FromGameAppInstanceID: optionalId,
  FromAccountInstanceID: optionalId,
  BillInstanceID: requiredId,
  SetAutomatic: z.boolean().optional().default(false),
});

// ---- Credit cards ---------------------------------------------------------------------------

export interface CreditCardType {
  ID: string;
  Title: string;
  Description: string;
  Limit: number;
  /** The annual fee, paid when the card is bought. */
  Cost: number;
  /** A fraction a year: 0.1799 is shown as 17.99 %. */
  InterestRate: number;
  Type: string;
}

export interface CreditCardStatement {
  Week: number;
  /** Negative when owed, like the card's Balance. */
  ClosingBalance: number;
  MinimumRepayment: number;
  DueWeek: number;
  Paid: number;
  FeeApplied: number;
  InterestApplied: number;
}

export interface CreditCardInstance extends CreditCardType {
  CreditCardTypeID: string;
  AppInstanceID: string;
  CreditAvailable: number;
  /** Negative when owed. */
  Balance: number;
  /** The latest statement's closing balance; negative when owed. */
  ClosingBalance: number;
  MinRepayAmount: number;
  DueWeek: number | null;
  InterestFree: boolean;
  Statements: CreditCardStatement[];
}

export const buyCreditCardBody = z.object({
  GameInstanceID: instanceId,
  CreditCardID: requiredId,
  PurchasingBankAccountInstanceID: optionalId,
});

// ---- Communications -------------------------------------------------------------------------

export type CommunicationType =
  | 'EmailInstance'
  | 'DebtCollectorEmailInstance'
  | 'EmploymentSubmissionEmailInstance'
  | 'PaySlipEmailInstance'
  | 'RandomEventEmailInstance'
  | 'iBuyItemForSaleEmailInstance'
  | 'BillEmailInstance'
  | 'CreditCardStatementEmailInstance'
  | 'TextMessageInstance';

export type BillTag = '' | 'Paid' | 'Overdue' | 'Collected' | 'Expired';

export interface Bill {
  ID: string;
  Title: string;
  Payee: string;
  Amount: number;
  OriginalAmount: number;
  LateFees: number;
  Fees: number;
  WeekDue: number;
  OpeningWeek: number;
  ClosingWeek: number;
  IsRecurring: boolean;
  IsAutomatic: boolean;
  IsPayable: boolean;
  Tag: BillTag;
}

export interface PaySlip {
  GrossAmount: number;
  SuperannuationAmount: number;
  TaxAmount: number;
  NetAmount: number;
  Occupation: string;
  Employer: string;
}

export interface Communication {
  ID: string;
  CommunicationType: CommunicationType;
  /** 0 messages, 1 bills, 2 bank; null for text messages. */
  Category: 0 | 1 | 2 | null;
  IsRead: boolean;
  From: string;
  Subject: string;
  /** May hold simple markup: p, strong, em, br, ul, li. */
  Content: string;
  Amount: number;
  Fees: number;
  TargetItemInstanceID: string | null;
  ActionGameAppInstanceID: string | null;
  ActionItemInstanceID: string | null;
  IsActionable: boolean;
  Actioned: boolean;
  Accepted: boolean;
  Cancelled: boolean;
  Week: number;
  Tag: string;
  /** Once an offer is answered: what happened, and for a scam its warning signs. */
  Outcome: string | null;
  RedFlags: string[];
  Bill: Bill | null;
  PaySlip: PaySlip | null;
  Statement: (CreditCardStatement & { FeeApplied: number; InterestApplied: number }) | null;
}

export interface TextThread {
  From: string;
  LatestWeek: number;
  UnreadCount: number;
  Excerpt: string;
  Messages: Communication[];
}

export interface CommunicationsResult {
  AppName: 'Email' | 'Messages';
  Communications: Communication[];
  /** Text messages grouped by sender (Messages app only). */
  Threads: TextThread[];
}

export const communicationsQuery = z.object({
  GameInstanceID: instanceId,
  GameAppInstanceID: requiredId,
});
export const communicationQuery = z.object({
  GameInstanceID: instanceId,
  CommunicationID: requiredId,
});
export const emailQuery = z.object({ GameInstanceID: instanceId, EmailInstanceID: requiredId });
export const communicationBody = z.object({
  GameInstanceID: instanceId,
  CommunicationID: requiredId,
});
export const actionBody = z.object({
  GameInstanceID: instanceId,
  CommunicationsAppInstanceID: optionalId,
  GameAppInstanceID: optionalId,
  ActionableInstanceID: requiredId,
  Choice: z.enum(['accept', 'decline'], { error: 'Choose accept or decline.' }),
});

// ---- End of week ----------------------------------------------------------------------------

/** The bonus question's messages live with the engine's other messages. */
export { BONUS_QUESTION_MESSAGES as BONUS_MESSAGES } from './engine-constants';

export interface BonusQuestion {
  ID: string;
  Text: string;
  Answers: { ID: number; Text: string }[];
  TotalSeconds: number;
  Week: number;
}

export const answerBonusBody = z.object({
  GameInstanceID: instanceId,
  QuestionID: requiredId,
  AnswerID: z
    .union([z.number().int().min(0).max(100), z.null()])
    .optional()
    .default(null),
  Skip: z.boolean().optional().default(false),
  TimeRemaining: z.number().min(0).max(3600).optional().default(0),
});

export interface BonusAnswerResult {
  AnsweredCorrectly: boolean;
  /** Dollars paid into My Cash. */
  Reward: number;
  Bonus: number;
  CorrectAnswerID: number | null;
  Explanation: string | null;
  Messages: string[];
}

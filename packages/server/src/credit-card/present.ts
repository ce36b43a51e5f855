import {
  centsToDollars as $,
  type CreditCardInstance,
  type CreditCardStatement,
  type CreditCardType as ApiCreditCardType,
} from '@mc/contract';
import type { CreditCardType, CreditCardView } from '@mc/engine';

// My Credit's engine views as the spec's API fields.

type StatementView = CreditCardView['statements'][number];

export const presentCardStatement = (statement: StatementView): CreditCardStatement => ({
  Week: statement.week,
  ClosingBalance: $(statement.closingBalanceCents),
  MinimumRepayment: $(statement.minRepaymentCents),
  Overdue: $(statement.overdueCents),
  OverLimit: $(statement.overLimitCents),
  DueWeek: statement.dueWeek,
  Paid: $(statement.paidCents),
  FeeApplied: $(statement.feeAppliedCents),
  InterestApplied: $(statement.interestAppliedCents),
});

const wholeDollars = (cents: number) =>
  $(cents).toLocaleString('en-AU', {
    style: 'currency',
    currency: 'AUD',
    maximumFractionDigits: 0,
  });

export const presentCardType = (card: CreditCardType): ApiCreditCardType => ({
  ID: card.id,
  Title: card.title,
  Description: `${card.type} card with a ${wholeDollars(card.limitCents)} limit.`,
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
    CardNumberEnding: card.numberEnding,
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
    MissedMinimum: card.missedMinimum && {
      Amount: $(card.missedMinimum.amountCents),
      DueWeek: card.missedMinimum.dueWeek,
      LateFee: $(card.missedMinimum.lateFeeCents),
    },
    InterestFree: card.interestFree,
    AccruedInterest: $(card.accruedInterestCents),
    Statements: card.statements.map(presentCardStatement),
  };
}

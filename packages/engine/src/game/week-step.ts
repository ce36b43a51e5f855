// The order of the week. Each module owns its part; this file only says when each part runs.
// Later modules (jobs market, items, auctions, shop, shares, news, planner) add their parts here.
//
// End of week N (endWeek), in this order:
//   1. income.payDay            the job's pay in a pay week, with its pay slip
//   2. bills.directDebits       bills of direct-debit series, when their account can cover them
//   3. bills.overdue            unpaid bills past their due week: late fee (optional ones expire)
//   4. bills.debtCollection     overdue bills past their closing week go to a debt collector
//   5. banking.fees             at a month end: monthly fees and excess transaction fees
//   6. banking.accrueInterest   a week's interest on savings, transaction and term deposits
//   7. banking.payInterest      at a month end: accrued interest paid into the accounts
//   8. banking.superReturn      at a month end: the super fund's market return (game seed)
//   9. creditCard.interest      a week's card interest when the card is not interest-free
//  10. creditCard.dueWeek       late fee if a statement's minimum was missed by its due week
//  11. creditCard.statement     at a month end: interest, cashback and the statement email
//  12. banking.maturity         term deposits whose term ends this week mature with interest
//  13. events.cancelStaleOffers offers left unanswered for their lifetime are cancelled
//
// Opening of week N+1 (startWeek; week 1 opens in createGame), in this order:
//   1. bills.issue              the scenario's bills that arrive this week, one email each
//   2. events.randomEvent       maybe one windfall or mishap (instance seed), from week 2
//   3. events.offer             maybe one offer, genuine or scam (instance seed), from week 2
import {
  accrueInterest,
  creditSuperReturn,
  matureTermDeposits,
  payMonthlyInterest,
} from '../banking/interest';
import { chargeMonthlyFees } from '../banking/fees';
import { issueScheduledBills } from '../bills/issue';
import { collectDebts, markOverdueBills, runDirectDebits } from '../bills/week-step';
import { accrueCardInterest, checkCardDueWeek, issueCardStatement } from '../credit-card/statement';
import { cancelStaleOffers, rollOffer } from '../events/offers';
import { rollRandomEvent } from '../events/random-events';
import { runPayDay } from '../income/pay-day';
import type { Tx } from './tx';

export interface WeekStepPart {
  name: string;
  run(tx: Tx): void;
}

export const END_OF_WEEK_STEPS: readonly WeekStepPart[] = [
  { name: 'income.payDay', run: runPayDay },
  { name: 'bills.directDebits', run: runDirectDebits },
  { name: 'bills.overdue', run: markOverdueBills },
  { name: 'bills.debtCollection', run: collectDebts },
  { name: 'banking.fees', run: chargeMonthlyFees },
  { name: 'banking.accrueInterest', run: accrueInterest },
  { name: 'banking.payInterest', run: payMonthlyInterest },
  { name: 'banking.superReturn', run: creditSuperReturn },
  { name: 'creditCard.interest', run: accrueCardInterest },
  { name: 'creditCard.dueWeek', run: checkCardDueWeek },
  { name: 'creditCard.statement', run: issueCardStatement },
  { name: 'banking.maturity', run: matureTermDeposits },
  { name: 'events.cancelStaleOffers', run: cancelStaleOffers },
];

export const OPEN_WEEK_STEPS: readonly WeekStepPart[] = [
  { name: 'bills.issue', run: issueScheduledBills },
  { name: 'events.randomEvent', run: rollRandomEvent },
  { name: 'events.offer', run: rollOffer },
];

export function runSteps(tx: Tx, steps: readonly WeekStepPart[]): void {
  for (const step of steps) step.run(tx);
}

// Tax time. At the end of the week whose pay day is the income year's last (30 June falls in it),
// or at the end of the game if the game never gets there, the year's return is worked out from
// the pay the player earned in it (with the pay before the game, a figure of the scenario) and
// the interest their banks paid them. The ATO processes it a few weeks later (rules.tax): a
// refund is paid into the account the pay goes into, or the tax still owed arrives as a bill from
// the ATO, due on 21 November after the year. Either way an e-mail, "Your tax return", shows how
// it was worked out. A game is shorter than a year, so it has one return.
import { deliver } from '../communications/deliver';
import { issueBill } from '../bills/issue';
import type { BillTerms } from '../bills/types';
import type { GameState } from '../game/state';
import { postEntries, update, type Tx } from '../game/tx';
import { accruedInterestKey, balanceOf, WORLD } from '../ledger/ledger';
import { assess } from './assessment';
import {
  formatDate,
  incomeYearName,
  incomeYearOfWeek,
  isLastWeekOfIncomeYear,
  weekOf,
} from './calendar';
import { payAccount } from './pay-day';
import type { IncomeYearTotals } from './types';

export const ATO_NAME = 'Australian Taxation Office';

/**
 * Tax owed on a return you lodge yourself is due on 21 November after the income year ends, or
 * 21 days after the notice of assessment if that is later (ato.gov.au, "Paying your tax bill";
 * "Due dates for lodging and paying"). A return lodged in July is assessed well before then.
 */
export const TAX_DEBT_DUE = { month: 11, day: 21 } as const;

/** What the pay of a new game's income year has come to: nothing yet. */
export function firstIncomeYear(firstDay: string): IncomeYearTotals {
  return {
    incomeYear: incomeYearOfWeek(firstDay, 1),
    grossCents: 0,
    withheldCents: 0,
    interestBeforeCents: 0,
    dividendsBeforeCents: 0,
    realisedBeforeCents: 0,
  };
}

/**
 * The interest banks have paid into the player's accounts this game: what has left the banks'
 * interest account, less what is earned and not yet paid (accrued). Interest is income in the
 * year it is paid or credited to the account (ATO, "Interest income"), which is when it leaves
 * the accrued account.
 */
export function interestPaidCents(state: GameState): number {
  let accrued = 0;
  for (const account of state.banking.accounts)
    accrued += balanceOf(state.ledger, accruedInterestKey(account.id));
  return -balanceOf(state.ledger, WORLD.bankInterest) - accrued;
}

/**
 * The dividends companies have paid the player this game. Dividends are income in the year they
 * are paid (ATO, "Dividends"); the game's companies pay unfranked dividends.
 */
export function dividendsPaidCents(state: GameState): number {
  return -balanceOf(state.ledger, WORLD.dividends);
}

/**
 * The gains less losses realised selling shares this game: each sale's proceeds less brokerage,
 * less what the shares sold cost with their brokerage (the cost base; ATO, "Shares and similar
 * investments"). Held under 12 months, so no CGT discount.
 */
export function realisedGainsCents(state: GameState): number {
  return Object.values(state.shares.realisedCents).reduce((sum, cents) => sum + cents, 0);
}

/** End-of-week step: the income year has ended (or the game has), so its return is worked out. */
export function closeIncomeYear(tx: Tx): void {
  const { state } = tx;
  const { tax } = tx.content.scenario.rules;
  if (state.income.taxReturn) return;
  const year = state.income.year;
  const yearEnds = isLastWeekOfIncomeYear(tax.firstDay, state.week);
  const gameEnds = state.week >= state.totalWeeks;
  // A game stored before tax returns were kept may already be past its year's end: close it now.
  const yearPast = year.incomeYear < incomeYearOfWeek(tax.firstDay, state.week);
  if (!yearEnds && !gameEnds && !yearPast) return;
  const firstYear = year.incomeYear === incomeYearOfWeek(tax.firstDay, 1);
  const earlier = firstYear ? tax.earlierIncome : { wagesCents: 0, withheldCents: 0 };
  const interestNow = interestPaidCents(state);
  const dividendsNow = dividendsPaidCents(state);
  const realisedNow = realisedGainsCents(state);
  const assessment = assess({
    incomeYear: year.incomeYear,
    wagesCents: earlier.wagesCents + year.grossCents,
    interestCents: interestNow - year.interestBeforeCents,
    dividendsCents: dividendsNow - year.dividendsBeforeCents,
    // A net capital loss is not taken off other income (it would carry to later years' gains).
    capitalGainCents: Math.max(0, realisedNow - year.realisedBeforeCents),
    withheldCents: earlier.withheldCents + year.withheldCents,
  });
  update(tx, 'income', (income) => ({
    ...income,
    year: {
      incomeYear: incomeYearOfWeek(tax.firstDay, state.week + 1),
      grossCents: 0,
      withheldCents: 0,
      interestBeforeCents: interestNow,
      dividendsBeforeCents: dividendsNow,
      realisedBeforeCents: realisedNow,
    },
    taxReturn: {
      assessment,
      processWeek: Math.min(state.week + tax.returnProcessedAfterWeeks, state.totalWeeks),
      processed: false,
    },
  }));
}

/** End-of-week step: the ATO has processed the return: the refund is paid or the tax billed. */
export function processTaxReturn(tx: Tx): void {
  const record = tx.state.income.taxReturn;
  if (!record || record.processed || tx.state.week < record.processWeek) return;
  const { assessment } = record;
  if (assessment.withheldCents === 0 && assessment.assessedCents === 0) {
    // Nothing withheld and no tax due: no return is needed, only a non-lodgment advice
    // (ato.gov.au, "Non-lodgment advice"), so the ATO has nothing to send.
    markProcessed(tx);
    return;
  }
  const name = incomeYearName(assessment.incomeYear);
  let billId: number | null = null;
  let due: { date: string; week: number } | null = null;
  if (assessment.balanceCents > 0) {
    postEntries(tx, `Tax refund ${name}`, [
      [WORLD.ato, -assessment.balanceCents],
      [payAccount(tx.state).key, assessment.balanceCents],
    ]);
  } else if (assessment.balanceCents < 0) {
    const dueDate = { year: assessment.incomeYear + 1, ...TAX_DEBT_DUE };
    const dueWeek = Math.max(
      tx.state.week,
      weekOf(tx.content.scenario.rules.tax.firstDay, dueDate),
    );
    due = { date: formatDate(dueDate), week: dueWeek };
    billId = issueBill(
      tx,
      `ato:${assessment.incomeYear}`,
      debtTerms(name, dueWeek - tx.state.week),
      -assessment.balanceCents,
    );
    deliver(tx, { type: 'BillEmailInstance', source: { kind: 'bill', billId } });
  }
  markProcessed(tx);
  deliver(tx, {
    type: 'EmailInstance',
    source: {
      kind: 'taxreturn',
      assessment,
      earlierWagesCents: earlierWages(tx, assessment.incomeYear),
      billId,
      due,
    },
  });
}

function markProcessed(tx: Tx): void {
  update(tx, 'income', (income) => ({
    ...income,
    taxReturn: income.taxReturn && { ...income.taxReturn, processed: true },
  }));
}

function earlierWages(tx: Tx, incomeYear: number): number {
  const { tax } = tx.content.scenario.rules;
  return incomeYear === incomeYearOfWeek(tax.firstDay, 1) ? tax.earlierIncome.wagesCents : 0;
}

/**
 * The ATO's bill: no late fee. Tax paid late attracts the general interest charge from the due
 * date (ato.gov.au, "General interest charge"), and the ATO offers payment plans; the due date is
 * after the game's last week, so neither comes into play. Never passed to a debt collector in
 * the game's weeks.
 */
function debtTerms(name: string, dueAfterWeeks: number): BillTerms {
  return {
    title: `Income tax ${name}`,
    payee: ATO_NAME,
    category: 'other',
    isRecurring: false,
    optional: false,
    dueAfterWeeks,
    lateFeeCents: 0,
    collectAfterWeeks: 52,
  };
}

// Pay day. A job pays every PaymentFrequency weeks (1 weekly, 2 fortnightly, 4 four-weekly) at
// the end of the week, for the weeks worked; at the end of the game's last week it also pays the
// weeks worked since the last pay day (an employer pays a part period when the work stops, and
// the game stops there), so every week of the game is paid once. One posting: the employer pays the
// gross wage plus super; tax withheld goes to the ATO, super to the player's fund and the net pay
// into the chosen account (the first transaction account by default, the cash box when there is
// none). A pay slip email follows.
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { openAccounts } from '../banking/accounts';
import { deliver } from '../communications/deliver';
import type { Job } from '../game/content';
import {
  defaultIncomingAccount,
  isEverydayMoney,
  moneyAccount,
  resolveMoneyAccount,
  type MoneyAccount,
} from '../game/money-accounts';
import { publicId } from '../game/ids';
import { reject, type Rejection } from '../game/result';
import type { GameState } from '../game/state';
import { emit, postEntries, update, type Tx } from '../game/tx';
import { bankKey, WORLD } from '../ledger/ledger';
import { isOwedSuper, type PayBreakdown } from './super';
import { withholdingCents } from './tax';

/**
 * How many weeks the pay at the end of `week` is for: the frequency on a pay week, the weeks since
 * the last pay day at the end of the game's last week, else none.
 */
export function weeksPaidIn(job: Job, week: number, totalWeeks: number): number {
  const sinceLastPayDay = week % job.paymentFrequency;
  if (sinceLastPayDay === 0) return job.paymentFrequency;
  return week === totalWeeks ? sinceLastPayDay : 0;
}

export function isPayWeek(job: Job, week: number, totalWeeks: number): boolean {
  return weeksPaidIn(job, week, totalWeeks) > 0;
}

/** The gross, super, tax and net of one pay, for `weeks` weeks (the job's frequency unless said). */
export function payFor(
  job: Job,
  ageYears: number,
  superRate: number,
  weeks: number = job.paymentFrequency,
): PayBreakdown {
  const periodCents = Math.round(job.hourlyRateCents * job.hoursPerWeek) * weeks;
  const owed = isOwedSuper(job, ageYears);
  const grossCents =
    job.includesSuper && owed ? Math.round(periodCents / (1 + superRate)) : periodCents;
  const superCents = !owed
    ? 0
    : job.includesSuper
      ? periodCents - grossCents
      : Math.round(grossCents * superRate);
  const taxCents = withholdingCents(grossCents, weeks);
  return { grossCents, superCents, taxCents, netCents: grossCents - taxCents };
}

/** Where the net pay goes now. */
export function payAccount(state: GameState): MoneyAccount {
  const chosen = moneyAccount(state, state.income.payAccountId);
  return chosen && isEverydayMoney(chosen) ? chosen : defaultIncomingAccount(state);
}

/** Week step: pay the job's wage when this is a pay week (or the game's last). */
export function runPayDay(tx: Tx): void {
  const job = tx.state.income.job;
  const weeks = job ? weeksPaidIn(job, tx.state.week, tx.state.totalWeeks) : 0;
  if (!job || weeks === 0) return;
  const { superGuaranteeRate } = tx.content.scenario.rules;
  const pay = payFor(job, tx.state.player.ageYears, superGuaranteeRate, weeks);
  const target = payAccount(tx.state);
  const fund = openAccounts(tx.state, 'super')[0];
  const superCents = fund ? pay.superCents : 0;
  postEntries(tx, `Pay: ${job.occupation}`, [
    [WORLD.employer, -(pay.grossCents + superCents)],
    [WORLD.ato, pay.taxCents],
    [target.key, pay.netCents],
    ...(fund ? ([[bankKey(fund.id), superCents]] as [string, number][]) : []),
  ]);
  // The income year's totals, for its tax return.
  update(tx, 'income', (income) => ({
    ...income,
    year: {
      ...income.year,
      grossCents: income.year.grossCents + pay.grossCents,
      withheldCents: income.year.withheldCents + pay.taxCents,
    },
  }));
  deliver(tx, {
    type: 'PaySlipEmailInstance',
    source: {
      kind: 'payslip',
      ...pay,
      superCents,
      occupation: job.occupation,
      employer: job.employer,
      weeks,
    },
  });
}

/** Chooses the account the net pay goes into. */
export function setPayAccount(tx: Tx, { accountId }: { accountId: string }): Rejection | void {
  const account = resolveMoneyAccount(tx.state, accountId);
  if (!account || !isEverydayMoney(account))
    return reject('income/select-account', MONEY_MESSAGES.selectAccount);
  update(tx, 'income', (income) => ({ ...income, payAccountId: account.id }));
  emit(tx, { type: 'payAccountChosen', accountId: publicId(tx.state, account.id) });
}

// Pay day. A job pays every PaymentFrequency weeks (1 weekly, 2 fortnightly, 4 four-weekly) at
// the end of the week, for the weeks worked; at the end of the game's last week it also pays the
// weeks worked since the last pay day (an employer pays a part period when the work stops, and
// the game stops there), so every week of the game is paid once. One posting: the employer pays the
// gross wage plus super; tax withheld goes to the ATO, super to the player's fund and the net pay
// into the chosen account (the first transaction account by default, the cash box when there is
// none). A pay slip email follows. The jobs are the jobs slice's (jobs/): each is paid on its own
// pay days, from its first week; a second job's pay is withheld without the tax-free threshold.
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
import type { Employment } from '../jobs/types';
import { weeklyPayCents, weeklyPayLines } from '../jobs/pay-rate';
import type { PaySlipLine } from './messages';
import { SCALE_1_2024_25, SCALE_2_2024_25, withholdingCents } from './tax';

/**
 * The weeks a job's pay at the end of `week` is for: on its pay days (every PaymentFrequency weeks
 * of the game's calendar), in its last week and in the game's last, the weeks worked since it was
 * last paid; else none.
 */
export function weeksDue(job: Employment, week: number, totalWeeks: number): number {
  if (job.startWeek > week) return 0;
  const payDay =
    week % job.paymentFrequency === 0 || week === totalWeeks || job.leavingWeek === week;
  return payDay ? week - job.paidThroughWeek : 0;
}

/**
 * The gross, super, tax and net of one pay, for `weeks` weeks (the job's frequency unless said).
 * The tax-free threshold is claimed from one payer only (the player's main job); a second job's
 * pay is withheld at scale 1.
 */
export function payFor(
  job: Job,
  ageYears: number,
  superRate: number,
  weeks: number = job.paymentFrequency,
  claimsThreshold = true,
): PayBreakdown {
  const periodCents = weeklyPayCents(job) * weeks;
  const owed = isOwedSuper(job, ageYears);
  const grossCents =
    job.includesSuper && owed ? Math.round(periodCents / (1 + superRate)) : periodCents;
  const superCents = !owed
    ? 0
    : job.includesSuper
      ? periodCents - grossCents
      : Math.round(grossCents * superRate);
  const scale = claimsThreshold ? SCALE_2_2024_25 : SCALE_1_2024_25;
  const taxCents = withholdingCents(grossCents, weeks, scale);
  return { grossCents, superCents, taxCents, netCents: grossCents - taxCents };
}

/** Where the net pay goes now. */
export function payAccount(state: GameState): MoneyAccount {
  const chosen = moneyAccount(state, state.income.payAccountId);
  return chosen && isEverydayMoney(chosen) ? chosen : defaultIncomingAccount(state);
}

/** Week step: pay each job whose pay day this is (or whose last week, or the game's). */
export function runPayDay(tx: Tx): void {
  for (const job of tx.state.jobs.current) {
    const weeks = weeksDue(job, tx.state.week, tx.state.totalWeeks);
    if (weeks > 0) payJob(tx, job, weeks);
  }
}

/**
 * Pays a job's wage for `weeks` weeks worked since it was last paid: the employer pays the gross
 * wage plus super; tax withheld goes to the ATO, super to the player's fund and the net pay into
 * the chosen account. A pay slip e-mail follows.
 */
export function payJob(tx: Tx, job: Employment, weeks: number): void {
  const { superGuaranteeRate } = tx.content.scenario.rules;
  const claimsThreshold = tx.state.jobs.current[0]?.id === job.id;
  const pay = payFor(job, tx.state.player.ageYears, superGuaranteeRate, weeks, claimsThreshold);
  const superCents = postPay(tx, `Pay: ${job.occupation}`, pay);
  const paidThroughWeek = job.paidThroughWeek + weeks;
  update(tx, 'jobs', (jobs) => ({
    ...jobs,
    current: jobs.current.map((j) => (j.id === job.id ? { ...j, paidThroughWeek } : j)),
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
      ...(job.weekend ? { lines: periodLines(job, weeks) } : {}),
      ...(claimsThreshold ? {} : { secondJob: true as const }),
    },
  });
}

/** A pay's lines for its weeks: each kind of day's hours and amount, at its rate. */
function periodLines(job: Job, weeks: number): PaySlipLine[] {
  return weeklyPayLines(job).map((line) => ({
    ...line,
    hours: Math.round(line.hours * weeks * 100) / 100,
    amountCents: line.amountCents * weeks,
  }));
}

/**
 * Posts a pay (a pay day's or a shift's): the employer pays the gross plus super; tax withheld goes
 * to the ATO, super to the player's fund (none without a fund) and the net pay into the chosen
 * account; the income year's totals grow for its tax return. Returns the super paid.
 */
export function postPay(tx: Tx, description: string, pay: PayBreakdown): number {
  const target = payAccount(tx.state);
  const fund = openAccounts(tx.state, 'super')[0];
  const superCents = fund ? pay.superCents : 0;
  postEntries(tx, description, [
    [WORLD.employer, -(pay.grossCents + superCents)],
    [WORLD.ato, pay.taxCents],
    [target.key, pay.netCents],
    ...(fund ? ([[bankKey(fund.id), superCents]] as [string, number][]) : []),
  ]);
  update(tx, 'income', (income) => ({
    ...income,
    year: {
      ...income.year,
      grossCents: income.year.grossCents + pay.grossCents,
      withheldCents: income.year.withheldCents + pay.taxCents,
    },
  }));
  return superCents;
}

/** Chooses the account the net pay goes into. */
export function setPayAccount(tx: Tx, { accountId }: { accountId: string }): Rejection | void {
  const account = resolveMoneyAccount(tx.state, accountId);
  if (!account || !isEverydayMoney(account))
    return reject('income/select-account', MONEY_MESSAGES.selectAccount);
  update(tx, 'income', (income) => ({ ...income, payAccountId: account.id }));
  emit(tx, { type: 'payAccountChosen', accountId: publicId(tx.state, account.id) });
}

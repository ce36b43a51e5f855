import type { CurrentJob, JobPosting } from '@mc/contract';
import { balanceText } from '../../../lib/money-display';

type Paid = Pick<JobPosting | CurrentJob, 'Salary' | 'PaymentFrequency' | 'PaymentFrequencyString'>;

/** What p/w, p/fn and p/m stand for, for a screen reader. */
const FREQUENCY_WORDS = { 1: 'per week', 2: 'per fortnight', 4: 'per month' } as const;

/** '$1,234.50 p/fn': a pay period's pay before tax, with the spec's frequency text. */
export function SalaryText({ job }: { job: Paid }) {
  return (
    <>
      {balanceText(job.Salary)} <span aria-hidden="true">{job.PaymentFrequencyString}</span>
      <span className="visually-hidden">{FREQUENCY_WORDS[job.PaymentFrequency]}</span>
    </>
  );
}

/** '$15.20 an hour'. */
export const hourlyText = (dollars: number): string => `${balanceText(dollars)} an hour`;

/** '1 week', '12 weeks'. */
export const weeksText = (count: number): string => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/** '1 hour a week', '20 hours a week'. */
export const hoursText = (count: number): string =>
  `${count} ${count === 1 ? 'hour' : 'hours'} a week`;

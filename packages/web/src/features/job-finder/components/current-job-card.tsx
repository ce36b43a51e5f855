import type { CurrentJob } from '@mc/contract';
import { CalendarX, TrendingUp } from 'lucide-react';
import { hoursText, SalaryText } from './pay-text';
import { WorkDays } from './work-days';
import '../job-finder.css';

/**
 * One of the player's jobs: title, company, pay, days, the contract's end, and Resign (or that
 * the player is leaving at the end of this week).
 */
export function CurrentJobCard({
  job,
  onResign,
  canResign,
  busy = false,
}: {
  job: CurrentJob;
  onResign: () => void;
  /** False once the game is over: nothing can change. */
  canResign: boolean;
  /** A resignation is on its way. */
  busy?: boolean;
}) {
  const headingId = `current-job-${job.GameJobID}`;
  return (
    <li>
      <article className="card current-job" aria-labelledby={headingId}>
        <h3 id={headingId} className="current-job__title">
          {job.Title}
        </h3>
        <p className="current-job__company">{job.Company}</p>
        <p className="current-job__pay amount">
          <SalaryText job={job} />
        </p>
        <p className="current-job__meta">{hoursText(job.HoursPerWeek)}</p>
        <WorkDays days={job.WorkingDays} compact />
        {job.ContractEndWeek > 0 ? (
          <p className="current-job__meta">Contract ends week {job.ContractEndWeek}</p>
        ) : null}
        {job.NextPromotion && !job.IsLeaving ? (
          <p className="current-job__meta current-job__promotion">
            <TrendingUp aria-hidden="true" size={16} />
            Promotion to {job.NextPromotion.Title} in week {job.NextPromotion.Week}
          </p>
        ) : null}
        {job.IsLeaving ? (
          <p className="money-note money-note--warning current-job__leaving">
            <CalendarX aria-hidden="true" size={18} />
            <span>Leaving at the end of this week</span>
          </p>
        ) : canResign ? (
          <button
            type="button"
            className="button button--secondary current-job__resign"
            onClick={onResign}
            disabled={busy}
            aria-label={`Resign from ${job.Title}`}
          >
            Resign
          </button>
        ) : null}
      </article>
    </li>
  );
}

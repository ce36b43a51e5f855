import type { JobPosting } from '@mc/contract';
import { TriangleAlert } from 'lucide-react';
import { balanceText } from '../../../lib/money-display';
import { weeksText } from './pay-text';
import { RequirementStatus } from './requirement-status';
import '../../../components/money-screens.css';
import '../job-finder.css';

/** One requirement: what is needed, what the player has so far, and Met or Not met. */
function Requirement({ label, detail, met }: { label: string; detail?: string; met: boolean }) {
  return (
    <li className="fact-list__row fact-list__row--centred">
      <span className="requirement__label">
        {label}
        {detail ? <span className="requirement__detail">{detail}</span> : null}
      </span>
      <RequirementStatus met={met} />
    </li>
  );
}

/**
 * What a posting asks of the player: items, experience and age, each Met or Not met, then the
 * checks that could cost them: too many hours a week, and days that clash with a job they have.
 */
export function PostingRequirements({ posting }: { posting: JobPosting }) {
  const items = posting.ItemRequirements;
  const experience = posting.ExperienceRequirements;
  const overHours = posting.HoursWithThisJob > posting.MaxHoursPerWeek;
  return (
    <section className="screen-section card" aria-labelledby="job-needs-heading">
      <h3 id="job-needs-heading" className="job-detail__subtitle">
        What you need
      </h3>
      <h4 className="job-detail__minor">Items</h4>
      {items.length === 0 ? (
        <p className="job-detail__none">No items needed.</p>
      ) : (
        <ul className="requirements">
          {items.map((item) => (
            <Requirement key={item.ID} label={item.Title} met={item.IsMet} />
          ))}
        </ul>
      )}
      <h4 className="job-detail__minor">Experience</h4>
      {experience.length === 0 ? (
        <p className="job-detail__none">No experience needed.</p>
      ) : (
        <ul className="requirements">
          {experience.map((need) => (
            <Requirement
              key={need.Title}
              label={`${weeksText(need.Weeks)} as ${need.Title}`}
              detail={`You have ${weeksText(need.WeeksDone)}`}
              met={need.IsMet}
            />
          ))}
        </ul>
      )}
      {posting.AgeRequirementMet ? null : (
        <>
          <h4 className="job-detail__minor">Age</h4>
          <ul className="requirements">
            <Requirement label={`At least ${posting.MinimumAge} years old`} met={false} />
          </ul>
        </>
      )}
      {overHours ? (
        <p className="money-note money-note--warning">
          <TriangleAlert aria-hidden="true" size={18} />
          <span>
            With this job you’d work {posting.HoursWithThisJob} hours a week: more than the{' '}
            {posting.MaxHoursPerWeek} you can take on ({posting.MaxHoursReason}).
          </span>
        </p>
      ) : null}
      {posting.Clashes.map((clash) => (
        <p key={clash.GameJobID} className="money-note money-note--warning">
          <TriangleAlert aria-hidden="true" size={18} />
          <span>
            This job’s days clash with your job as {clash.Title}. If you get it, the e-mail asks
            whether to take it and leave that job, or keep the job you have.
            {clash.ContractPenalty > 0
              ? ` You’d repay ${balanceText(clash.ContractPenalty)} for leaving your contract early.`
              : null}
          </span>
        </p>
      ))}
    </section>
  );
}

import type { JobPosting } from '@mc/contract';
import { CircleAlert, Clock, Users } from 'lucide-react';
import { LinkCard } from '../../../components/link-card';
import { jobPostingPath } from '../paths';
import { hoursText, SalaryText } from './pay-text';
import { WorkDays } from './work-days';
import '../job-finder.css';

/** What every posting card shows: title, company, pay, hours, days, and when it closes. */
function PostingFacts({ posting }: { posting: JobPosting }) {
  return (
    <>
      <span className="job-card__head">
        <span className="job-card__title">{posting.Title}</span>
        {posting.IsCompetitive ? (
          <span className="tag job-tag">
            <Users aria-hidden="true" size={14} />
            Competitive
          </span>
        ) : null}
      </span>
      <span className="job-card__company">{posting.Company}</span>
      <span className="job-card__pay amount">
        <SalaryText job={posting} />
      </span>
      <span className="job-card__meta">
        <span>{hoursText(posting.HoursPerWeek)}</span>
        <span>Closes week {posting.ClosingWeek}</span>
      </span>
      <WorkDays days={posting.WorkingDays} compact />
      <FitNotes posting={posting} />
    </>
  );
}

/**
 * What stands between the player and the job, at a glance: things they don't have yet, weeks of
 * experience still to come, or a clash with a job they have (getting this one ends it).
 */
function FitNotes({ posting }: { posting: JobPosting }) {
  const missing = posting.ItemRequirements.filter((item) => !item.IsMet).map((item) => item.Title);
  const experience = posting.ExperienceRequirements.filter((e) => !e.IsMet);
  const notes = [
    missing.length > 0 ? `Needs: ${missing.join(', ')}` : null,
    experience.length > 0
      ? `Needs experience: ${experience.map((e) => `${e.Weeks} weeks as ${e.Title}`).join(', ')}`
      : null,
    !posting.AgeRequirementMet ? `From age ${posting.MinimumAge}` : null,
    posting.Clashes.length > 0
      ? `Same day as your job as ${posting.Clashes.map((c) => c.Title).join(', ')}`
      : null,
  ].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <ul className="job-card__notes">
      {notes.map((note) => (
        <li key={note}>
          <CircleAlert aria-hidden="true" size={14} />
          {note}
        </li>
      ))}
    </ul>
  );
}

/**
 * One posting in the list: it opens the posting, unless the player has applied (HasApplied):
 * then it is pending until next week's email and cannot be opened (spec part 2 sections 2, 4);
 * nor can a posting whose job went to someone else when they applied (IsFilled).
 */
export function PostingCard({ posting }: { posting: JobPosting }) {
  const pending = posting.HasApplied || posting.IsFilled;
  return (
    <LinkCard block="job-card" to={pending ? null : jobPostingPath(posting.GameJobID)}>
      <PostingFacts posting={posting} />
      {pending ? (
        <span className="job-card__pending">
          <span className="tag job-tag job-tag--pending">
            <Clock aria-hidden="true" size={14} />
            {posting.HasApplied ? 'Pending' : 'Filled'}
          </span>
          <span>
            {posting.HasApplied
              ? 'Your answer arrives by email next week'
              : 'This job went to someone else'}
          </span>
        </span>
      ) : null}
    </LinkCard>
  );
}

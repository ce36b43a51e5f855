import type { JobPosting } from '@mc/contract';
import { CircleCheck, LoaderCircle, Send, Users } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { FailurePopup } from '../../../components/failure-popup';
import { RichText } from '../../../components/rich-text';
import { ScreenState } from '../../../components/screen-state';
import { ApiFailure } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/game-queries';
import { balanceText, percentText } from '../../../lib/money-display';
import { JOB_FINDER_GAME_APP_ID, useApplyForJob } from '../api/apply-for-job';
import { useJobPosting } from '../api/get-job-posting';
import { hourlyText, hoursText, SalaryText, weeksText } from '../components/pay-text';
import { PostingRequirements } from '../components/posting-requirements';
import { WorkDays } from '../components/work-days';
import { JOB_FINDER_ACCENT, JOB_FINDER_PATH } from '../paths';
import '../job-finder.css';

export const APPLIED_MESSAGE = 'Application sent! The answer comes by email next week.';

/** Super, in words that are true for every player: under 18s on 30 hours or less are not owed it. */
const superText = (includesSuper: boolean): string =>
  includesSuper ? 'Included in the pay shown' : 'Paid on top, if you’re owed it';

/** The posting's own words and the week it asks for. */
function PostingSummary({ posting }: { posting: JobPosting }) {
  return (
    <article className="card job-detail" aria-labelledby="job-title">
      <h2 id="job-title" className="job-detail__title">
        {posting.Title}
      </h2>
      <p className="job-detail__company">{posting.Company}</p>
      {posting.IsCompetitive ? (
        <p className="job-detail__competitive">
          <span className="tag job-tag">
            <Users aria-hidden="true" size={14} />
            Competitive
          </span>
          <span>Lots of people apply: meeting the requirements may not be enough.</span>
        </p>
      ) : null}
      <RichText className="rich-text job-detail__description" markup={posting.Description} />
      <h3 className="job-detail__subtitle">When you work</h3>
      <WorkDays days={posting.WorkingDays} />
      <dl className="fact-list">
        <div className="fact-list__row">
          <dt>Shifts</dt>
          <dd>{posting.Shifts}</dd>
        </div>
        <div className="fact-list__row">
          <dt>Hours</dt>
          <dd>{hoursText(posting.HoursPerWeek)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** Pay, super, where the job leads, and the contract. */
function PostingTerms({ posting }: { posting: JobPosting }) {
  const { Promotion: promotion, PayRise: payRise } = posting;
  const hasContract = posting.ContractLength > 0;
  return (
    <section className="screen-section card" aria-labelledby="job-pay-heading">
      <h3 id="job-pay-heading" className="job-detail__subtitle">
        Pay and contract
      </h3>
      <dl className="fact-list">
        <div className="fact-list__row">
          <dt>Pay before tax</dt>
          <dd>
            <SalaryText job={posting} />
          </dd>
        </div>
        <div className="fact-list__row">
          <dt>{posting.WeekendRates.length > 0 ? 'Weekday rate' : 'Hourly rate'}</dt>
          <dd>{hourlyText(posting.HourlyRate)}</dd>
        </div>
        {posting.WeekendRates.map((rate) => (
          <div className="fact-list__row" key={rate.Day}>
            <dt>{rate.Day === 5 ? 'Saturday rate' : 'Sunday rate'}</dt>
            <dd>
              {hourlyText(rate.HourlyRate)} ({rate.Hours} {rate.Hours === 1 ? 'hour' : 'hours'})
            </dd>
          </div>
        ))}
        <div className="fact-list__row">
          <dt>Super</dt>
          <dd>{superText(posting.IncludesSuper)}</dd>
        </div>
        <div className="fact-list__row">
          <dt>Promotion</dt>
          <dd>
            {promotion
              ? `After ${weeksText(promotion.Weeks)}: ${promotion.Title}, ${hourlyText(promotion.HourlyRate)}`
              : 'None'}
          </dd>
        </div>
        <div className="fact-list__row">
          <dt>Pay rise</dt>
          <dd>
            {payRise
              ? `After ${weeksText(payRise.Weeks)}: +${percentText(payRise.Percentage)}`
              : 'None'}
          </dd>
        </div>
        <div className="fact-list__row">
          <dt>Contract length</dt>
          <dd>{hasContract ? weeksText(posting.ContractLength) : 'None'}</dd>
        </div>
        {hasContract || posting.ContractPenalty > 0 ? (
          <div className="fact-list__row">
            <dt>Penalty for leaving early</dt>
            <dd>{balanceText(posting.ContractPenalty)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The one main action: Apply, then Applied once sent. */
function ApplyButton({
  pending,
  applied,
  onApply,
}: {
  pending: boolean;
  applied: boolean;
  onApply: () => void;
}) {
  return (
    <button
      type="button"
      className={`button button--block${applied ? ' job-apply__applied' : ''}`}
      disabled={pending || applied}
      onClick={onApply}
    >
      {applied ? (
        <CircleCheck aria-hidden="true" size={20} />
      ) : pending ? (
        <LoaderCircle className="job-apply__spinner" aria-hidden="true" size={20} />
      ) : (
        <Send aria-hidden="true" size={20} />
      )}
      {applied ? 'Applied' : pending ? 'Sending…' : 'Apply'}
    </button>
  );
}

/**
 * One posting (spec part 2 sections 2 and 3): what the job is, its days, pay and super, what it
 * needs, where it leads, the contract, and Apply. A posting already applied for cannot be opened
 * (section 5), so it goes back to the list; one no longer advertised says so in the popup.
 */
export function JobPostingPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const posting = useJobPosting(id);
  const apply = useApplyForJob();
  const applied = apply.isSuccess;
  const notAdvertised = posting.error instanceof ApiFailure && posting.error.status === 400;

  // Pending on arrival: back to the list. Pending because the player just applied: stay here.
  if ((posting.data?.HasApplied || posting.data?.IsFilled) && apply.isIdle)
    return <Navigate to={JOB_FINDER_PATH} replace />;

  const onApply = () =>
    apply.mutate({ GameJobID: posting.data?.GameJobID ?? id, GameAppID: JOB_FINDER_GAME_APP_ID });

  return (
    <AppScreen
      title="Job Finder"
      backTo={JOB_FINDER_PATH}
      backLabel="Jobs"
      accent={JOB_FINDER_ACCENT}
      action={
        posting.data ? (
          <div className="job-apply">
            {/* Beside the button, so the answer shows where the player tapped. */}
            <div role="status" className="job-apply__status">
              {applied ? (
                <p className="money-note job-apply__sent">
                  <CircleCheck aria-hidden="true" size={18} />
                  <span>{APPLIED_MESSAGE}</span>
                </p>
              ) : null}
            </div>
            <ApplyButton pending={apply.isPending} applied={applied} onApply={onApply} />
          </div>
        ) : undefined
      }
    >
      {notAdvertised ? (
        <>
          <p className="empty-state">
            {failureMessage(posting.error)} <Link to={JOB_FINDER_PATH}>See this week’s jobs</Link>
          </p>
          <FailurePopup
            error={posting.error}
            onClose={() => void navigate(JOB_FINDER_PATH, { replace: true })}
          />
        </>
      ) : (
        <ScreenState read={posting} data={posting.data} loadingLabel="Opening this job…">
          {(shown) => (
            <>
              <PostingSummary posting={shown} />
              <PostingTerms posting={shown} />
              <PostingRequirements posting={shown} />
            </>
          )}
        </ScreenState>
      )}
      <FailurePopup error={apply.error} />
    </AppScreen>
  );
}

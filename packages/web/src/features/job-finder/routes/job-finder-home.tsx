import type { CurrentJob } from '@mc/contract';
import { useState } from 'react';
import { AppScreen } from '../../../components/app-screen';
import { ConfirmDialog } from '../../../components/dialog';
import { FailurePopup } from '../../../components/failure-popup';
import { ListSection } from '../../../components/screen-list';
import { useGameOver } from '../../../lib/game-over';
import { balanceText } from '../../../lib/money-display';
import { useCurrentJobs } from '../api/get-current-jobs';
import { useJobPostings } from '../api/get-job-postings';
import { useLeaveJob } from '../api/leave-job';
import { CurrentJobCard } from '../components/current-job-card';
import { PostingCard } from '../components/posting-card';
import { JOB_FINDER_ACCENT } from '../paths';
import '../job-finder.css';

/** What resigning means, in the confirm popup: the last week, and the penalty if any. */
function ResignMessage({ job }: { job: CurrentJob }) {
  return (
    <>
      <p>Your job ends at the end of this week. Any pay still owed comes on your final pay slip.</p>
      {job.PenaltyIfLeaving > 0 ? (
        <p className="money-note money-note--warning">
          <span>
            You’re leaving before your contract ends (week {job.ContractEndWeek}), so you repay{' '}
            <strong>{balanceText(job.PenaltyIfLeaving)}</strong> of your training costs. The bill
            comes by email.
          </span>
        </p>
      ) : null}
    </>
  );
}

/**
 * Job Finder's home (spec part 2 section 2): the jobs the player has, with Resign, then this
 * week's postings; one applied for is pending and cannot be opened.
 */
export function JobFinderHome() {
  const jobs = useCurrentJobs();
  const postings = useJobPostings();
  const leave = useLeaveJob();
  const gameOver = useGameOver();
  const [resigning, setResigning] = useState<CurrentJob | null>(null);

  const resign = (job: CurrentJob) => {
    setResigning(null);
    leave.mutate({ GameJobID: job.GameJobID });
  };

  return (
    <AppScreen title="Job Finder" accent={JOB_FINDER_ACCENT}>
      <ListSection
        title="My jobs"
        read={jobs}
        loadingLabel="Loading your jobs…"
        empty="You don’t have a job yet. Apply for one below."
      >
        {(job) => (
          <CurrentJobCard
            key={job.GameJobID}
            job={job}
            canResign={!gameOver}
            busy={leave.isPending}
            onResign={() => setResigning(job)}
          />
        )}
      </ListSection>

      <ListSection
        title="Jobs advertised this week"
        read={postings}
        after={jobs}
        loadingLabel="Loading this week’s jobs…"
        empty="No jobs are advertised this week. New jobs are posted every week."
      >
        {(posting) => <PostingCard key={posting.GameJobID} posting={posting} />}
      </ListSection>

      <ConfirmDialog
        open={resigning !== null}
        title={resigning ? `Resign from ${resigning.Title}?` : undefined}
        acceptLabel="Resign"
        declineLabel="Keep my job"
        onDecline={() => setResigning(null)}
        onAccept={() => {
          if (resigning) resign(resigning);
        }}
      >
        {resigning ? <ResignMessage job={resigning} /> : null}
      </ConfirmDialog>
      <FailurePopup error={leave.error} />
    </AppScreen>
  );
}

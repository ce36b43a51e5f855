import type { HasEndSurveyResult, ProgressResult } from '@mc/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { useFinalProgress } from '../api/get-progress';
import { useFinalState } from '../lib/use-final-state';

/** What an end-of-game screen shows once the game is over and nothing is owed. */
export interface FinalResults {
  progress: ProgressResult;
  status: HasEndSurveyResult;
  weeks: number;
}

/**
 * The end-of-game screens' way in: to the dashboard or the owed quiz when the player does not
 * belong here yet, the failure with Try again, the spinner with `loadingLabel`, then the screen.
 */
export function FinalResultsGate({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: (results: FinalResults) => ReactNode;
}) {
  const final = useFinalState();
  const progress = useFinalProgress();
  if (final.elsewhere) return <Navigate to={final.elsewhere} replace />;
  const error = final.error ?? progress.error;
  if (error)
    return (
      <LoadFailure
        error={error}
        onRetry={() => {
          final.retry();
          void progress.refetch();
        }}
      />
    );
  if (!final.ready || !progress.data || !final.endSurvey.data)
    return <LoadingState label={loadingLabel} />;
  return children({
    progress: progress.data,
    status: final.endSurvey.data,
    weeks: final.apps.data?.TotalWeeks ?? progress.data.TotalWeeks,
  });
}

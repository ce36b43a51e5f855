import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { isCertificateShown } from '../../../lib/end-survey';
import { readSession } from '../../../lib/session';
import { useLayout } from '../../../lib/use-layout';
import { useFinalProgress } from '../api/get-progress';
import { BalanceSheet } from '../components/balance-sheet';
import { CertificateButton } from '../components/certificate-button';
import { useFinalState } from '../lib/use-final-state';

/** /end-of-game/balancesheet: the final balance sheet (spec part 2 section 3). */
export function BalanceSheetPage() {
  const final = useFinalState();
  const progress = useFinalProgress();
  const layout = useLayout();
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
    return <LoadingState label="Adding up your balance sheet…" />;
  const weeks = final.apps.data?.TotalWeeks ?? progress.data.TotalWeeks;
  return (
    <section className="end-screen end-screen--sheet" aria-labelledby="sheet-title">
      <Link className="end-screen__back" to="/end-of-game">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to your results
      </Link>
      <h1 id="sheet-title" className="end-screen__title" tabIndex={-1}>
        Your final balance sheet
      </h1>
      <p className="end-screen__lead">Everything you own and owe after {weeks} weeks.</p>
      <BalanceSheet progress={progress.data} theme={readSession().Theme} layout={layout} />
      {isCertificateShown(final.endSurvey.data) ? <CertificateButton /> : null}
    </section>
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { isCertificateShown } from '../../../lib/end-survey';
import { readSession } from '../../../lib/session';
import { useLayout } from '../../../lib/use-layout';
import { BalanceSheet } from '../components/balance-sheet';
import { CertificateButton } from '../components/certificate-button';
import { FinalResultsGate } from '../components/final-results';

/** /end-of-game/balancesheet: the final balance sheet (spec part 2 section 3). */
export function BalanceSheetPage() {
  const layout = useLayout();
  return (
    <FinalResultsGate loadingLabel="Adding up your balance sheet…">
      {({ progress, status, weeks }) => (
        <section className="end-screen end-screen--sheet" aria-labelledby="sheet-title">
          <Link className="end-screen__back" to="/end-of-game">
            <ArrowLeft aria-hidden="true" size={18} />
            Back to your results
          </Link>
          <h1 id="sheet-title" className="end-screen__title" tabIndex={-1}>
            Your final balance sheet
          </h1>
          <p className="end-screen__lead">Everything you own and owe after {weeks} weeks.</p>
          <BalanceSheet progress={progress} theme={readSession().Theme} layout={layout} />
          {isCertificateShown(status) ? <CertificateButton /> : null}
        </section>
      )}
    </FinalResultsGate>
  );
}

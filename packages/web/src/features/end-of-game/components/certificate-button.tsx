import { Award, Download } from 'lucide-react';
import { useState } from 'react';
import { ApiFailure } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { getCertificate } from '../api/get-certificate';
import { FormFailure } from '../../../components/form-parts';

export const CERTIFICATE_FILE_NAME = 'money-challenge-certificate.pdf';

/** Why the certificate did not come, in words a player can act on. */
export function certificateFailure(error: unknown): string {
  if (error instanceof ApiFailure) {
    // No certificate at that address (yet): the server's bare 'Not found.' would only puzzle.
    if (error.status === 404)
      return "Your certificate isn't ready yet. Please try again a bit later.";
    if (error.messages[0]) return error.messages[0];
  }
  return "We couldn't get your certificate just now. Please try again.";
}

/** "Download your certificate": the PDF, or a clear message if the server refuses. */
export function CertificateButton() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setSaved(false);
    try {
      saveFile(await getCertificate(), CERTIFICATE_FILE_NAME);
      setSaved(true);
    } catch (error) {
      setFailure(certificateFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="certificate">
      <button
        type="button"
        className="button button--large"
        aria-disabled={busy || undefined}
        onClick={() => void download()}
      >
        {busy ? <Download aria-hidden="true" size={20} /> : <Award aria-hidden="true" size={20} />}
        {busy ? 'Getting your certificate…' : 'Download your certificate'}
      </button>
      <p className="certificate__status" role="status">
        {saved ? 'Done! Your certificate (a PDF) is in your downloads.' : ''}
      </p>
      <FormFailure message={failure} />
    </div>
  );
}

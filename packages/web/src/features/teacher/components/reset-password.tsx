import { KeyRound } from 'lucide-react';
import { failureMessage } from '../../../lib/game-queries';
import { useResetStudentPassword } from '../api/reset-student-password';
import { dateTimeText } from '../lib/time-words';
import { CopyButton } from './copy-button';
import { FormFailure } from '../../../components/form-parts';

/**
 * A one-time link for the student to set a new password, with no e-mail (school filters often
 * catch reset mail): the teacher copies it and hands it over.
 */
export function ResetPassword({ playerId, name }: { playerId: string; name: string }) {
  const reset = useResetStudentPassword(playerId);
  return (
    <section className="teacher-card reset-password" aria-labelledby="reset-password">
      <h2 id="reset-password" className="teacher-card__title">
        Password
      </h2>
      <p>
        {name} forgot their password? Make a one-time link for them to set a new one. No email
        needed.
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={reset.isPending}
        aria-busy={reset.isPending}
        onClick={() => reset.mutate()}
      >
        <KeyRound aria-hidden="true" size={18} />
        {reset.isPending ? 'Making a link…' : 'Reset password'}
      </button>
      <div role="status" className="reset-password__result">
        {reset.data ? (
          <>
            <p className="reset-password__lead">
              Hand {name} this link. It works once, until {dateTimeText(reset.data.ExpiresAt)}.
            </p>
            <div className="class-link">
              <span className="class-link__url" id="reset-url">
                {reset.data.ResetUrl}
              </span>
              <CopyButton text={reset.data.ResetUrl} describedBy="reset-url" />
            </div>
          </>
        ) : null}
      </div>
      {reset.error ? <FormFailure message={failureMessage(reset.error)} /> : null}
    </section>
  );
}

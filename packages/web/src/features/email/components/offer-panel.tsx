import type { Communication } from '@mc/contract';
import { OFFER_CANCELLED_MESSAGE } from '@mc/contract';
import { Ban, CheckCircle2, XCircle } from 'lucide-react';
import type { Ref } from 'react';
import { OfferButtons, WarningSigns } from '../../../components/offer-parts';
import { RichText } from '../../../components/rich-text';
import { GAME_OVER_OFFER, useGameOver } from '../../../lib/game-over';
import type { OfferChoice } from '../api/action-communication';

interface OfferPanelProps {
  email: Communication;
  onAnswer: (choice: OfferChoice) => void;
  /** The choice being sent, while it is on its way. */
  pending: OfferChoice | null;
  /** The outcome takes focus after the virus screen. */
  outcomeRef?: Ref<HTMLElement>;
}

/**
 * An offer in an email: Accept and Decline while it is open; afterwards what the player chose,
 * what happened, and for a scam the warning signs; or that it was cancelled.
 */
export function OfferPanel({ email, onAnswer, pending, outcomeRef }: OfferPanelProps) {
  const gameOver = useGameOver();
  if (email.Cancelled || (gameOver && !email.Actioned)) {
    return (
      <p className="email-offer__status email-offer__status--cancelled">
        <Ban aria-hidden="true" size={20} />
        {email.Cancelled ? OFFER_CANCELLED_MESSAGE : GAME_OVER_OFFER}
      </p>
    );
  }
  if (!email.Actioned) {
    return (
      <section className="card email-offer" aria-label="Your answer">
        <p className="email-offer__prompt">
          {email.CommunicationType === 'EmploymentSubmissionEmailInstance'
            ? 'Accept to take this job and leave the job it clashes with. Decline to keep the job you have.'
            : 'Would you like to accept this offer? Read it carefully first.'}
        </p>
        <div className="email-offer__buttons">
          <OfferButtons sending={pending} disabled={pending !== null} onAnswer={onAnswer} />
        </div>
      </section>
    );
  }
  const scam = email.RedFlags.length > 0;
  return (
    <section
      className={['card', 'email-outcome', scam ? 'email-outcome--scam' : ''].join(' ')}
      aria-labelledby="email-outcome-title"
      ref={outcomeRef}
      tabIndex={-1}
    >
      <p
        className={`email-offer__status email-offer__status--${email.Accepted ? 'accepted' : 'declined'}`}
      >
        {email.Accepted ? (
          <CheckCircle2 aria-hidden="true" size={20} />
        ) : (
          <XCircle aria-hidden="true" size={20} />
        )}
        {email.Accepted ? 'Accepted' : 'Declined'}
      </p>
      <h3 id="email-outcome-title" className="email-outcome__title">
        What happened
      </h3>
      {email.Outcome ? <RichText className="rich-text" markup={email.Outcome} /> : null}
      <WarningSigns flags={email.RedFlags} heading="h4" />
    </section>
  );
}

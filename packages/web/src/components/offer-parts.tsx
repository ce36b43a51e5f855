import type { actionBody } from '@mc/contract';
import { ShieldAlert } from 'lucide-react';
import type { z } from 'zod';
import './offer-parts.css';

/** How a player answers an offer, in an email or a text (the contract's Choice). */
type Answer = z.infer<typeof actionBody>['Choice'];

/**
 * Decline and Accept for an open offer (an email's or a text's), each saying so while its answer
 * is on its way. The caller lays them out; `buttonClassName` adds its own look to both.
 */
export function OfferButtons({
  sending,
  disabled,
  onAnswer,
  buttonClassName,
}: {
  /** The answer on its way to the server. */
  sending: Answer | null;
  disabled: boolean;
  onAnswer: (answer: Answer) => void;
  buttonClassName?: string;
}) {
  const button = (answer: Answer, look: string, label: string, busyLabel: string) => (
    <button
      type="button"
      className={[look, buttonClassName].filter(Boolean).join(' ')}
      disabled={disabled}
      onClick={() => onAnswer(answer)}
    >
      {sending === answer ? busyLabel : label}
    </button>
  );
  return (
    <>
      {button('decline', 'button button--secondary', 'Decline', 'Declining…')}
      {button('accept', 'button', 'Accept', 'Accepting…')}
    </>
  );
}

/** A scam's warning signs, after the player answered it (an email's outcome or a text's). */
export function WarningSigns({
  flags,
  heading: Heading,
}: {
  flags: string[];
  heading: 'h3' | 'h4';
}) {
  if (flags.length === 0) return null;
  return (
    <div className="warning-signs">
      <Heading className="warning-signs__title">
        <ShieldAlert aria-hidden="true" size={18} />
        Warning signs
      </Heading>
      <ul>
        {flags.map((flag) => (
          <li key={flag}>{flag}</li>
        ))}
      </ul>
    </div>
  );
}

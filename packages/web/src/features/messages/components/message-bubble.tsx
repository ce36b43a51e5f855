import type { Communication } from '@mc/contract';
import { OFFER_CANCELLED_MESSAGE } from '@mc/contract';
import { Ban, Check, X } from 'lucide-react';
import { OfferButtons, WarningSigns } from '../../../components/offer-parts';
import { RichText } from '../../../components/rich-text';
import { GAME_OVER_OFFER, useGameOver } from '../../../lib/game-over';
import type { OfferChoice } from '../api/answer-message';

interface MessageBubbleProps {
  message: Communication;
  /** Unread when the player arrived. */
  isNew: boolean;
  /** Answered just now, before the thread has reloaded. */
  answered: OfferChoice | null;
  /** The answer on its way to the server. */
  sending: OfferChoice | null;
  disabled: boolean;
  onAnswer: (choice: OfferChoice) => void;
}

/**
 * One text, and for an offer what follows it: ACCEPT and DECLINE while open; the player's
 * answer as their own bubble; then the outcome and, for a scam, the warning signs.
 */
export function MessageBubble({
  message,
  isNew,
  answered,
  sending,
  disabled,
  onAnswer,
}: MessageBubbleProps) {
  const waiting = message.IsActionable && !message.Actioned && !message.Cancelled && !answered;
  // A finished game is read-only: an offer still waiting can no longer be answered.
  const gameOver = useGameOver();
  const open = waiting && !gameOver;
  const choice: OfferChoice | null = message.Actioned
    ? message.Accepted
      ? 'accept'
      : 'decline'
    : answered;
  return (
    <>
      <li className="bubble bubble--in">
        {isNew ? <span className="bubble__new">New</span> : null}
        <RichText className="rich-text" markup={message.Content} />
        {open ? (
          <div className="bubble__actions" role="group" aria-label="Answer this offer">
            <OfferButtons
              sending={sending}
              disabled={disabled}
              onAnswer={onAnswer}
              buttonClassName="bubble__button"
            />
          </div>
        ) : null}
        {waiting && gameOver ? <p className="bubble__cancelled">{GAME_OVER_OFFER}</p> : null}
        {message.Cancelled ? (
          <p className="bubble__cancelled">
            <Ban aria-hidden="true" size={16} />
            {OFFER_CANCELLED_MESSAGE}
          </p>
        ) : null}
      </li>
      {choice ? (
        <li className="bubble bubble--out">
          <span className="visually-hidden">You replied: </span>
          {choice === 'accept' ? (
            <Check aria-hidden="true" size={16} />
          ) : (
            <X aria-hidden="true" size={16} />
          )}
          {choice === 'accept' ? 'Accepted' : 'Declined'}
        </li>
      ) : null}
      {message.Actioned && message.Outcome ? (
        <li
          className={[
            'bubble',
            'bubble--outcome',
            message.RedFlags.length > 0 ? 'bubble--scam' : '',
          ].join(' ')}
        >
          <span className="bubble__label">What happened</span>
          <RichText className="rich-text" markup={message.Outcome} />
          <WarningSigns flags={message.RedFlags} heading="h3" />
        </li>
      ) : null}
    </>
  );
}

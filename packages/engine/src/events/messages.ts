// The messages of random events and offers: their words come from content, their figures from
// what happened.
import type { CommunicationRendering } from '../communications/rendering';
import { missingMessage } from '../communications/rendering';
import type { Communication } from '../communications/types';
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { shiftPayOf } from '../income/shifts';
import { dollars, fillAmount } from './amounts';
import { renamed } from './names';
import { findEvent, findOffer } from './pools';

export interface EventSource {
  kind: 'event';
  eventId: string;
  amountCents: number;
  billId: number | null;
}

export interface OfferSource {
  kind: 'offer';
  offerId: string;
  movedCents: number;
}

export function renderEvent(
  state: GameState,
  content: GameContent,
  source: EventSource,
): CommunicationRendering {
  const event = findEvent(content, source.eventId);
  if (!event) return missingMessage();
  const [from, subject, text] = renamed(content, state, [
    event.from,
    event.subject,
    fillAmount(event.content, source.amountCents),
  ] as const);
  return {
    from,
    subject,
    content: text,
    amountCents: source.amountCents,
    feesCents: 0,
    category: source.billId === null ? 0 : 1,
    billId: source.billId,
  };
}

export function renderOffer(
  state: GameState,
  content: GameContent,
  c: Communication,
  source: OfferSource,
): CommunicationRendering {
  const offer = findOffer(content, source.offerId);
  if (!offer) return missingMessage();
  const actioned = c.action?.actioned ?? false;
  const accepted = c.action?.accepted ?? false;
  // The outcome tells what accepting moved (a scam takes what it can, maybe less than it asked).
  const outcome = accepted
    ? fillAmount(offer.acceptOutcome, source.movedCents)
    : offer.declineOutcome;
  // A shift's rate and pay are this player's (their age, that day), worked out as it would be paid.
  const shift = offer.work?.kind === 'shift' ? shiftPayOf(content, state, offer.work) : null;
  const withShift = (text: string) =>
    shift
      ? text
          .split('%RATE%')
          .join(dollars(shift.rateCents))
          .split('%PAY%')
          .join(dollars(shift.grossCents))
      : text;
  const [from, subject, text, told, ...redFlags] = renamed(content, state, [
    offer.from,
    offer.subject,
    withShift(offer.content),
    withShift(outcome),
    ...offer.redFlags,
  ]);
  return {
    from: from!,
    subject: subject!,
    content: text!,
    amountCents: actioned ? source.movedCents : (shift?.netCents ?? offer.acceptAmountCents),
    feesCents: 0,
    category: 0,
    billId: null,
    outcome: actioned ? told! : null,
    redFlags: actioned ? redFlags : [],
  };
}

// The messages of random events and offers: their words come from content, their figures from
// what happened.
import type { CommunicationRendering } from '../communications/rendering';
import { missingMessage } from '../communications/rendering';
import type { Communication } from '../communications/types';
import type { GameContent } from '../game/content';
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

export function renderEvent(content: GameContent, source: EventSource): CommunicationRendering {
  const event = findEvent(content, source.eventId);
  if (!event) return missingMessage();
  return {
    from: event.from,
    subject: event.subject,
    content: event.content,
    amountCents: source.amountCents,
    feesCents: 0,
    category: source.billId === null ? 0 : 1,
    billId: source.billId,
  };
}

export function renderOffer(
  content: GameContent,
  c: Communication,
  source: OfferSource,
): CommunicationRendering {
  const offer = findOffer(content, source.offerId);
  if (!offer) return missingMessage();
  const actioned = c.action?.actioned ?? false;
  const accepted = c.action?.accepted ?? false;
  return {
    from: offer.from,
    subject: offer.subject,
    content: offer.content,
    amountCents: actioned ? source.movedCents : offer.acceptAmountCents,
    feesCents: 0,
    category: 0,
    billId: null,
    outcome: actioned ? (accepted ? offer.acceptOutcome : offer.declineOutcome) : null,
    redFlags: actioned ? offer.redFlags : [],
  };
}

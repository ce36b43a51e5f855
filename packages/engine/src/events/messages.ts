// The messages of random events and offers: their words come from content, their figures from
// what happened.
import type { CommunicationRendering } from '../communications/rendering';
import { missingMessage } from '../communications/rendering';
import type { Communication } from '../communications/types';
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { fillAmount } from './amounts';
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
  const [from, subject, text, told, ...redFlags] = renamed(content, state, [
    offer.from,
    offer.subject,
    offer.content,
    outcome,
    ...offer.redFlags,
  ]);
  return {
    from: from!,
    subject: subject!,
    content: text!,
    amountCents: actioned ? source.movedCents : offer.acceptAmountCents,
    feesCents: 0,
    category: 0,
    billId: null,
    outcome: actioned ? told! : null,
    redFlags: actioned ? redFlags : [],
  };
}

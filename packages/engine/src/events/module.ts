// Random events and offers: maybe a windfall or mishap and maybe an offer (genuine or a scam) as a
// week opens, and offers left unanswered cancelled at the end of their lifetime.
import { defineModule } from '../game/module';
import { renderEvent, renderOffer, type EventSource, type OfferSource } from './messages';
import { cancelStaleOffers, rollOffer } from './offers';
import { rollRandomEvent } from './random-events';
import type { EventsState } from './types';

export const eventsModule = defineModule()({
  key: 'events',
  initial: (): EventsState => ({ usedEventIds: [], usedOfferIds: [] }),
  endOfWeek: { cancelStaleOffers },
  openWeek: { randomEvent: rollRandomEvent, offer: rollOffer },
  messages: {
    event: (_state, content, _message, source: EventSource) => renderEvent(content, source),
    offer: (_state, content, message, source: OfferSource) => renderOffer(content, message, source),
  },
});

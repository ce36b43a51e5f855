// Events and offers: the scenario's story of the week, then maybe a windfall or mishap and maybe an
// offer (genuine or a scam) as the world's schedule has them, as a week opens; offers left
// unanswered are cancelled at the end of their lifetime.
import { defineModule } from '../game/module';
import { renderEvent, renderOffer, type EventSource, type OfferSource } from './messages';
import { cancelStaleOffers, rollOffer } from './offers';
import { rollRandomEvent } from './random-events';
import { playStory } from './story';
import type { EventsState } from './types';

export const eventsModule = defineModule()({
  key: 'events',
  initial: (): EventsState => ({ usedEventIds: [], usedOfferIds: [] }),
  endOfWeek: { cancelStaleOffers },
  openWeek: { story: playStory, randomEvent: rollRandomEvent, offer: rollOffer },
  messages: {
    event: (state, content, _message, source: EventSource) => renderEvent(state, content, source),
    offer: (state, content, message, source: OfferSource) =>
      renderOffer(state, content, message, source),
  },
});

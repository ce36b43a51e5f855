// The scenario's story: what happens in which week for every player of the scenario (a housemate's
// text, a rent rise notice, an offer to take or leave), so that no week passes with nothing to
// decide and nothing happening, the first and the last included. The random pools come on top.
import type { Tx } from '../game/tx';
import { deliverOffer } from './offers';
import { applyEvent } from './random-events';
import { canReach } from './reach';

/** Open-week step: the story's events and offers of this week, in the order the story lists them. */
export function playStory(tx: Tx): void {
  for (const beat of tx.content.scenario.story) {
    // A beat about a thing the player does not own (their bike's lights) passes them by.
    if (beat.week !== tx.state.week || !canReach(tx.state, beat)) continue;
    if (beat.type === 'event') applyEvent(tx, beat);
    else deliverOffer(tx, beat);
  }
}

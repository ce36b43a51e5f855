// The people in events and offers have names, and a player may share one: a player called Mia
// would get texts from a friend called Mia. Whoever in a message has the player's first name is
// called by a stand-in instead: the first of the content's stand-ins that is neither the player's
// name nor already in the message, so the same player always meets the same stand-in.
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function playerFirstName(state: GameState): string {
  return state.player.name.trim().split(/\s+/)[0] ?? '';
}

/** The stand-in for the player's first name in these texts, or null when nobody shares it. */
export function standInFor(
  content: GameContent,
  state: GameState,
  texts: readonly string[],
): { pattern: RegExp; name: string } | null {
  const people = content.people;
  const first = playerFirstName(state).toLowerCase();
  const shared = people?.names.find((name) => name.toLowerCase() === first);
  if (!people || !shared) return null;
  const pattern = new RegExp(`\\b${escape(shared)}\\b`, 'g');
  if (!texts.some((text) => pattern.test(text))) return null;
  pattern.lastIndex = 0;
  const all = texts.join(' ');
  const name = people.standIns.find(
    (candidate) =>
      candidate.toLowerCase() !== first && !new RegExp(`\\b${escape(candidate)}\\b`).test(all),
  );
  return name ? { pattern, name } : null;
}

/** The texts with the player's namesake renamed (unchanged when nobody shares the name). */
export function renamed<T extends readonly string[]>(
  content: GameContent,
  state: GameState,
  texts: T,
): T {
  const standIn = standInFor(content, state, texts);
  if (!standIn) return texts;
  return texts.map((text) => text.replace(standIn.pattern, standIn.name)) as unknown as T;
}

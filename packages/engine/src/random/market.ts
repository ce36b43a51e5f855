// Market randomness comes from the game's seed, not the player's: every player of one game link
// sees the same market. A draw is a pure function of (game seed, label, index), so it does not
// depend on what the player did or on how many draws came before.
import { nextUint32, seedRng, toUnitFloat, type RngState } from './prng';

export function marketFloat(gameSeed: Readonly<RngState>, label: string, index: number): number {
  const rng = seedRng(`${gameSeed.join('.')}|${label}|${index}`);
  return toUnitFloat(nextUint32(rng).value);
}

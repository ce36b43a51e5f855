// Market randomness comes from the game's seed, not the player's: every player of one game link
// sees the same market. A draw is a pure function of (game seed, label, index), so it does not
// depend on what the player did or on how many draws came before.
import { nextUint32, seedRng, toUnitFloat, type RngState } from './prng';

export function marketFloat(gameSeed: Readonly<RngState>, label: string, index: number): number {
  return marketFloats(gameSeed, label, index, 1)[0]!;
}

/** `count` floats in [0, 1) for one (game seed, label, index): the first is marketFloat's. */
export function marketFloats(
  gameSeed: Readonly<RngState>,
  label: string,
  index: number,
  count: number,
): number[] {
  let rng = seedRng(`${gameSeed.join('.')}|${label}|${index}`);
  const floats: number[] = [];
  for (let i = 0; i < count; i++) {
    const { value, next } = nextUint32(rng);
    floats.push(toUnitFloat(value));
    rng = next;
  }
  return floats;
}

/**
 * A standard normal draw for one (game seed, label, index): the sum of twelve uniforms less six
 * (Irwin-Hall). Only additions, so every platform gives the same number to the last bit, which a
 * replay needs; its tails stop at six standard deviations, which no market month comes near.
 */
export function marketNormal(gameSeed: Readonly<RngState>, label: string, index: number): number {
  return marketFloats(gameSeed, label, index, 12).reduce((sum, u) => sum + u, 0) - 6;
}

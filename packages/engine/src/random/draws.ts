// Draws from a stream of their own: a generator made from a seed and a label, used for one purpose
// and thrown away (a week's world happenings, a week's bonus question). Nothing is kept in the
// state, so drawing here never moves another stream: what one thing draws cannot change another.
import { nextUint32, seedRng, toUnitFloat, type RngState } from './prng';

export interface Draws {
  /** A uniform float in [0, 1). */
  float(): number;
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /** One item by weight, or null when none has a positive weight. */
  weighted<T extends { weight: number }>(items: readonly T[]): T | null;
}

/** The stream named `label` of a seed (the game's or the instance's). */
export function drawsFrom(seed: Readonly<RngState>, label: string): Draws {
  let rng = seedRng(`${seed.join('.')}|${label}`);
  const float = () => {
    const { value, next } = nextUint32(rng);
    rng = next;
    return toUnitFloat(value);
  };
  return {
    float,
    int: (n) => Math.floor(float() * n),
    weighted(items) {
      const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
      if (total <= 0) return null;
      let target = float() * total;
      for (const item of items) {
        target -= Math.max(0, item.weight);
        if (target < 0) return item;
      }
      return items[items.length - 1] ?? null;
    },
  };
}

/** A uniform shuffle (Fisher-Yates) of a copy of `items`, by `draws`. */
export function shuffled<T>(items: readonly T[], draws: Draws): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = draws.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// A small seeded generator whose whole position is four 32-bit numbers, so it lives in the
// game state as plain JSON and a game replays exactly. sfc32 (Chris Doty-Humphrey's Small Fast
// Counting generator) passes PractRand and needs only integer operations.

/** The generator's position: four unsigned 32-bit words. */
export type RngState = [number, number, number, number];

/** One step of sfc32: the next 32-bit output and the generator's next position. */
export function nextUint32(rng: Readonly<RngState>): { value: number; next: RngState } {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return { value: t >>> 0, next: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}

/** murmur3's finaliser: spreads every input bit over the output; used to derive seeds and ids. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** cyrb128: a 128-bit hash of a string, so a seed can be any text (a game id, a UUID). */
export function hashSeed(seed: string | number): RngState {
  const text = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A generator seeded from a hash, warmed up so that similar seeds give unrelated streams. */
export function seedRng(seed: string | number): RngState {
  let rng = hashSeed(seed);
  for (let i = 0; i < 12; i++) rng = nextUint32(rng).next;
  return rng;
}

/** A uniform float in [0, 1) from one 32-bit output. */
export function toUnitFloat(value: number): number {
  return value / 4294967296;
}

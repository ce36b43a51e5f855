// Game ids. Inside the state an id is a small number (the order it was issued in), which keeps
// the stored JSON small; outside, the API sees it as a version-4 UUID, so the client can show an
// account number as the first six characters. The UUID is a pure function of the instance's id
// seed and the number: random-looking groups, and a last group that is a bijection of the number
// (murmur3's finaliser is invertible), so UUIDs are unique and turn back into numbers exactly.
import { mix32 } from './prng';

export interface IdState {
  /** Derived once from the instance seed. */
  seed: number;
  /** How many ids this game has issued; the next id is this number. */
  next: number;
}

/** The multiplicative inverse of an odd 32-bit number, modulo 2^32 (Newton's iteration). */
function inverse32(odd: number): number {
  let inv = odd;
  for (let i = 0; i < 5; i++) inv = Math.imul(inv, 2 - Math.imul(odd, inv));
  return inv >>> 0;
}

const INV_C1 = inverse32(0x85ebca6b);
const INV_C2 = inverse32(0xc2b2ae35);

/** The inverse of mix32. */
export function unmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, INV_C2);
  h ^= (h >>> 13) ^ (h >>> 26);
  h = Math.imul(h, INV_C1);
  h ^= h >>> 16;
  return h >>> 0;
}

function hex8(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

function word(seed: number, id: number, lane: number): number {
  return mix32(seed ^ mix32(Math.imul(id, 4) + lane + 0x9e3779b9));
}

function mask(seed: number): number {
  return mix32(seed ^ 0x5bd1e995);
}

/**
 * UUIDs already formatted, per id seed: formatting is the hot part of reading and writing ids.
 * A pure memo (the same inputs always give the same UUID), bounded to the most recent games.
 */
const formatted = new Map<number, string[]>();
const MAX_MEMO_GAMES = 256;

/** The UUID of id number `id` in a game whose id seed is `seed`. */
export function formatId(seed: number, id: number): string {
  if (!Number.isSafeInteger(id) || id < 0 || id > 0xffffffff) {
    throw new RangeError(`id out of range: ${id}`);
  }
  let memo = formatted.get(seed);
  if (!memo) {
    if (formatted.size >= MAX_MEMO_GAMES) formatted.delete(formatted.keys().next().value!);
    memo = [];
    formatted.set(seed, memo);
  }
  return (memo[id] ??= computeId(seed, id));
}

function computeId(seed: number, id: number): string {
  const w1 = hex8(word(seed, id, 1));
  const w2 = word(seed, id, 2);
  const group4 = (0x8000 | (w2 & 0x3fff)).toString(16);
  const last = hex8(w2).slice(0, 4) + hex8(mix32((id ^ mask(seed)) >>> 0));
  return `${hex8(word(seed, id, 0))}-${w1.slice(0, 4)}-4${w1.slice(5)}-${group4}-${last}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The id number of a UUID this game issued, or undefined for anything else. */
export function parseId(ids: Readonly<IdState>, text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const uuid = text.toLowerCase();
  if (!UUID.test(uuid)) return undefined;
  const id = (unmix32(parseInt(uuid.slice(28), 16)) ^ mask(ids.seed)) >>> 0;
  if (id >= ids.next || formatId(ids.seed, id) !== uuid) return undefined;
  return id;
}

/** Issues the next id number. */
export function nextId(ids: Readonly<IdState>): { id: number; ids: IdState } {
  return { id: ids.next, ids: { seed: ids.seed, next: ids.next + 1 } };
}

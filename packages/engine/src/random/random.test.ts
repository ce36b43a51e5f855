import { describe, expect, it } from 'vitest';
import { formatId, nextId, parseId, unmix32 } from './ids';
import { marketFloat } from './market';
import { mix32, nextUint32, seedRng, toUnitFloat } from './prng';

describe('seeded generator', () => {
  it('gives the same stream for the same seed and different streams for different seeds', () => {
    const draw = (seed: string) => {
      let rng = seedRng(seed);
      return Array.from({ length: 5 }, () => {
        const { value, next } = nextUint32(rng);
        rng = next;
        return value;
      });
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('spreads floats evenly over [0, 1)', () => {
    let rng = seedRng(42);
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const { value, next } = nextUint32(rng);
      rng = next;
      const x = toUnitFloat(value);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 10)]++;
    }
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('keeps its whole position in four plain numbers', () => {
    const rng = seedRng('x');
    expect(JSON.parse(JSON.stringify(rng))).toEqual(rng);
    expect(rng.every((word) => Number.isInteger(word) && word >= 0 && word < 2 ** 32)).toBe(true);
  });

  it('draws market values from the game seed alone', () => {
    const game = seedRng('game');
    expect(marketFloat(game, 'super-return', 3)).toBe(marketFloat(game, 'super-return', 3));
    expect(marketFloat(game, 'super-return', 3)).not.toBe(marketFloat(game, 'super-return', 4));
    expect(marketFloat(game, 'super-return', 3)).not.toBe(
      marketFloat(seedRng('other'), 'super-return', 3),
    );
  });
});

describe('ids', () => {
  it('are lowercase version-4 UUIDs, unique, and turn back into their numbers', () => {
    const seed = 123456;
    const seen = new Set<string>();
    let ids = { seed, next: 0 };
    for (let i = 0; i < 5000; i++) {
      const issued = nextId(ids);
      ids = issued.ids;
      const uuid = formatId(seed, issued.id);
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(seen.has(uuid)).toBe(false);
      seen.add(uuid);
      expect(parseId(ids, uuid)).toBe(issued.id);
      expect(parseId(ids, uuid.toUpperCase())).toBe(issued.id);
    }
    expect(new Set([...seen].map((uuid) => uuid.slice(0, 6))).size).toBeGreaterThan(4990);
  });

  it('refuse UUIDs the game never issued', () => {
    const ids = { seed: 7, next: 10 };
    expect(parseId(ids, formatId(7, 11))).toBeUndefined();
    expect(parseId(ids, formatId(8, 3))).toBeUndefined();
    expect(parseId(ids, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
    expect(parseId(ids, 'not an id')).toBeUndefined();
    expect(parseId(ids, 42)).toBeUndefined();
  });

  it('inverts the mixer exactly', () => {
    for (const value of [0, 1, 2 ** 31, 2 ** 32 - 1, 123456789])
      expect(unmix32(mix32(value))).toBe(value >>> 0);
  });
});

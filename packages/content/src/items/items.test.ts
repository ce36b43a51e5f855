/// <reference types="node" />
// The catalogue parses, gives every persona a real choice between needs and wants, keeps the ids and
// prices job postings rely on, and ships one small, safe picture per item in one style.
// (Node's types are referenced here only: this test reads the web app's public folder from disk.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitsPersona, PERSONA_KEYS } from '../schemas';
import { REQUIREMENT_ITEM_IDS, requirementItems } from '../jobs/items';
import { items } from './catalogue';
import { catalogueItemSchema, type ItemKind, NON_RESALEABLE_KINDS } from './schema';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../web/public');

/** The prices job postings were balanced against (jobs/items.ts before the catalogue). */
const REQUIREMENT_PRICES_CENTS: Record<(typeof REQUIREMENT_ITEM_IDS)[number], number> = {
  phone: 29900,
  bike: 50000,
  'e-bike': 180000,
  laptop: 65000,
  'drivers-licence': 18000,
  car: 650000,
  'rsa-certificate': 4500,
  'first-aid-certificate': 13000,
  'bronze-medallion': 22000,
  'working-with-children-check': 12500,
  'white-card': 12000,
  'work-boots': 12000,
};

/** The kind groups the issue names, at least five items each. */
const GROUPS_OF_FIVE: ItemKind[] = [
  'phone',
  'laptop',
  'bike',
  'clothes',
  'tickets',
  'gaming',
  'furniture',
  'textbooks',
  'sports',
];

/** The one style every picture keeps: the background and a small palette. */
const BACKGROUND = '#eef2ff';
const PALETTE = new Set(['#4338ca', '#0f766e', '#f59e0b', '#334155', '#ffffff']);

function duplicates(ids: string[]) {
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

function count(predicate: (item: (typeof items)[number]) => boolean) {
  return items.filter(predicate).length;
}

describe('the catalogue parses', () => {
  it.each(items.map((item) => [item.id, item] as const))('item %s', (_id, item) => {
    expect(catalogueItemSchema.safeParse(item).error?.issues).toBeUndefined();
  });

  it('has at least 64 items with unique ids', () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    expect(duplicates(items.map((item) => item.id))).toEqual([]);
  });

  it('things that cannot be resold have no used discount, and tickets and licences never resell', () => {
    for (const item of items) {
      if (!item.resaleable) expect(item.usedDiscount, item.id).toBe(0);
      if (NON_RESALEABLE_KINDS.includes(item.kind)) expect(item.resaleable, item.id).toBe(false);
    }
  });

  it('every figure without a checked source says estimate', () => {
    for (const item of items) {
      expect(item.source.length, item.id).toBeGreaterThan(10);
      expect(item.valueSource.length, item.id).toBeGreaterThan(10);
    }
  });
});

describe('the job requirement items stay as postings know them', () => {
  it.each(REQUIREMENT_ITEM_IDS)('%s is in the catalogue at its price', (id) => {
    const item = items.find((candidate) => candidate.id === id);
    expect(item?.priceCents).toBe(REQUIREMENT_PRICES_CENTS[id]);
    expect(item?.purpose).toBe('job');
  });

  it('requirementItems are exactly those 12, in order', () => {
    expect(requirementItems.map((item) => item.id)).toEqual([...REQUIREMENT_ITEM_IDS]);
  });

  it('only the requirement items are for jobs', () => {
    const jobItems = items.filter((item) => item.purpose === 'job').map((item) => item.id);
    expect(jobItems.sort()).toEqual([...REQUIREMENT_ITEM_IDS].sort());
  });
});

describe('a real choice for every persona', () => {
  it.each(GROUPS_OF_FIVE)('at least five %s items', (kind) => {
    expect(count((item) => item.kind === kind)).toBeGreaterThanOrEqual(5);
  });

  it('one or two cars, for the 18-year-old only, and tools for trades work', () => {
    const cars = items.filter((item) => item.kind === 'vehicle');
    expect(cars.length).toBeGreaterThanOrEqual(1);
    expect(cars.length).toBeLessThanOrEqual(2);
    for (const car of cars) expect(car.personas, car.id).toEqual(['18']);
    expect(count((item) => item.kind === 'tools')).toBeGreaterThanOrEqual(2);
  });

  it('textbooks are for school students, share-house things and driving for the 18-year-old', () => {
    for (const item of items) {
      if (item.kind === 'textbooks') expect(item.personas, item.id).toEqual(['14-15', '16-17']);
    }
    for (const id of ['share-house-couch', 'drivers-licence', 'rsa-certificate']) {
      expect(items.find((item) => item.id === id)?.personas, id).toEqual(['18']);
    }
  });

  it('at least 15 wants and 15 useful things', () => {
    expect(count((item) => item.purpose === 'want')).toBeGreaterThanOrEqual(15);
    expect(count((item) => item.purpose === 'useful')).toBeGreaterThanOrEqual(15);
  });

  it.each(PERSONA_KEYS)('%s has at least 40 items that fit', (key) => {
    expect(count((item) => fitsPersona(item, key))).toBeGreaterThanOrEqual(40);
  });

  it('most things lose value; only collectables may gain', () => {
    for (const item of items) {
      if (item.valueChangePerYear > 0) expect(item.kind, item.id).toBe('collectable');
    }
    expect(count((item) => item.valueChangePerYear > 0)).toBeGreaterThanOrEqual(1);
  });
});

describe('every item has its own small picture in the house style', () => {
  it.each(items.map((item) => [item.id, item.image] as const))('%s', (id, image) => {
    const file = path.join(PUBLIC_DIR, image);
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, 'utf8');

    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 96 96"');
    expect(svg).not.toMatch(/<script|\son\w+=|<foreignObject|<image|<text|Gradient|url\(/i);
    expect(svg).not.toMatch(/href=/i);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);

    const title = items.find((item) => item.id === id)?.title ?? '';
    const escaped = title.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    expect(svg).toContain(`<title>${escaped}</title>`);

    // The soft background, then two to four colours of the palette.
    expect(svg).toContain(`fill="${BACKGROUND.toUpperCase()}"`);
    const colours = new Set(
      [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1]!.toLowerCase()),
    );
    colours.delete(BACKGROUND);
    expect([...colours].filter((colour) => !PALETTE.has(colour))).toEqual([]);
    expect(colours.size).toBeGreaterThanOrEqual(2);
    expect(colours.size).toBeLessThanOrEqual(4);
  });

  it('no picture is shared or left over', () => {
    expect(duplicates(items.map((item) => item.image))).toEqual([]);
    const shipped = readdirSync(path.join(PUBLIC_DIR, 'items')).map((file) => `items/${file}`);
    expect(shipped.sort()).toEqual(items.map((item) => item.image).sort());
  });
});

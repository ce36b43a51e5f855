// Every award, item and posting parses and the postings make a fair market for each persona:
// enough lawful postings in every category, within the school hour caps, with every requirement
// pointing at something that exists.
import { describe, expect, it } from 'vitest';
import { fitsPersona, markupProblems, PERSONA_KEYS, type PersonaKey } from '../schemas';
import { awards } from './awards';
import { requirementItems, startingItemIds } from './items';
import { jobPostings } from './postings';
import { catalogueItemSchema } from '../items/schema';
import { awardSchema, JOB_CATEGORIES, jobPostingSchema } from './schema';

const AGE: Record<PersonaKey, number> = { '14-15': 15, '16-17': 16, '18': 18 };
const HOURS_CAP: Record<PersonaKey, number> = { '14-15': 12, '16-17': 15, '18': 50 };
const STARTING_TITLES = ['Casual shelf stacker', 'Casual retail assistant', 'Retail assistant'];
const SCHOOL_PERSONAS: PersonaKey[] = ['14-15', '16-17'];

function postingsFor(key: PersonaKey) {
  return jobPostings.filter((p) => fitsPersona(p, key) && p.minimumAgeYears <= AGE[key]);
}

function duplicates(ids: string[]) {
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

describe('job content parses', () => {
  it.each(awards.map((a) => [a.id, a] as const))('award %s', (_id, award) => {
    expect(awardSchema.safeParse(award).error?.issues).toBeUndefined();
  });
  it.each(requirementItems.map((i) => [i.id, i] as const))('item %s', (_id, item) => {
    expect(catalogueItemSchema.safeParse(item).error?.issues).toBeUndefined();
  });
  it.each(jobPostings.map((p) => [p.id, p] as const))('posting %s', (_id, posting) => {
    expect(jobPostingSchema.safeParse(posting).error?.issues).toBeUndefined();
  });

  it('ids are unique', () => {
    expect(duplicates(awards.map((a) => a.id))).toEqual([]);
    expect(duplicates(requirementItems.map((i) => i.id))).toEqual([]);
    expect(duplicates(jobPostings.map((p) => p.id))).toEqual([]);
  });

  it('no two postings are the same job', () => {
    const keys = jobPostings.map((p) =>
      [p.title, p.company, p.shifts, p.adultHourlyRateCents].join('|'),
    );
    expect(duplicates(keys)).toEqual([]);
  });

  it('descriptions and item descriptions pass the markup check', () => {
    for (const text of [
      ...jobPostings.map((p) => p.description),
      ...requirementItems.map((i) => i.description),
    ]) {
      expect(markupProblems(text)).toEqual([]);
    }
  });
});

describe('references resolve', () => {
  const awardIds = new Set(awards.map((a) => a.id));
  const itemIds = new Set(requirementItems.map((i) => i.id));
  const titles = new Set([
    ...STARTING_TITLES,
    ...jobPostings.map((p) => p.title),
    ...jobPostings.flatMap((p) => (p.promotion ? [p.promotion.title] : [])),
  ]);

  it('every award a posting names exists', () => {
    const missing = jobPostings.filter((p) => p.award !== null && !awardIds.has(p.award));
    expect(missing.map((p) => p.id)).toEqual([]);
  });

  it('every item a posting requires exists, and so does every starting item', () => {
    const required = jobPostings.flatMap((p) => p.itemRequirements);
    const starting = Object.values(startingItemIds).flat();
    expect([...required, ...starting].filter((id) => !itemIds.has(id))).toEqual([]);
  });

  it('every persona starts with a phone', () => {
    for (const key of PERSONA_KEYS) expect(startingItemIds[key]).toContain('phone');
  });

  it('every experience title is a posting, a promotion or a starting job', () => {
    const missing = jobPostings.flatMap((p) =>
      p.experienceRequirements
        .filter((e) => !titles.has(e.title))
        .map((e) => `${p.id}: ${e.title}`),
    );
    expect(missing).toEqual([]);
  });

  it('every award is used by a posting', () => {
    const used = new Set(jobPostings.map((p) => p.award));
    expect(awards.filter((a) => !used.has(a.id)).map((a) => a.id)).toEqual([]);
  });
});

describe('a fair market for each persona', () => {
  it.each(PERSONA_KEYS)('%s has at least 22 postings it may take', (key) => {
    expect(postingsFor(key).length).toBeGreaterThanOrEqual(22);
  });

  it.each(PERSONA_KEYS)('%s meets every category (at least 7)', (key) => {
    const categories = new Set(postingsFor(key).map((p) => p.category));
    expect(categories.size).toBeGreaterThanOrEqual(7);
    expect(JOB_CATEGORIES.filter((c) => !categories.has(c))).toEqual([]);
  });

  it.each(PERSONA_KEYS)("%s's postings stay within its weekly hours cap", (key) => {
    const over = postingsFor(key).filter((p) => p.hoursPerWeek > HOURS_CAP[key]);
    expect(over.map((p) => p.id)).toEqual([]);
  });

  it('school postings are 3-12 hours, outside school hours on weekdays', () => {
    const school = jobPostings.filter((p) => SCHOOL_PERSONAS.some((key) => fitsPersona(p, key)));
    for (const p of school) {
      expect(p.hoursPerWeek, p.id).toBeGreaterThanOrEqual(3);
      expect(p.hoursPerWeek, p.id).toBeLessThanOrEqual(12);
      // Every weekday shift named in the words starts at 3.30 pm or later.
      for (const [, start, pm] of p.shifts.matchAll(
        /(?:Monday|Tuesday|Wednesday|Thursday|Friday)[^,]*?(\d{1,2}(?:\.\d\d)?)(?:-\d{1,2}(?:\.\d\d)?)? ?(am|pm)/g,
      )) {
        const hour = Number(start);
        expect(pm === 'pm' && hour >= 3.3 && hour < 12, `${p.id}: ${p.shifts}`).toBe(true);
      }
    }
  });

  it('adult-only things stay adult: alcohol, driving and full time', () => {
    for (const p of jobPostings) {
      if (p.itemRequirements.includes('rsa-certificate')) expect(p.minimumAgeYears, p.id).toBe(18);
      if (p.itemRequirements.includes('car') || p.itemRequirements.includes('drivers-licence')) {
        expect(p.minimumAgeYears, p.id).toBeGreaterThanOrEqual(17);
        expect(p.personas, p.id).toEqual(['18']);
      }
      if (p.includesSuper) expect(p.personas, p.id).toEqual(['18']);
      if (p.hoursPerWeek > 15) expect(p.personas, p.id).toEqual(['18']);
      if (p.itemRequirements.includes('bronze-medallion')) {
        expect(p.minimumAgeYears, p.id).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it('workingDays fit the hours (at most 12 a day)', () => {
    for (const p of jobPostings) {
      expect(p.hoursPerWeek / p.workingDays.length, p.id).toBeLessThanOrEqual(12);
    }
  });

  it('the mix: frequencies 1, 2 and 4, some contracts, about a third competitive', () => {
    expect(new Set(jobPostings.map((p) => p.paymentFrequency))).toEqual(new Set([1, 2, 4]));
    const contracts = jobPostings.filter((p) => p.contractLengthWeeks > 0);
    expect(contracts.length).toBeGreaterThanOrEqual(3);
    for (const p of contracts) {
      expect(p.contractLengthWeeks, p.id).toBeGreaterThanOrEqual(8);
      expect(p.contractLengthWeeks, p.id).toBeLessThanOrEqual(20);
      expect(p.contractPenaltyCents, p.id).toBeGreaterThanOrEqual(5000);
      expect(p.contractPenaltyCents, p.id).toBeLessThanOrEqual(30000);
    }
    const competitive = jobPostings.filter((p) => p.competitiveChance !== null);
    for (const p of competitive) {
      expect(p.competitiveChance, p.id).toBeGreaterThanOrEqual(0.35);
      expect(p.competitiveChance, p.id).toBeLessThanOrEqual(0.7);
    }
    const share = competitive.length / jobPostings.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.5);
  });
});

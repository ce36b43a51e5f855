import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/privacy.md (issue 34): the account of every piece of personal data the product keeps, and
// the privacy notice the /privacy page shows, taken from it at build time. The page finds the
// notice by its markers and fills in its tokens; it renders paragraphs and `- ` lists only.

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const doc = read('../../../../docs/privacy.md');

const START = '<!-- privacy-notice:start -->';
const END = '<!-- privacy-notice:end -->';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the privacy notice in docs/privacy.md', () => {
  const section = doc.slice(doc.indexOf('\n## Privacy notice\n'));
  const notice = doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END));

  it('is one section headed "Privacy notice", between its two markers', () => {
    expect(count(doc, '\n## Privacy notice\n')).toBe(1);
    expect(count(doc, START)).toBe(1);
    expect(count(doc, END)).toBe(1);
    // Both markers are inside the section, before the next heading of its level.
    const nextHeading = section.indexOf('\n## ', 1);
    expect(section.indexOf(START)).toBeGreaterThan(0);
    expect(section.indexOf(END)).toBeGreaterThan(section.indexOf(START));
    expect(section.indexOf(END)).toBeLessThan(nextHeading);
  });

  it('has a place for the contact and the retention time, once each', () => {
    expect(count(notice, '{contact}')).toBe(1);
    expect(count(notice, '{retention}')).toBe(1);
  });

  it('is short enough for a 13-year-old to read: about 250 words', () => {
    const words = notice.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(120);
    expect(words).toBeLessThanOrEqual(250);
  });

  it('is written in paragraphs and `- ` lists only, which the page renders as they are', () => {
    const lines = notice.split('\n').filter((line) => line.trim() !== '');
    for (const line of lines) {
      expect(line, line).not.toMatch(/^\s*(#|\d+\.|\*|>|\|)/);
      // Inline markdown or HTML would show on the page as its raw characters.
      expect(line, line).not.toMatch(/[*_`<>[\]]/);
    }
  });
});

describe('the account of personal data in docs/privacy.md', () => {
  it('names every table of the database', () => {
    const schema = read('../db/schema.ts');
    const body = schema.slice(schema.indexOf('export interface DatabaseSchema'));
    const tables = [...body.slice(0, body.indexOf('}')).matchAll(/^\s+(\w+): \w+Table;$/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(tables.length).toBeGreaterThan(15);
    const missing = tables.filter((table) => !doc.includes(`\`${table}\``));
    expect(missing, 'tables the doc does not account for').toEqual([]);
  });

  it('names the settings an operator sets for privacy', () => {
    for (const setting of [
      'DATA_RETENTION_DAYS',
      'PRIVACY_CONTACT',
      'LOG_LEVEL',
      'OUTBOX_DIR',
      'SMTP_URL',
      'TRUST_PROXY',
    ])
      expect(doc).toContain(setting);
  });
});

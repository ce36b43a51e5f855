// Finance Weekly's content: an article for every week of the longest game, each with a quiz of
// three to five questions of at least two kinds, three questions for the class discussion in the
// teacher's weekly guide with the topic it teaches, a cited source, a curriculum code that exists and a header picture
// shipped with the app; and a glossary of at least 60 distinct terms.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articles, MARKET_NEWS_WEEKS } from './articles';
import { curriculum } from './curriculum';
import { glossary } from './glossary';
import { articleSchema, glossaryTermSchema } from './schema';
import { QUIZ_TOPICS } from '../survey/schema';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../web/public');

describe('Finance Weekly articles', () => {
  it('has one article for each week from 1 to 27', () => {
    expect(articles.map((a) => a.week).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 27 }, (_, i) => i + 1),
    );
  });

  it('has distinct ids and titles', () => {
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  });

  it('teaches every topic of the money check in some week, for the weekly guide', () => {
    expect(new Set(articles.map((a) => a.topic))).toEqual(new Set(QUIZ_TOPICS));
  });

  it('tells the market news in exactly the weeks the share market has news', () => {
    expect(
      articles
        .filter((a) => a.marketNews)
        .map((a) => a.week)
        .sort((a, b) => a - b),
    ).toEqual(MARKET_NEWS_WEEKS);
  });

  describe.each(articles.map((a) => [`week ${a.week}: ${a.id}`, a] as const))(
    '%s',
    (_, article) => {
      it('fits the schema (400-700 words, 3-5 questions of two kinds or more, sources)', () => {
        const parsed = articleSchema.safeParse(article);
        expect(parsed.error?.issues ?? []).toEqual([]);
      });

      it('has three distinct discussion questions for the teacher, each ending in ?', () => {
        expect(article.discussion).toHaveLength(3);
        const questions = article.discussion.map((q) => q.trim());
        expect(new Set(questions.map((q) => q.toLowerCase())).size).toBe(3);
        for (const q of questions) expect(q, q).toMatch(/\?$/);
      });

      it('serves curriculum content descriptions that are listed', () => {
        const known = new Set(curriculum.map((c) => c.code));
        for (const code of article.curriculum) expect(known, code).toContain(code);
      });

      it('ships its header picture as a small, safe SVG', () => {
        expect(article.header.image).toBe(`news/${article.id}.svg`);
        const file = path.join(PUBLIC_DIR, article.header.image);
        expect(existsSync(file), file).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg.length).toBeLessThan(6000);
        expect(svg).toMatch(/viewBox="0 0 640 240"/);
        expect(svg).toMatch(/<title>[^<]+<\/title>/);
        expect(svg).not.toMatch(/<script|href=|url\(|<image|<foreignObject/i);
      });
    },
  );
});

describe('the curriculum list', () => {
  it('lists each code once, with a summary and where it was checked', () => {
    expect(new Set(curriculum.map((c) => c.code)).size).toBe(curriculum.length);
    for (const c of curriculum) {
      expect(c.code).toMatch(/^AC9[A-Z]+(?:7|8|9|10)[A-Z]\d{2}$/);
      expect(c.summary.length).toBeGreaterThan(10);
      expect(c.url).toMatch(/^https:\/\//);
    }
  });
});

describe('the glossary', () => {
  it('has at least 60 terms, each fitting the schema', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(60);
    for (const term of glossary) {
      const parsed = glossaryTermSchema.safeParse(term);
      expect(parsed.error?.issues ?? [], term.term).toEqual([]);
    }
  });

  it('defines every term and alias once', () => {
    const words = glossary.flatMap((t) => [t.term, ...t.aliases]).map((w) => w.toLowerCase());
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
  });
});

// The glossary against the texts it links in (spec part 2: the glossary). The web app links the
// first use of each term in every text with @mc/contract's findGlossaryTerms; this runs the same
// matcher over every text the game shows, so a term that links where it makes no sense, or
// everywhere, shows up here rather than in a player's popup.
import { findGlossaryTerms, type GlossaryLinkEntry, type GlossaryMatch } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { gameEvents } from '../events';
import { faqs } from '../faqs';
import { helpMessages, mentorWelcome, weeklyMentorTips } from '../help';
import { offers } from '../offers';
import { story } from '../story';
import { story1415, story1617 } from '../story-at-home';
import { articles } from './articles';
import { glossary } from './glossary';

const entries: GlossaryLinkEntry[] = glossary.map((t) => ({ Term: t.term, Aliases: t.aliases }));

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The text nodes of a piece of content markup, as the web's RichText sees them: the text between
 * tags, leaving out headings (RichText links no term in a heading).
 */
function textNodes(markup: string): string[] {
  const nodes: string[] = [];
  let inHeading = 0;
  for (const part of markup.split(/(<[^>]*>)/)) {
    if (part.startsWith('<')) {
      if (/^<h[1-6]\b/i.test(part)) inHeading++;
      else if (/^<\/h[1-6]\b/i.test(part)) inHeading--;
      continue;
    }
    if (inHeading === 0 && part.trim())
      nodes.push(part.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e));
  }
  return nodes;
}

interface Text {
  name: string;
  /** One text node each; a term is linked once across all of them. */
  nodes: string[];
  kind: 'article' | 'other';
}

function contentTexts(): Text[] {
  const texts: Text[] = [];
  for (const article of articles) {
    texts.push({
      name: `article ${article.id}`,
      nodes: textNodes(article.content),
      kind: 'article',
    });
    for (const question of article.quiz.questions)
      texts.push({
        name: `quiz ${article.id}/${question.id}`,
        nodes: [question.explanation],
        kind: 'other',
      });
  }
  // The at-home stories reuse beats of story.ts: each text counts once.
  const beats = new Map([...story, ...story1415, ...story1617].map((beat) => [beat.id, beat]));
  for (const beat of [...beats.values(), ...gameEvents, ...offers]) {
    const parts =
      'acceptOutcome' in beat
        ? { content: beat.content, accept: beat.acceptOutcome, decline: beat.declineOutcome }
        : { content: beat.content };
    for (const [part, markup] of Object.entries(parts))
      texts.push({ name: `${beat.id} (${part})`, nodes: textNodes(markup), kind: 'other' });
  }
  for (const faq of faqs)
    texts.push({ name: `faq ${faq.id}`, nodes: textNodes(faq.content), kind: 'other' });
  for (const help of [...helpMessages, ...mentorWelcome, ...weeklyMentorTips])
    texts.push({ name: `help '${help.title}'`, nodes: [help.body], kind: 'other' });
  return texts;
}

interface Link extends GlossaryMatch {
  /** The text node it is in. */
  node: number;
  words: string;
}

/** The links of a text: each term at its first use across the text's nodes. */
function linksOf(text: Text): Link[] {
  const linked = new Set<string>();
  return text.nodes.flatMap((node, index) =>
    findGlossaryTerms(node, entries, linked).map((match) => {
      linked.add(match.term);
      return { ...match, node: index, words: node.slice(match.start, match.end) };
    }),
  );
}

const texts = contentTexts();
const links = new Map(texts.map((text) => [text, linksOf(text)]));

/** How many texts each term links in, most first. */
function reach(): [string, number][] {
  const counts = new Map<string, number>();
  for (const found of links.values())
    for (const link of found) counts.set(link.term, (counts.get(link.term) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

describe('the glossary’s words', () => {
  it('has each term and alias once, whatever the case or spacing', () => {
    const words = glossary
      .flatMap((t) => [t.term, ...t.aliases])
      .map((w) => w.trim().replace(/\s+/g, ' ').toLowerCase());
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
  });

  it('finds every term and alias by itself, linked to its own entry', () => {
    for (const t of glossary)
      for (const words of [t.term, ...t.aliases])
        expect(findGlossaryTerms(words, entries), words).toEqual([
          { start: 0, end: words.length, term: t.term },
        ]);
  });
});

describe('the glossary in the game’s texts', () => {
  it('reads the texts of every kind', () => {
    expect(texts.filter((t) => t.kind === 'article')).toHaveLength(articles.length);
    expect(texts.length).toBeGreaterThan(300);
  });

  it('links only terms of the glossary, each once a text, on words that name it', () => {
    const terms = new Map(glossary.map((t) => [t.term, t]));
    for (const [text, found] of links) {
      const seen = found.map((link) => link.term);
      expect(new Set(seen).size, text.name).toBe(seen.length);
      for (const link of found) {
        const term = terms.get(link.term);
        expect(term, `${text.name}: ${link.term}`).toBeDefined();
        // The words are the term or an alias, perhaps plural (the matcher's own rules).
        const names = [term!.term, ...term!.aliases].map((n) => n.toLowerCase());
        const words = link.words.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'");
        const singular = [
          words,
          words.replace(/s$/, ''),
          words.replace(/es$/, ''),
          words.replace(/ies$/, 'y'),
        ];
        expect(
          singular.some((w) => names.some((n) => n.replace(/’/g, "'") === w)),
          `${text.name}: '${link.words}' for ${link.term}`,
        ).toBe(true);
      }
    }
  });

  it('links at least one term in every article', () => {
    const bare = texts.filter((t) => t.kind === 'article' && links.get(t)!.length === 0);
    expect(bare.map((t) => t.name)).toEqual([]);
  });

  it('has no term so common that it links in a quarter of the texts or more', () => {
    const top = reach();
    // What links most, for whoever edits the glossary (scam, interest and refund lead).
    console.info(
      `glossary: ${texts.length} texts; links most: ${top
        .slice(0, 8)
        .map(([term, n]) => `${term} ${n}`)
        .join(', ')}`,
    );
    expect(top.filter(([, n]) => n >= texts.length / 4)).toEqual([]);
  });

  // Words whose other sense would open the wrong definition: none of these may be linked. Add to
  // the list when a new text trips over one.
  it.each([
    [
      'super meaning very',
      /\bsuper (?:fun|easy|cool|quick|fast|cheap|keen|nice|good|happy|busy)\b/gi,
    ],
    ['bond meaning a tie', /\bJames Bond\b|\bbond(?:ed|ing)? (?:with|over)\b/gi],
    ['interest meaning liking', /\binterest(?:ed)? in\b|\btake an interest\b/gi],
    ['excess meaning too much', /\bexcess (?:baggage|weight|water|energy)\b|\bin excess\b/gi],
  ])('never links %s', (_, otherSense) => {
    const tripped: string[] = [];
    for (const [text, found] of links)
      text.nodes.forEach((node, index) => {
        for (const use of node.matchAll(otherSense)) {
          const start = use.index;
          const end = start + use[0].length;
          if (found.some((l) => l.node === index && l.start < end && l.end > start))
            tripped.push(`${text.name}: ${use[0]}`);
        }
      });
    expect(tripped).toEqual([]);
  });
});

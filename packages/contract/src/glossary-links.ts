// Which glossary terms a text uses, for the links that open their definitions (spec part 2: the
// glossary). Shared by the web app, which links them, and the content tests, which check every
// text against the glossary. Pure: no DOM, no I/O.
//
// The rules:
// - whole words only: a match starts and ends at a word's edge, where words are runs of letters
//   and digits and a hyphenated word is one word ('interest' is not found in 'interest-free');
// - case-insensitive, except acronyms (terms with capitals and no small letters, 'ATO', 'PAYG'),
//   which match only in capitals ('ETFs' still matches 'ETF');
// - the last word may be plural: 's' or 'es' added, or a 'y' after a consonant made 'ies';
// - the words of a phrase may be split by any run of spaces or a line break;
// - the longest phrase at a place wins ('compound interest' over 'interest'), and matches never
//   overlap;
// - each term once per text, at its first use: a term found again, by its name or an alias, is
//   not returned, and `alreadyLinked` names the terms the same text linked before (in an earlier
//   text node of one article).

/** A glossary entry as the API serves it (GlossaryEntry), or just the parts matching needs. */
export interface GlossaryLinkEntry {
  Term: string;
  Aliases: readonly string[];
}

/** A use of a term in a text: text.slice(start, end) is the words as written. */
export interface GlossaryMatch {
  start: number;
  end: number;
  /** The entry's Term (the name the definition is under), also when an alias matched. */
  term: string;
}

interface Phrase {
  term: string;
  /** The phrase as written; its pattern is made on first use (patternOf). */
  phrase: string;
  pattern?: RegExp;
}

/**
 * The phrase's pattern, made the first time a text has its first word and kept. A glossary has
 * hundreds of phrases and a pattern with Unicode classes takes a while to compile (about 110 ms
 * for them all on a school laptop's slowed processor, on the screen's first render), while a
 * text meets a few of them.
 */
function patternOf(candidate: Phrase): RegExp {
  candidate.pattern ??= phrasePattern(candidate.phrase);
  return candidate.pattern;
}

/** A glossary ready to match: build it once per glossary and reuse it for every text. */
export interface GlossaryMatcher {
  find(text: string, alreadyLinked?: ReadonlySet<string>): GlossaryMatch[];
}

const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;
const APOSTROPHES = /['’]/g;

// A phrase's own pattern has no Unicode classes: a browser compiles \p{L} into tables of every
// letter, in each pattern that has it, and a page's first texts would wait for hundreds of them.
// The only patterns with them are the two above, made once; a match's end is checked with them.

const isWordCharacter = (text: string, at: number): boolean => {
  const code = text.codePointAt(at);
  return code !== undefined && WORD_CHARACTER.test(String.fromCodePoint(code));
};

/**
 * Nothing of a word follows `end`: no letter or digit, no hyphen joined to one. (A shorter match
 * of the same phrase at the same place would be followed by a letter of the longer one, so the
 * longest match is the only one to check.)
 */
const endsWord = (text: string, end: number): boolean =>
  !isWordCharacter(text, end) && !(text[end] === '-' && isWordCharacter(text, end + 1));

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function isAcronym(phrase: string): boolean {
  return /\p{Lu}/u.test(phrase) && !/\p{Ll}/u.test(phrase);
}

/** The phrase's last word with its plural forms: 'card(?:s|es)?', 'liabilit(?:y|ies)'. */
function withPlural(word: string): string {
  const y = /^(.*[^aeiouAEIOU])y$/.exec(word);
  if (y) return `${escape(y[1] ?? '')}(?:y|ies)`;
  return `${escape(word)}(?:s|es)?`;
}

function phrasePattern(phrase: string): RegExp {
  const words = phrase.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const body = [...words.map(escape), withPlural(last)].join('\\s+').replace(APOSTROPHES, "['’]");
  return new RegExp(body, isAcronym(phrase) ? 'yu' : 'yiu');
}

/** The keys a phrase is looked up under: its first word, and for one word its plurals too. */
function keysOf(phrase: string): string[] {
  const words = phrase.toLowerCase().match(WORD) ?? [];
  const first = words[0];
  if (!first) return [];
  if (words.length > 1 || /\s/.test(phrase.trim())) return [first];
  const keys = [first, `${first}s`, `${first}es`];
  if (/[^aeiou]y$/.test(first)) keys.push(`${first.slice(0, -1)}ies`);
  return keys;
}

export function compileGlossary(entries: readonly GlossaryLinkEntry[]): GlossaryMatcher {
  const byFirstWord = new Map<string, Phrase[]>();
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const phrase of [entry.Term, ...entry.Aliases]) {
      const normalised = phrase.trim().replace(/\s+/g, ' ').toLowerCase();
      // A phrase listed twice links to the first entry that has it (the content test forbids it).
      if (!normalised || seen.has(normalised)) continue;
      seen.add(normalised);
      const candidate: Phrase = { term: entry.Term, phrase };
      for (const key of keysOf(phrase)) {
        const list = byFirstWord.get(key);
        if (list) list.push(candidate);
        else byFirstWord.set(key, [candidate]);
      }
    }
  }

  return {
    find(text, alreadyLinked) {
      const matches: GlossaryMatch[] = [];
      const linked = new Set(alreadyLinked);
      const words = new RegExp(WORD.source, WORD.flags);
      let word: RegExpExecArray | null;
      while ((word = words.exec(text))) {
        const candidates = byFirstWord.get(word[0].toLowerCase());
        if (!candidates) continue;
        const start = word.index;
        let best: GlossaryMatch | null = null;
        for (const candidate of candidates) {
          const pattern = patternOf(candidate);
          pattern.lastIndex = start;
          if (!pattern.test(text)) continue;
          const end = pattern.lastIndex;
          if (!endsWord(text, end)) continue;
          if (!best || end > best.end) best = { start, end, term: candidate.term };
        }
        if (!best) continue;
        // The words matched belong to that term, linked or not: a later, shorter term is not
        // looked for inside them ('interest' inside a second 'compound interest').
        words.lastIndex = best.end;
        if (linked.has(best.term)) continue;
        linked.add(best.term);
        matches.push(best);
      }
      return matches;
    },
  };
}

const compiled = new WeakMap<readonly GlossaryLinkEntry[], GlossaryMatcher>();

/**
 * The glossary terms `text` uses, in order, each at its first use and not at all if it is in
 * `alreadyLinked`. The matcher is built once per `entries` array and kept while it lives.
 */
export function findGlossaryTerms(
  text: string,
  entries: readonly GlossaryLinkEntry[],
  alreadyLinked?: ReadonlySet<string>,
): GlossaryMatch[] {
  let matcher = compiled.get(entries);
  if (!matcher) {
    matcher = compileGlossary(entries);
    compiled.set(entries, matcher);
  }
  return matcher.find(text, alreadyLinked);
}

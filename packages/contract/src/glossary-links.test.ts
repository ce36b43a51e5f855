import { describe, expect, it } from 'vitest';
import { compileGlossary, findGlossaryTerms, type GlossaryLinkEntry } from './glossary-links';

const glossary: GlossaryLinkEntry[] = [
  { Term: 'interest', Aliases: [] },
  { Term: 'compound interest', Aliases: ['compounding', 'interest on interest'] },
  { Term: 'interest-free period', Aliases: ['interest free period'] },
  { Term: 'credit', Aliases: [] },
  { Term: 'credit card', Aliases: [] },
  { Term: 'tax', Aliases: [] },
  { Term: 'tax-free threshold', Aliases: [] },
  { Term: 'superannuation', Aliases: ['super', 'super fund'] },
  { Term: 'ATO', Aliases: ['Australian Taxation Office', 'tax office'] },
  { Term: 'PAYG withholding', Aliases: ['PAYG', 'pay as you go'] },
  { Term: 'exchange-traded fund', Aliases: ['ETF'] },
  { Term: 'liability', Aliases: [] },
  { Term: 'lay-by', Aliases: ['layby'] },
  { Term: 'warranty', Aliases: ['manufacturer’s warranty'] },
  { Term: 'buy now pay later', Aliases: ['buy now, pay later', 'BNPL'] },
  { Term: 'PayID', Aliases: [] },
];

/** The words matched, as written, with the term each links to. */
function found(text: string, alreadyLinked?: Set<string>): [string, string][] {
  return findGlossaryTerms(text, glossary, alreadyLinked).map((m) => [
    text.slice(m.start, m.end),
    m.term,
  ]);
}

describe('findGlossaryTerms', () => {
  it('gives each match with its place in the text, in order', () => {
    const text = 'Tax is paid on interest.';
    expect(findGlossaryTerms(text, glossary)).toEqual([
      { start: 0, end: 3, term: 'tax' },
      { start: 15, end: 23, term: 'interest' },
    ]);
  });

  it('finds nothing in a text without terms, or with an empty glossary', () => {
    expect(found('Nothing to see here.')).toEqual([]);
    expect(findGlossaryTerms('interest', [])).toEqual([]);
    expect(findGlossaryTerms('', glossary)).toEqual([]);
  });

  it('ignores case, and links to the entry’s own Term', () => {
    expect(found('INTEREST and Compound Interest')).toEqual([
      ['INTEREST', 'interest'],
      ['Compound Interest', 'compound interest'],
    ]);
    expect(found('Pay with payid')).toEqual([['payid', 'PayID']]);
  });

  it('matches whole words only', () => {
    expect(found('interested taxis supermarket supervisor overtax')).toEqual([]);
    expect(found('(interest), "tax": super!')).toEqual([
      ['interest', 'interest'],
      ['tax', 'tax'],
      ['super', 'superannuation'],
    ]);
  });

  it('treats a hyphenated word as one word', () => {
    expect(found('an interest-free loan, a tax-free gift, super-sized, pre-tax')).toEqual([]);
    expect(found('the interest-free period')).toEqual([
      ['interest-free period', 'interest-free period'],
    ]);
    expect(found('Under the tax-free threshold')).toEqual([
      ['tax-free threshold', 'tax-free threshold'],
    ]);
    expect(found('a lay-by and a layby')).toEqual([['lay-by', 'lay-by']]);
  });

  it('matches plurals with s, es, and y made ies', () => {
    expect(found('Credit cards')).toEqual([['Credit cards', 'credit card']]);
    expect(found('taxes')).toEqual([['taxes', 'tax']]);
    expect(found('Liabilities')).toEqual([['Liabilities', 'liability']]);
    expect(found('ETFs')).toEqual([['ETFs', 'exchange-traded fund']]);
    expect(found('creditors')).toEqual([]);
  });

  it('prefers the longest phrase', () => {
    expect(found('compound interest')).toEqual([['compound interest', 'compound interest']]);
    expect(found('a credit card')).toEqual([['credit card', 'credit card']]);
    expect(found('your super fund')).toEqual([['super fund', 'superannuation']]);
    expect(found('interest rates and interest on interest')).toEqual([
      ['interest', 'interest'],
      ['interest on interest', 'compound interest'],
    ]);
  });

  it('lets the words of a phrase break across spaces and lines', () => {
    expect(found('compound\n  interest')).toEqual([['compound\n  interest', 'compound interest']]);
  });

  it('links each term once, at its first use, whichever of its names is used', () => {
    expect(found('Super is great. Superannuation grows. Your super fund too. Tax, tax.')).toEqual([
      ['Super', 'superannuation'],
      ['Tax', 'tax'],
    ]);
  });

  it('does not look inside a longer term already linked for a shorter one', () => {
    expect(found('compound interest, then compound interest again, then interest')).toEqual([
      ['compound interest', 'compound interest'],
      ['interest', 'interest'],
    ]);
  });

  it('skips terms linked earlier in the same text, without changing that set', () => {
    const linked = new Set(['tax']);
    expect(found('Tax on interest', linked)).toEqual([['interest', 'interest']]);
    expect([...linked]).toEqual(['tax']);
  });

  it('matches acronyms in capitals only', () => {
    expect(found('Ask the ATO about PAYG.')).toEqual([
      ['ATO', 'ATO'],
      ['PAYG', 'PAYG withholding'],
    ]);
    expect(found('ato payg etf bnpl')).toEqual([]);
    expect(found('the ATO’s website')).toEqual([['ATO', 'ATO']]);
    // A term with small letters is not an acronym, whatever case it is written in.
    expect(found('payg withholding')).toEqual([['payg withholding', 'PAYG withholding']]);
    expect(found('the tax office')).toEqual([['tax office', 'ATO']]);
  });

  it('matches punctuation and either apostrophe inside a phrase', () => {
    expect(found('Buy now, pay later')).toEqual([['Buy now, pay later', 'buy now pay later']]);
    expect(found("the manufacturer's warranty")).toEqual([["manufacturer's warranty", 'warranty']]);
  });

  it('keeps to letters and digits of any language for word edges', () => {
    expect(found('intérest café-tax taxé')).toEqual([]);
    expect(found('tax2 2tax tax')).toEqual([['tax', 'tax']]);
  });

  it('builds a matcher once per glossary, usable for many texts', () => {
    const matcher = compileGlossary(glossary);
    expect(matcher.find('interest').map((m) => m.term)).toEqual(['interest']);
    expect(matcher.find('credit').map((m) => m.term)).toEqual(['credit']);
    expect(findGlossaryTerms('credit', glossary)).toEqual(findGlossaryTerms('credit', glossary));
  });

  it('ignores an empty alias and links a phrase listed twice to its first entry', () => {
    const entries = [
      { Term: 'rent', Aliases: ['', '  '] },
      { Term: 'bond', Aliases: ['Rent'] },
    ];
    expect(findGlossaryTerms('Rent and bond', entries).map((m) => m.term)).toEqual([
      'rent',
      'bond',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/support/pdf';
import { renderCertificate } from './render';
import type { CertificateDetails } from './wording';

// The certificate's PDF read back as a viewer reads it: one A4 landscape page, well under
// 100 KB, and the player's name (in any of the scripts the font covers), the figures and the
// promoters really in it as text, not only as shapes.

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const LIMIT_BYTES = 100 * 1024;

const details = (overrides: Partial<CertificateDetails> = {}): CertificateDetails => ({
  playerName: 'Nguyễn Thị Ánh',
  group: { name: '10B Commerce', year: '10', subject: 'Commerce' },
  gameName: 'Money Challenge 2026',
  netPositionCents: 123_400,
  againstParCents: 42_000,
  badges: ['Safety net', 'Scam spotter'],
  weeksPlayed: 26,
  quiz: { right: 18, answered: 24 },
  endQuiz: null,
  finishedAt: new Date('2026-11-24T03:00:00Z'),
  theme: 'school',
  moneyCheck: null,
  ...overrides,
});

async function rendered(input: CertificateDetails) {
  const pdf = await renderCertificate(input);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeLessThan(LIMIT_BYTES);
  const read = await readPdf(pdf);
  expect(read.pageCount).toBe(1);
  expect(read.pageSize.width).toBeCloseTo(A4_LANDSCAPE.width, 0);
  expect(read.pageSize.height).toBeCloseTo(A4_LANDSCAPE.height, 0);
  return { pdf, ...read };
}

describe('renderCertificate', () => {
  it('writes the name, the class, the game, the figures, the date and the promoters as text', async () => {
    const { text, title } = await rendered(details());
    for (const expected of [
      'Certificate of Completion',
      'Nguyễn Thị Ánh',
      'completed Money Challenge 2026',
      '10B Commerce, Year 10',
      '$1,234',
      '26 weeks',
      '18 of 24 right',
      'Finished on 24 November 2026',
      'Presented by the Money Challenge foundation',
      "Sponsored by the Money Challenge's banking partner",
    ])
      expect(text).toContain(expected);
    expect(text.toUpperCase()).toContain('FINANCE WEEKLY QUIZZES');
    expect(text).toContain('$420 above par');
    expect(text).toContain('Badges earned: Safety net · Scam spotter');
    expect(title).toBe('Money Challenge certificate: Nguyễn Thị Ánh');
  });

  it('is tagged for a screen reader: its language, a heading, then paragraphs in reading order', async () => {
    const { roles, language } = await rendered(details());
    expect(language).toBe('en-AU');
    expect(roles.slice(0, 4)).toEqual(['Root', 'Document', 'P', 'H1']);
    // Every other line of text is a paragraph: the two around the heading, the name, the game and
    // the class, four labels and four figures, the date, the badges and the two promoters.
    expect(roles.filter((role) => role === 'P')).toHaveLength(17);
  });

  it.each([
    ['Vietnamese', 'Nguyễn Thị Ánh Dương Phạm Quỳnh Hương Trần Đức Thắng'],
    ['Greek', 'Αικατερίνη Παπαδοπούλου'],
    ['Cyrillic', 'Анастасия Владимировна Кузнецова'],
    ['Latin with accents', 'Zoë Łukasiewicz-Ó Séaghdha'],
  ])('draws a %s name in the embedded font, under 100 KB', async (_script, name) => {
    const { text, pdf } = await rendered(details({ playerName: name }));
    expect(text).toContain(name);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(pdf.toString('latin1')).not.toContain('Helvetica');
  });

  it('writes a name typed with combining marks as the letters they make', async () => {
    const { text } = await rendered(details({ playerName: 'Nguyễn Thị Ánh'.normalize('NFD') }));
    expect(text).toContain('Nguyễn Thị Ánh');
  });

  it('keeps a name too long for one line, and a long class and game, on the one page', async () => {
    const long = 'Maximilian Alexander Montgomery-Fitzwilliam Worthington-Smythe';
    const { text } = await rendered(
      details({
        playerName: long,
        gameName: 'The Money Challenge for the whole of the senior school, term four, '.repeat(3),
        group: {
          name: 'Year 10 Commerce and Business Studies, '.repeat(5),
          year: null,
          subject: null,
        },
      }),
    );
    // Shrunk, not cut: the whole name is there.
    expect(text).toContain(long);
    // Far beyond anything registration allows: wrapped and cut, still one page.
    await rendered(details({ playerName: 'Ñ'.repeat(300) }));
  });

  it('shows a loss with its sign and a game with no quiz answered plainly', async () => {
    const { text } = await rendered(
      details({
        netPositionCents: -5_600,
        againstParCents: 42_000,
        badges: [],
        quiz: { right: 0, answered: 0 },
        endQuiz: null,
        group: { name: null, year: null, subject: null },
      }),
    );
    expect(text).toContain('-$56');
    expect(text).toContain('none answered');
  });

  it('prints the money check with the badges, still on one page', async () => {
    const { text } = await rendered(details({ moneyCheck: { before: 5, after: 10, total: 12 } }));
    expect(text).toContain('Money check: 5 of 12 before week 1, 10 of 12 at the end');
    expect(text).toContain('Badges earned: Safety net · Scam spotter');
  });

  it("names the insurer theme's partner", async () => {
    const { text } = await rendered(details({ theme: 'insurer' }));
    expect(text).toContain("Sponsored by the Money Challenge's insurance partner");
  });
});

import { describe, expect, it } from 'vitest';
import {
  certificateText,
  formatFinishedDate,
  formatGroup,
  formatNetPositionWhole,
  formatQuizScore,
  formatWeeks,
  type CertificateDetails,
} from './wording';

// The certificate's words, apart from the PDF.

/** A finished school game with nothing remarkable, for the tests that change one thing. */
const FINISHED: CertificateDetails = {
  playerName: 'Sam',
  group: { name: null, year: null, subject: null },
  gameName: 'Money Challenge',
  netPositionCents: 150_000,
  againstParCents: 0,
  badges: [],
  weeksPlayed: 26,
  quiz: { right: 0, answered: 0 },
  endQuiz: null,
  finishedAt: new Date('2026-11-24T03:00:00Z'),
  theme: 'school',
  moneyCheck: null,
};

describe('the certificate wording', () => {
  it('says the money check before and after where the game had one, and nothing otherwise', () => {
    expect(certificateText(FINISHED).moneyCheck).toBeNull();
    expect(
      certificateText({ ...FINISHED, moneyCheck: { before: 5, after: 10, total: 12 } }).moneyCheck,
    ).toBe('Money check: 5 of 12 before week 1, 10 of 12 at the end');
  });

  it('writes money as the game does on a desktop: whole dollars, the sign before the $', () => {
    expect(formatNetPositionWhole(123_400)).toBe('$1,234');
    expect(formatNetPositionWhole(-5_600)).toBe('-$56');
    expect(formatNetPositionWhole(0)).toBe('$0');
  });

  it('writes the date the Australian way, as the east coast saw it', () => {
    expect(formatFinishedDate(new Date('2026-11-24T03:00:00Z'))).toBe('24 November 2026');
    // 11 pm UTC on the 23rd is already the 24th in Sydney (daylight saving, UTC+11).
    expect(formatFinishedDate(new Date('2026-11-23T23:00:00Z'))).toBe('24 November 2026');
  });

  it('counts weeks and quiz answers in plain words', () => {
    expect(formatWeeks(26)).toBe('26 weeks');
    expect(formatWeeks(1)).toBe('1 week');
    expect(formatQuizScore({ right: 18, answered: 24 })).toBe('18 of 24 right');
    expect(formatQuizScore({ right: 0, answered: 0 })).toBe('none answered');
  });

  it('names the class once: the group, then a year or subject it does not already say', () => {
    expect(formatGroup({ name: '10B Commerce', year: '10', subject: 'Commerce' })).toBe(
      '10B Commerce, Year 10',
    );
    expect(formatGroup({ name: 'Year 10 Commerce', year: '10', subject: 'commerce' })).toBe(
      'Year 10 Commerce',
    );
    expect(formatGroup({ name: '9C', year: '2026', subject: 'Economics' })).toBe(
      '9C, 2026, Economics',
    );
    expect(formatGroup({ name: null, year: '11', subject: 'Business (Studies)' })).toBe(
      'Year 11, Business (Studies)',
    );
    expect(formatGroup({ name: '  ', year: null, subject: '' })).toBeNull();
  });

  it('keeps the name as typed, composed so accents sit on their letters', () => {
    const text = certificateText({
      playerName: ' Nguyễn Thị Ánh '.normalize('NFD'),
      group: { name: null, year: null, subject: null },
      gameName: 'Money Challenge',
      netPositionCents: 0,
      againstParCents: 42_000,
      badges: [],
      weeksPlayed: 26,
      quiz: { right: 0, answered: 0 },
      endQuiz: null,
      finishedAt: new Date('2026-11-24T03:00:00Z'),
      theme: 'family',
      moneyCheck: null,
    });
    expect(text.name).toBe('Nguyễn Thị Ánh');
    expect(text.name).toBe(text.name.normalize('NFC'));
    expect(text.group).toBeNull();
    expect(text.achievement).toBe('completed Money Challenge, managing their money week by week');
    expect(text.stats.map((stat) => stat.label)).toEqual([
      'Final net position',
      'Result',
      'Weeks played',
      'Finance Weekly quizzes',
    ]);
  });

  it('adds the end-of-game quiz score once the player has taken it', () => {
    const text = certificateText({
      playerName: 'Sam',
      group: { name: null, year: null, subject: null },
      gameName: 'Money Challenge',
      netPositionCents: 150_000,
      againstParCents: 42_000,
      badges: [],
      weeksPlayed: 26,
      quiz: { right: 18, answered: 24 },
      endQuiz: { right: 10, answered: 14 },
      finishedAt: new Date('2026-11-24T03:00:00Z'),
      theme: 'school',
      moneyCheck: null,
    });
    expect(text.stats).toContainEqual({ label: 'End-of-game quiz', value: '10 of 14 right' });
  });

  it('says the result against par in words, below par too', () => {
    const result = (againstParCents: number) =>
      certificateText({ ...FINISHED, againstParCents }).stats.find((s) => s.label === 'Result')
        ?.value;
    expect(result(42_035)).toBe('$420 above par');
    expect(result(-3_549)).toBe('$35 below par');
    expect(result(-40)).toBe('on par');
  });

  it('names the badges earned, and says nothing of badges when there are none', () => {
    expect(certificateText({ ...FINISHED, badges: ['Safety net', 'Scam spotter'] }).badges).toBe(
      'Badges earned: Safety net · Scam spotter',
    );
    expect(certificateText({ ...FINISHED, badges: [] }).badges).toBeNull();
  });

  it('does not name a game twice when it is named after its class', () => {
    const text = certificateText({
      playerName: 'Sam',
      group: { name: '10B Commerce', year: '10', subject: null },
      gameName: '10B Commerce',
      netPositionCents: 0,
      againstParCents: 42_000,
      badges: [],
      weeksPlayed: 26,
      quiz: { right: 0, answered: 0 },
      endQuiz: null,
      finishedAt: new Date('2026-11-24T03:00:00Z'),
      theme: 'school',
      moneyCheck: null,
    });
    expect(text.achievement).toBe(
      'completed the Money Challenge, managing their money week by week',
    );
    expect(text.group).toBe('10B Commerce, Year 10');
  });
});

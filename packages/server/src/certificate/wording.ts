import { formatCents, parWords, type Theme } from '@mc/contract';

// What the certificate says, as plain strings: the renderer only places them. Kept apart from
// the PDF so the words are tested without reading a PDF back.

/** What a certificate is made from: the game's facts, nothing formatted yet. */
export interface CertificateDetails {
  /** As the player typed it (any Unicode). */
  playerName: string;
  /** The game link's class, as far as the teacher named it. */
  group: { name: string | null; year: string | null; subject: string | null };
  gameName: string;
  netPositionCents: number;
  /** The net position less par (what a careful player had at the end of the same world). */
  againstParCents: number;
  weeksPlayed: number;
  /** Finance Weekly quizzes across the game: right answers out of the questions answered. */
  quiz: { right: number; answered: number };
  /** The end quiz, when the game had one and the player took it: right answers out of its questions. */
  endQuiz: { right: number; answered: number } | null;
  /** When the game was finished. */
  finishedAt: Date;
  theme: Theme;
  /** The titles of the badges for lessons learned, in the order earned. */
  badges: string[];
  /** The money check (issue 33): right answers before week 1 and at the end; null: none. */
  moneyCheck: { before: number; after: number; total: number } | null;
}

export interface CertificateText {
  title: string;
  challenge: string;
  presentedTo: string;
  name: string;
  achievement: string;
  group: string | null;
  stats: { label: string; value: string }[];
  finished: string;
  /** 'Badges earned: Safety net · Scam spotter', or null with none. */
  badges: string | null;
  /** 'Money check: 5 of 12 before week 1, 10 of 12 at the end', or null without one. */
  moneyCheck: string | null;
  foundation: string;
  sponsor: string;
  /** The PDF's document title (what a viewer shows in its title bar and tab). */
  documentTitle: string;
}

/**
 * Who promotes the game (spec part 2, section 2: "a financial education foundation and a bank
 * sponsor"), worded as the web's home and closed pages word the foundation ('the Money Challenge
 * foundation'), with no real organisation named.
 */
const PROMOTERS: Record<Theme, { foundation: string; sponsor: string }> = {
  school: {
    foundation: 'Presented by the Money Challenge foundation',
    sponsor: "Sponsored by the Money Challenge's banking partner",
  },
  family: {
    foundation: 'Presented by the Money Challenge foundation',
    sponsor: "Sponsored by the Money Challenge's banking partner",
  },
  insurer: {
    foundation: 'Presented by the Money Challenge foundation',
    sponsor: "Sponsored by the Money Challenge's insurance partner",
  },
};

const FINISHED_DATE = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The game is played in Australian schools; the eastern states' date is the one a class sees
  // (a game finished before 2 am in Perth is dated the next day; no certificate says the time).
  timeZone: 'Australia/Sydney',
});

/** '24 November 2026'. */
export const formatFinishedDate = (date: Date): string => FINISHED_DATE.format(date);

/** Net position as the game shows it on a desktop: whole dollars, '$1,234' or '-$56'. */
export const formatNetPositionWhole = (cents: number): string => formatCents(cents, 0);

export const formatWeeks = (weeks: number): string => (weeks === 1 ? '1 week' : `${weeks} weeks`);

export function formatQuizScore({ right, answered }: CertificateDetails['quiz']): string {
  return answered === 0 ? 'none answered' : `${right} of ${answered} right`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The class in one line: '10B Commerce, Year 10', the subject left out when the group's name
 * already says it, a bare number of a year read as a school year; composed (NFC) like the names.
 */
export function formatGroup(group: CertificateDetails['group']): string | null {
  const name = group.name?.normalize('NFC').trim() || null;
  const year = group.year?.normalize('NFC').trim() || null;
  const subject = group.subject?.normalize('NFC').trim() || null;
  const said = (part: string) =>
    name !== null &&
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(part)}($|[^\\p{L}\\p{N}])`, 'iu').test(name);
  const parts = [
    name,
    year && !said(year) ? (/^\d{1,2}$/.test(year) ? `Year ${year}` : year) : null,
    subject && !said(subject) ? subject : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Every string on the certificate. Names are put in composed form (NFC) so accents sit right. */
export function certificateText(details: CertificateDetails): CertificateText {
  const name = details.playerName.normalize('NFC').trim();
  const gameName = details.gameName.normalize('NFC').trim();
  const promoters = PROMOTERS[details.theme];
  const group = formatGroup(details.group);
  // A game made for one class is often named after it: the class line says it then.
  const namedAfterClass =
    details.group.name?.normalize('NFC').trim().toLowerCase() === gameName.toLowerCase();
  const game = namedAfterClass ? 'the Money Challenge' : gameName;
  return {
    title: 'Certificate of Completion',
    challenge: 'THE MONEY CHALLENGE',
    presentedTo: 'This certifies that',
    name,
    achievement: `completed ${game}, managing their money week by week`,
    group,
    stats: [
      { label: 'Final net position', value: formatNetPositionWhole(details.netPositionCents) },
      { label: 'Result', value: parWords(details.againstParCents / 100) },
      { label: 'Weeks played', value: formatWeeks(details.weeksPlayed) },
      { label: 'Finance Weekly quizzes', value: formatQuizScore(details.quiz) },
      ...(details.endQuiz && details.endQuiz.answered > 0
        ? [{ label: 'End-of-game quiz', value: formatQuizScore(details.endQuiz) }]
        : []),
    ],
    finished: `Finished on ${formatFinishedDate(details.finishedAt)}`,
    badges: details.badges.length > 0 ? `Badges earned: ${details.badges.join(' · ')}` : null,
    moneyCheck: details.moneyCheck
      ? `Money check: ${details.moneyCheck.before} of ${details.moneyCheck.total} before week 1, ${details.moneyCheck.after} of ${details.moneyCheck.total} at the end`
      : null,
    foundation: promoters.foundation,
    sponsor: promoters.sponsor,
    documentTitle: `Money Challenge certificate: ${name}`,
  };
}

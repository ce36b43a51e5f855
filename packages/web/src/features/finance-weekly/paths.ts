// Where Finance Weekly lives (spec part 2 section 2) and its colour in the title bar. The quiz's
// screens stay under /financeweekly/quiz, the path the shell guards with its quit-quiz prompt
// (shell/lib/quiz-guard.ts, QUIZ_PATH), and the summary at quiz/summary, which it does not guard.
export const FINANCE_WEEKLY_PATH = '/app/dashboard/financeweekly';
export const FINANCE_WEEKLY_ACCENT = '#475569';

export const ARTICLE_PATH = `${FINANCE_WEEKLY_PATH}/article`;
export const ARCHIVE_PATH = `${FINANCE_WEEKLY_PATH}/archive`;

/** A past article, read only: /financeweekly/archive/article?id=ID. */
export const archiveArticlePath = (id: string) =>
  `${ARCHIVE_PATH}/article?id=${encodeURIComponent(id)}`;

/** Creates and starts this week's quiz if need be, then goes to the question the player is on. */
export const QUIZ_PATH = `${FINANCE_WEEKLY_PATH}/quiz`;
export const FILL_GAP_PATH = `${QUIZ_PATH}/fill-gap`;
export const SUMMARY_PATH = `${QUIZ_PATH}/summary`;

/** A multiple choice or true/false question, numbered from 1: /financeweekly/quiz/2. */
export const questionPath = (number: number) => `${QUIZ_PATH}/${number}`;

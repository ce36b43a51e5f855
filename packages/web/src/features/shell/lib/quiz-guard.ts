// "Clicking an app during a quiz (not the summary) gives a quit-quiz prompt" (spec part 1
// section 4). The Finance Weekly quiz lives under this path; the shell asks before any navigation
// that leaves it, however it happens (an app, Home, the header, the browser's back button).

export const QUIZ_PATH = '/app/dashboard/financeweekly/quiz';

export function isInQuiz(pathname: string): boolean {
  if (!(pathname === QUIZ_PATH || pathname.startsWith(`${QUIZ_PATH}/`))) return false;
  return !/\/summary\/?$/.test(pathname);
}

/** True when moving from `current` to `next` would abandon a quiz in progress. */
export function leavesQuiz(current: string, next: string): boolean {
  return isInQuiz(current) && !(next === QUIZ_PATH || next.startsWith(`${QUIZ_PATH}/`));
}

// A player who turned a question's timer off keeps it off if the page reloads: the choice is
// theirs, and the server would otherwise count the time they were promised they did not need.

const key = (questionId: string) => `mc.survey-timer-off.${questionId}`;

export function isTimerOff(questionId: string): boolean {
  try {
    return window.sessionStorage.getItem(key(questionId)) === '1';
  } catch {
    return false;
  }
}

export function rememberTimerOff(questionId: string): void {
  try {
    window.sessionStorage.setItem(key(questionId), '1');
  } catch {
    // Private browsing may refuse storage: the timer stays off for this page view.
  }
}

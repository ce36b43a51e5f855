// Where a closed game link leads (issue 30): a teacher's class closed for now has its own
// address, so its page says it opens again rather than pointing to a final leaderboard.

/** The closed page of a teacher's class, closed for now. */
export const CLASS_CLOSED_PATH = '/offline?class=closed';

/** The closed page for a link: a teacher's class is closed for now, any other is over. */
export const offlinePath = (hasTeacher: boolean | undefined) =>
  hasTeacher ? CLASS_CLOSED_PATH : '/offline';

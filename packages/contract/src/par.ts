// Par (issue 29): a result that means the same for every persona and world. Par is what a careful
// player reaches by the same point of the same game, on the same pay as the player (engine
// par/par.ts); a player's result is their net position against it. The words are one rule for the
// API, the screens, the certificate and the teacher.

/** One sentence, wherever par is shown. */
export const PAR_EXPLAINED =
  'Par is what a careful player would have by now in your game, earning what you earned: bills paid on time, scams turned down and money saved.';

/** The same sentence for a teacher, about a student's game. */
export const PAR_EXPLAINED_FOR_TEACHERS =
  'Par is what a careful player would have by now in the same game, earning what the student earned: bills paid on time, scams turned down and money saved.';

/** A result against par in words, to the whole dollar: '$420 above par', '$35 below par', 'on par'. */
export function parWords(againstParDollars: number): string {
  const whole = Math.round(Math.abs(againstParDollars));
  if (whole === 0) return 'on par';
  const amount = `$${whole.toLocaleString('en-AU')}`;
  return againstParDollars > 0 ? `${amount} above par` : `${amount} below par`;
}

/** A second or later game of the same game: practice, never on a board. */
export const PRACTICE_EXPLAINED =
  "Practice game: you have played this world before, so it isn't on any leaderboard.";

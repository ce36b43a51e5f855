import type { PlayerRow, UserRow } from '../db/schema';

// A player's age for choosing their persona: a student's age this year from their year of birth,
// a family member's from their age band. Unknown (a trial, an account with neither): undefined,
// and the game's default persona (the 18-year-old) plays.

/**
 * A family member's age band as an age: the band's oldest age under 18 where it has one, so
 * '16 - 18' plays the 16-17 persona (two of its three ages are under 18) and '12 - 15' the 14-15;
 * 'Under 12' the youngest persona too; every adult band the 18-year-old.
 */
const BAND_AGE: Record<string, number> = {
  'Under 12': 11,
  '12 - 15': 15,
  '16 - 18': 17,
  '19 - 34': 19,
  '35 - 54': 35,
  '55 - 74': 55,
  'Over 74': 75,
};

export function playerAge(
  player: Pick<PlayerRow, 'age_band' | 'is_account_holder'>,
  user: Pick<UserRow, 'yob' | 'is_trial'> | undefined,
  year: number,
): number | undefined {
  if (player.is_account_holder !== 1) {
    return player.age_band ? BAND_AGE[player.age_band] : undefined;
  }
  if (!user || user.is_trial === 1) return undefined;
  const yob = Number(user.yob);
  if (user.yob && Number.isInteger(yob) && yob > 1900 && yob <= year) return year - yob;
  return player.age_band ? BAND_AGE[player.age_band] : undefined;
}

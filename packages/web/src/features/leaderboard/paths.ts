import type { AgeGroup, AustralianState } from '@mc/contract';

// Where the leaderboards live: a screen inside the phone, reached from where I'm at and from the
// end of the game. The tab and the whole game's filters are kept in the address, so back and a
// shared link land on the same board.
export const LEADERBOARD_PATH = '/app/dashboard/leaderboard';
export const LEADERBOARD_ACCENT = '#7c3aed';

export type LeaderboardTab = 'class' | 'game';

export interface GameBoardFilters {
  state?: AustralianState | undefined;
  ageGroup?: AgeGroup | undefined;
}

import { useGameApps } from './game-apps';

// A finished game is read-only: every app still shows what happened, and none offers an action
// that the server would refuse ('The game is complete.').

/** True once the game is complete (GET /api/i/games/apps, shared with the shell's reading). */
export function useGameOver(): boolean {
  return useGameApps().data?.IsGameComplete ?? false;
}

export const GAME_OVER_NOTE =
  "The game is over, so nothing here can change now. It's all still here to look back on.";

/** An offer still waiting when the game ended. */
export const GAME_OVER_OFFER = 'This offer closed when the game ended.';

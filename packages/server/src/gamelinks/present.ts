import type { GameLinkPublic, Theme } from '@mc/contract';
import type { GameLinkRow } from '../db/schema';

/** The game link's public fields as the spec names them. */
export function presentGameLink(row: GameLinkRow & { total_weeks: number }): GameLinkPublic {
  return {
    GameLinkID: row.id,
    GameID: row.game_id,
    Theme: row.theme as Theme,
    GroupName: row.group_name,
    GroupYear: row.group_year,
    GroupSubject: row.group_subject,
    IsGameActive: row.is_game_active === 1,
    MaxGames: row.max_games,
    TotalWeeks: row.total_weeks,
  };
}

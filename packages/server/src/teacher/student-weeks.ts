import { centsToDollars as $, type StudentWeeks } from '@mc/contract';
import { selectAgainstPar, selectBadges, selectGame, selectWeekBreakdown } from '@mc/engine';
import { presentBadge } from '../badges/present';
import type { Db } from '../db/connect';
import { presentMovement } from '../end-of-week/present';
import type { StoredInstance } from '../instances/storage';

/**
 * A student's game week by week with where each week's money came from and went: the student's
 * page (GET /api/t/instances/{GameInstanceID}/weeks) and each game of the class's export.
 */
export async function studentWeeksOf(db: Db, stored: StoredInstance): Promise<StudentWeeks> {
  const { id, head, state, par } = stored;
  const [player] = await db
    .selectFrom('game_instances')
    .innerJoin('players', 'players.id', 'game_instances.player_id')
    .innerJoin('users', 'users.id', 'game_instances.user_id')
    .select(['players.id', 'players.name', 'users.surname'])
    .where('game_instances.id', '=', id)
    .execute();
  const game = selectGame(state);
  return {
    GameInstanceID: id,
    GameLinkID: head.game_link_id,
    PlayerID: player?.id ?? '',
    Name: [player?.name, player?.surname].filter(Boolean).join(' '),
    Week: game.currentWeek,
    TotalWeeks: game.totalWeeks,
    IsGameComplete: game.isGameComplete,
    NetPosition: $(game.netPositionCents),
    AgainstPar: $(selectAgainstPar(state, par).againstParCents),
    IsPractice: head.is_practice === 1,
    Badges: selectBadges(state).map(presentBadge),
    Weeks: state.endOfWeek.summaries.map((summary) => ({
      Week: summary.week,
      StartingNetPosition: $(summary.startingNetCents),
      FinishingNetPosition: $(summary.finishingNetCents),
      Difference: $(summary.finishingNetCents - summary.startingNetCents),
      Breakdown: (selectWeekBreakdown(state, summary.week) ?? []).map(presentMovement),
    })),
  };
}

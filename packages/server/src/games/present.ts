import {
  appDefinition,
  centsToDollars as $,
  type AppDefinition,
  type AppInstance,
  type GameApp,
  type GameAppsResult,
  type GameInstanceSummary,
  type WeekStage,
} from '@mc/contract';
import type { AppView, GameView } from '@mc/engine';

// The shell's engine views as the spec's API fields: the dashboard's apps and the game. Each
// app's own answers are presented beside its routes (banking/present.ts, ...).

/** An app of the contract's list as a game offers it, before any instance. */
export const presentGameApp = (app: AppDefinition, isDisabled: boolean): GameApp => ({
  GameAppID: app.gameAppId,
  Name: app.name,
  DisplayName: app.displayName,
  Priority: app.gameAppId,
  MobilePriority: app.mobilePriority,
  Url: app.url,
  IsDisabled: isDisabled,
});

export function presentApp(app: AppView): AppInstance {
  const definition = appDefinition(app.name);
  return {
    ID: app.id,
    Name: app.name,
    GameAppID: app.gameAppId,
    DisplayName: app.displayName,
    IsDisabled: app.isDisabled,
    HasBeenAccessed: app.hasBeenAccessed,
    HasUpdate: app.hasUpdate,
    UpdateCount: app.updateCount,
    State: app.state,
    Priority: app.priority,
    MobilePriority: definition.mobilePriority,
    Url: definition.url,
  };
}

export const presentGameApps = (
  apps: AppView[],
  game: GameView,
  stage: WeekStage,
  isPretestDue: boolean,
): GameAppsResult => ({
  Apps: apps.map(presentApp),
  TotalWeeks: game.totalWeeks,
  CurrentWeek: game.currentWeek,
  IsGameComplete: game.isGameComplete,
  NetPosition: $(game.netPositionCents),
  PlayerName: game.playerName,
  WeekStage: stage,
  IsPretestDue: isPretestDue,
});

/** A game slot on the game-selection screen. */
export const presentInstanceSummary = (row: {
  id: string;
  current_week: number;
  is_game_complete: number;
  net_position_cents: number;
  against_par_cents: number | null;
  is_practice: number;
  player_id: string;
  player_name: string;
}): GameInstanceSummary => ({
  ID: row.id,
  CurrentWeek: row.current_week,
  IsGameComplete: row.is_game_complete === 1,
  NetPosition: $(Number(row.net_position_cents)),
  AgainstPar: row.against_par_cents === null ? null : $(Number(row.against_par_cents)),
  IsPractice: row.is_practice === 1,
  Player: { ID: row.player_id, Name: row.player_name },
});

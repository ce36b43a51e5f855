import {
  centsToDollars as $,
  type ProgressResult,
  type ProgressRow as ApiProgressRow,
} from '@mc/contract';
import type { GameView, ParStanding, ProgressRow, ProgressView } from '@mc/engine';

// Where I'm at: the engine's report as the spec's API fields.

const ICONS: Record<ProgressRow['category'], string> = {
  Cashbox: 'wallet',
  BankAccountTransactions: 'landmark',
  InvestmentTransactions: 'piggy-bank',
  SuperTransactions: 'umbrella',
  Shares: 'trending-up',
  Items: 'package',
  Survey: 'clipboard',
  'Credit Cards': 'credit-card',
  Bills: 'receipt',
  Loans: 'hand-coins',
};

export const presentProgressRow = (row: ProgressRow): ApiProgressRow => ({
  Title: row.title,
  Category: row.category,
  Balance: $(row.balanceCents),
  Icon: ICONS[row.category],
});

export const presentProgress = (
  progress: ProgressView,
  game: GameView,
  par: ParStanding,
): ProgressResult => ({
  Items: progress.rows.map(presentProgressRow),
  Assets: $(progress.assetsCents),
  Liabilities: $(progress.liabilitiesCents),
  NetPosition: $(progress.netPositionCents),
  Week: game.currentWeek,
  TotalWeeks: game.totalWeeks,
  Par: $(par.parCents),
  AgainstPar: $(par.againstParCents),
});

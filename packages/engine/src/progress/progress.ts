// Where I'm at: one row per thing the player owns or owes (each module gives its rows, in the
// order of the module list), and the net position. Every figure is a ledger balance, so the net
// position equals assets minus liabilities by construction (and the invariants check it).
import type { Engine } from '../game/module';
import type { GameState } from '../game/state';
import type { ProgressView } from './rows';

export type { ProgressCategory, ProgressRow, ProgressView } from './rows';

export function selectProgressWith(engine: Engine, state: GameState): ProgressView {
  const rows = engine.modules.flatMap((module) => module.reportRows?.(state) ?? []);
  let assetsCents = 0;
  let liabilitiesCents = 0;
  for (const row of rows) {
    if (row.balanceCents >= 0) assetsCents += row.balanceCents;
    else liabilitiesCents -= row.balanceCents;
  }
  return { rows, assetsCents, liabilitiesCents, netPositionCents: assetsCents - liabilitiesCents };
}

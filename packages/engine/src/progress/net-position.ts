// The net position: the sum of every ledger account the player owns. Assets (cash, bank
// accounts, investments, super) are positive; liabilities (the card, unpaid bills) negative.
import { isWorldKey } from '../ledger/ledger';
import type { GameState } from '../game/state';

export function netPositionCents(state: GameState): number {
  let net = 0;
  const balances = state.ledger.balances;
  for (const key in balances) if (!isWorldKey(key)) net += balances[key]!;
  return net;
}

// Where everyday spending comes from: the source the player nominated while it is still open,
// else their first transaction account, else cash. Savings accounts, term deposits and super
// cannot be nominated: they come with no card to tap (a simplification, see docs/economy.md).
import { defaultIncomingAccount, moneyAccount, type MoneyAccount } from '../game/money-accounts';
import type { GameState } from '../game/state';

/** Cash, a transaction account and the card can pay everyday spending. */
export function canPayEveryday(source: MoneyAccount): boolean {
  if (source.kind !== 'bank') return true;
  return source.category === 'transaction';
}

/** The nominated source, when the player chose one and it is still open. */
function nominated(state: GameState): MoneyAccount | undefined {
  const chosen = moneyAccount(state, state.everyday.sourceId);
  return chosen && canPayEveryday(chosen) ? chosen : undefined;
}

/** The source that pays this week's everyday spending. */
export function everydaySource(state: GameState): MoneyAccount {
  return nominated(state) ?? defaultIncomingAccount(state);
}

/** True while the player's own choice is in force (not the default). */
export function isNominated(state: GameState): boolean {
  return nominated(state) !== undefined;
}

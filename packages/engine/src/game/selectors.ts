// Game-wide reads: the instance's header figures and the accounts that can pay.
import { appInstanceId } from '../apps/apps';
import type { AppName } from '../apps/app-names';
import { openAccounts } from '../banking/accounts';
import { netPositionCents } from '../progress/net-position';
import { balanceOf } from '../ledger/ledger';
import { publicId } from './ids';
import { moneyAccount, spendable } from './money-accounts';
import type { GameState, WeekPhase } from './state';

export interface GameView {
  currentWeek: number;
  totalWeeks: number;
  phase: WeekPhase;
  isGameComplete: boolean;
  netPositionCents: number;
  playerName: string;
}

export function selectGame(state: GameState): GameView {
  return {
    currentWeek: state.week,
    totalWeeks: state.totalWeeks,
    phase: state.phase,
    isGameComplete: state.isGameComplete,
    netPositionCents: netPositionCents(state),
    playerName: state.player.name,
  };
}

export { netPositionCents as selectNetPosition };

export interface PaymentSourceView {
  id: string;
  title: string;
  app: AppName;
  appInstanceId: string;
  accountType: string;
  balanceCents: number;
  /** Balance, or the card's available credit. */
  spendableCents: number;
}

/** Cash, transaction and savings accounts, and the card: what can pay a bill. */
export function selectPaymentSources(state: GameState): PaymentSourceView[] {
  const ids = [
    state.cashbox.accountId,
    ...openAccounts(state, 'transaction').map((a) => a.id),
    ...openAccounts(state, 'savings').map((a) => a.id),
    ...(state.creditCard.card ? [state.creditCard.card.id] : []),
  ];
  return ids.map((id) => {
    const source = moneyAccount(state, id)!;
    const app: AppName =
      source.kind === 'cash' ? 'Cashbox' : source.kind === 'card' ? 'Credit' : 'Banking';
    return {
      id: publicId(state, id),
      title: source.title,
      app,
      appInstanceId: appInstanceId(state, app),
      accountType:
        source.kind === 'cash'
          ? 'CashboxAccountInstance'
          : source.kind === 'card'
            ? 'CreditCardInstance'
            : source.account.kind,
      balanceCents: balanceOf(state.ledger, source.key),
      spendableCents: spendable(state, source),
    };
  });
}

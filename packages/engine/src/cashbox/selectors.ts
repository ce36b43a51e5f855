// My Cash: the cash box's balance (its statement comes from selectAccountStatement).
import { appInstanceId } from '../apps/apps';
import { publicId } from '../game/ids';
import { CASH_TITLE } from '../game/money-accounts';
import type { GameState } from '../game/state';
import { balanceOf, PLAYER_KEYS } from '../ledger/ledger';

export interface CashView {
  id: string;
  title: string;
  accountType: 'CashboxAccountInstance';
  appInstanceId: string;
  balanceCents: number;
}

export function selectCash(state: GameState): CashView {
  return {
    id: publicId(state, state.cashbox.accountId),
    title: CASH_TITLE,
    accountType: 'CashboxAccountInstance',
    appInstanceId: appInstanceId(state, 'Cashbox'),
    balanceCents: balanceOf(state.ledger, PLAYER_KEYS.cash),
  };
}

// My Cash: the cash box, the starting cash, and cash in the where-I'm-at report.
import { CASH_TITLE } from '../game/money-accounts';
import { defineModule } from '../game/module';
import { issueId, moveMoney, update } from '../game/tx';
import { balanceOf, PLAYER_KEYS, WORLD } from '../ledger/ledger';
import type { CashboxState } from './types';

export const cashboxModule = defineModule()({
  key: 'cashbox',
  initial: (): CashboxState => ({ accountId: 0 }),
  setup(tx) {
    const accountId = issueId(tx);
    update(tx, 'cashbox', () => ({ accountId }));
    const starting = tx.content.scenario.startingCashCents;
    moveMoney(tx, 'Starting cash', WORLD.opening, PLAYER_KEYS.cash, starting);
  },
  apps: { Cashbox: { updateCount: () => 0 } },
  reportRows: (state) => [
    {
      title: CASH_TITLE,
      category: 'Cashbox',
      balanceCents: balanceOf(state.ledger, PLAYER_KEYS.cash),
    },
  ],
  invariants(state) {
    const cash = balanceOf(state.ledger, PLAYER_KEYS.cash);
    return cash < 0 ? [`cash is negative: ${cash}`] : [];
  },
  ids: (state) => [state.cashbox.accountId],
});

// Everyday spending: groceries, fares and subscriptions that leave the source the player
// nominates at the end of each week (no bills, no late fees); a lender who covers a shortfall
// up to a limit, owed back; and subscriptions the player can cancel.
import { publicId } from '../game/ids';
import { command, defineModule } from '../game/module';
import { everydaySources } from '../game/money-accounts';
import { balanceOf, PLAYER_KEYS } from '../ledger/ledger';
import { cancelSubscription, repayLender, setEverydayAccount } from './commands';
import { owedToLender, spendTheWeek } from './spend';
import type { EverydayState, SubscriptionEnd } from './types';

/** The report's row for what the lender covered and is owed back. */
export const LENDER_ROW_TITLE = 'Borrowed for everyday spending';

type EverydayEvent =
  | { type: 'everydayAccountChosen'; accountId: string }
  | { type: 'subscriptionEnded'; spendingId: string; reason: SubscriptionEnd }
  | {
      type: 'everydayShort';
      spendingId: string;
      paidCents: number;
      borrowedCents: number;
      otherMoneyCents: number;
    }
  | { type: 'lenderRepaid'; fromAccountId: string; amountCents: number };

export const everydayModule = defineModule<EverydayEvent>()({
  key: 'everyday',
  initial: (): EverydayState => ({ sourceId: null, ended: {}, amountChanges: [], firstWeek: 1 }),
  commands: {
    setEverydayAccount: command(setEverydayAccount),
    cancelSubscription: command(cancelSubscription),
    repayLender: command(repayLender),
  },
  rejections: [
    'everyday/select-account',
    'everyday/not-found',
    'everyday/already-ended',
    'everyday/nothing-owed',
    'everyday/enter-amount',
    'everyday/more-than-owed',
    'everyday/insufficient-funds',
  ],
  endOfWeek: { spend: spendTheWeek },
  reportRows: (state) => {
    const owed = owedToLender(state);
    return owed === 0 ? [] : [{ title: LENDER_ROW_TITLE, category: 'Loans', balanceCents: -owed }];
  },
  invariants(state) {
    const lender = balanceOf(state.ledger, PLAYER_KEYS.lender);
    return lender > 0 ? [`the lender owes the player ${lender}`] : [];
  },
  random: [
    {
      weight: 2,
      next: (player, state) => ({
        type: 'setEverydayAccount',
        accountId: player.anyAccountId(state) ?? '',
      }),
    },
    {
      weight: 1,
      next: (player, _state, content) => ({
        type: 'cancelSubscription',
        spendingId:
          player.pick(content.scenario.everydaySpending.map((item) => item.id)) ?? 'nothing',
      }),
    },
    {
      weight: 3,
      next(player, state) {
        const owed = owedToLender(state);
        if (owed === 0 && !player.chance(0.1)) return undefined;
        const from = player.pick(everydaySources(state, false));
        return {
          type: 'repayLender',
          fromAccountId: from ? publicId(state, from.id) : null,
          amountCents: player.amount(owed),
        };
      },
    },
  ],
});

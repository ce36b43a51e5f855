import type {
  cancelSubscriptionBody,
  everydayAccountBody,
  EverydayResult,
  repayLenderBody,
} from '@mc/contract';
import { useGameCommand, useGameQuery, type GameBody } from '../../../lib/game-queries';

export const EVERYDAY_PATH = '/api/i/everyday';

/** GET /api/i/everyday: the week's spending, its source, subscriptions and what is owed. */
export const useEveryday = () => useGameQuery<EverydayResult>(EVERYDAY_PATH);

/** POST /api/i/everyday/account: cash, a transaction account or the card pays from now on. */
export const useSetEverydayAccount = () =>
  useGameCommand<GameBody<typeof everydayAccountBody>, EverydayResult>(`${EVERYDAY_PATH}/account`);

/** POST /api/i/everyday/cancel: a subscription renews no more. */
export const useCancelSubscription = () =>
  useGameCommand<GameBody<typeof cancelSubscriptionBody>, EverydayResult>(
    `${EVERYDAY_PATH}/cancel`,
  );

/** POST /api/i/everyday/repay: pay back whoever covered a shortfall. */
export const useRepayLender = () =>
  useGameCommand<GameBody<typeof repayLenderBody>, EverydayResult>(`${EVERYDAY_PATH}/repay`);

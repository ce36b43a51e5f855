import type { TransactionsResult } from '@mc/contract';
import { useGameQuery } from './game-queries';

/**
 * GET /api/i/transactions: an account's statement (Week, Description, Money, Balance per
 * transaction). Used by My Bank, My Cash and the investment screens.
 */
export function useStatement(appInstanceId: string | undefined, accountId: string | undefined) {
  return useGameQuery<TransactionsResult>(
    '/api/i/transactions',
    { GameAppInstanceID: appInstanceId, AccountInstanceID: accountId },
    { enabled: Boolean(accountId) },
  );
}

import type { BankAccountType } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';

// The bank's products for this game (GET /api/g/banking and /api/g/banking/investments, by the
// GameID kept in the session). They do not change during a game.

const productsKey = (path: string, gameId: string | undefined) => ['game', path, { gameId }];

function useProducts(path: string) {
  const gameId = readSession().GameID;
  return useQuery({
    queryKey: productsKey(path, gameId),
    queryFn: () => apiGet<BankAccountType[]>(path, { GameID: gameId }),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/g/banking: transaction and savings accounts on offer. */
export const useAccountTypes = () => useProducts('/api/g/banking');

/** GET /api/g/banking/investments: term deposits on offer. */
export const useInvestmentTypes = () => useProducts('/api/g/banking/investments');

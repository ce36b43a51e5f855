import type { CreditCardType } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';

const PATH = '/api/g/creditcards';

/** GET /api/g/creditcards: the cards on offer in this game (by the session's GameID). */
export function useCardTypes() {
  const gameId = readSession().GameID;
  return useQuery({
    queryKey: ['game', PATH, { gameId }],
    queryFn: () => apiGet<CreditCardType[]>(PATH, { GameID: gameId }),
    staleTime: 10 * 60_000,
  });
}

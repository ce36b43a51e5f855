import type { CreditCardType } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';

const PATH = '/api/g/creditcards';

/**
 * GET /api/g/creditcards: the cards on offer in this game. Asked by the player's game instance, so
 * each card says when this player cannot get one (Refusal: under 18); by GameID before a game.
 */
export function useCardTypes() {
  const { GameID: gameId, GameInstanceID: instanceId } = readSession();
  return useQuery({
    queryKey: ['game', PATH, { gameId, instanceId }],
    queryFn: () =>
      apiGet<CreditCardType[]>(
        PATH,
        instanceId ? { GameInstanceID: instanceId } : { GameID: gameId },
      ),
    staleTime: 10 * 60_000,
  });
}

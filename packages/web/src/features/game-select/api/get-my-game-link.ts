import { useQuery } from '@tanstack/react-query';
import { getMyGameLink, myGameLinkKey } from '../../../lib/my-game-link';

/** GET /api/m/gamelinks (token): the slots of game selection. */
export function useMyGameLink(gameLinkId: string | undefined, playerId: string | undefined) {
  return useQuery({
    queryKey: myGameLinkKey(gameLinkId, playerId),
    queryFn: () => getMyGameLink(gameLinkId ?? '', playerId),
    enabled: Boolean(gameLinkId),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { GameLinkPublic } from '@mc/contract';
import { apiGet } from '../../../lib/api-client';

export const getGameLink = (gameLinkId: string) =>
  apiGet<GameLinkPublic>('/api/m/gamelink', { GameLinkID: gameLinkId }, { auth: false });

export function useGameLink(gameLinkId: string | undefined) {
  return useQuery({
    queryKey: ['gamelink', gameLinkId],
    queryFn: () => getGameLink(gameLinkId ?? ''),
    enabled: Boolean(gameLinkId),
    retry: false,
    staleTime: 60_000,
  });
}

import type { communicationBody } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { gamePost, type GameBody } from '../../../lib/game-queries';

/**
 * Marks unread texts read one by one (POST /api/i/communication/read per message, spec part 1
 * section 4), then refreshes the game once so the thread list and the app badge catch up.
 * Each message is sent once, however often the thread re-renders.
 */
export function useReadMessages() {
  const client = useQueryClient();
  const sent = useRef(new Set<string>());
  const [error, setError] = useState<unknown>(null);
  const readAll = useCallback(
    async (ids: readonly string[]) => {
      const fresh = ids.filter((id) => !sent.current.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) sent.current.add(id);
      try {
        for (const id of fresh) {
          const body: GameBody<typeof communicationBody> = { CommunicationID: id };
          await gamePost('/api/i/communication/read', body);
        }
      } catch (failure) {
        setError(failure);
      }
      await client.invalidateQueries({ queryKey: ['game'] });
    },
    [client],
  );
  return { readAll, error };
}

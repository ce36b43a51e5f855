import { LIVE_ROW_EVENT, type ClassPlayerRow } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buildUrl } from '../../../lib/api-client';
import { mergeRow } from './class-rows';
import { teacherKeys } from './query-keys';
import { teacherToken } from '../../../lib/teacher-session';

/** 'connecting' until the stream opens, 'live' while it is open, 'reconnecting' after a drop. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

/**
 * Keeps the class's rows up to date from GET /api/t/links/{GameLinkID}/live: each 'player' event
 * is a row, put in place in the query cache. Every time the stream (re)opens the class is read
 * again, so a change made while it was down is not missed. Closed when the page goes.
 * EventSource cannot send a header: the token goes in the address, as the route allows.
 */
export function useLiveClass(gameLinkId: string): LiveState {
  const queryClient = useQueryClient();
  const [seen, setSeen] = useState<{ gameLinkId: string; state: LiveState } | null>(null);
  const canStream = typeof EventSource !== 'undefined' && Boolean(teacherToken());

  useEffect(() => {
    const token = teacherToken();
    if (!token || typeof EventSource === 'undefined') return;
    const setState = (state: LiveState) => setSeen({ gameLinkId, state });
    const key = teacherKeys.players(gameLinkId);
    const source = new EventSource(
      buildUrl(`/api/t/links/${encodeURIComponent(gameLinkId)}/live`, { access_token: token }),
    );
    source.onopen = () => {
      setState('live');
      // A change between the page's own read and the stream's start (or while it was down)
      // came with no event: the class is read again each time the stream opens.
      void queryClient.invalidateQueries({ queryKey: key });
    };
    source.onerror = () => {
      setState(source.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting');
    };
    source.addEventListener(LIVE_ROW_EVENT, (event) => {
      let row: ClassPlayerRow;
      try {
        row = JSON.parse((event as MessageEvent<string>).data) as ClassPlayerRow;
      } catch {
        return;
      }
      queryClient.setQueryData<ClassPlayerRow[]>(key, (rows) =>
        rows ? mergeRow(rows, row) : rows,
      );
    });
    return () => source.close();
  }, [gameLinkId, queryClient]);

  if (!canStream) return 'stopped';
  return seen?.gameLinkId === gameLinkId ? seen.state : 'connecting';
}

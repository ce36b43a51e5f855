import type { MentorMessage } from '@mc/contract';
import { useCallback, useRef, useState } from 'react';
import { readSession, updateSession } from '../../../lib/session';

// What the mentor has to say, one popup at a time: the week's messages (kept in the session at
// the start of the week), then help for an app opened for the first time or asked for.

export interface MentorEntry {
  id: number;
  messages: MentorMessage[];
  /** The week's messages: once read they are cleared, so a reload does not repeat them. */
  fromWeek: boolean;
}

function isMentorMessage(value: unknown): value is MentorMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MentorMessage).Body === 'string' &&
    typeof (value as MentorMessage).Title === 'string'
  );
}

function weekMessages(): MentorEntry[] {
  const stored = readSession().MentorMessages;
  const messages = Array.isArray(stored) ? stored.filter(isMentorMessage) : [];
  return messages.length > 0 ? [{ id: 0, messages, fromWeek: true }] : [];
}

export function useMentorQueue() {
  const [queue, setQueue] = useState<MentorEntry[]>(weekMessages);
  const nextId = useRef(1);
  const show = useCallback((messages: MentorMessage[]) => {
    if (messages.length === 0) return;
    const id = nextId.current++;
    setQueue((current) => [...current, { id, messages, fromWeek: false }]);
  }, []);
  const current = queue[0];
  const dismiss = () => {
    if (current?.fromWeek) updateSession({ MentorMessages: [] });
    setQueue((entries) => entries.slice(1));
  };
  return { current, show, dismiss };
}

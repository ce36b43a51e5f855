// Email folders, the text message threads and single messages, newest first.
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { renderCommunication, type CommunicationView } from './render';
import { channelOf, type EmailCategory } from './types';
import { refOf } from '../game/ids';

export function selectEmails(
  state: GameState,
  content: GameContent,
  category?: EmailCategory,
): CommunicationView[] {
  return state.communications.list
    .filter((c) => channelOf(c.type) === 'email')
    .map((c) => renderCommunication(state, content, c))
    .filter((v) => category === undefined || v.category === category)
    .reverse();
}

export function selectCommunication(
  state: GameState,
  content: GameContent,
  id: string,
): CommunicationView | null {
  const ref = refOf(state, id);
  const c = state.communications.list.find((item) => item.id === ref);
  return c ? renderCommunication(state, content, c) : null;
}

export interface TextThreadView {
  from: string;
  latestWeek: number;
  unreadCount: number;
  /** The start of the newest message, markup removed. */
  excerpt: string;
  /** Oldest first, as a conversation reads. */
  messages: CommunicationView[];
}

/** Text messages grouped by sender, the thread with the newest message first. */
export function selectTextThreads(state: GameState, content: GameContent): TextThreadView[] {
  const threads = new Map<string, CommunicationView[]>();
  for (const c of state.communications.list) {
    if (channelOf(c.type) !== 'text') continue;
    const view = renderCommunication(state, content, c);
    const list = threads.get(view.from) ?? [];
    list.push(view);
    threads.set(view.from, list);
  }
  const result: TextThreadView[] = [];
  for (const [from, messages] of threads) {
    const newest = messages[messages.length - 1]!;
    result.push({
      from,
      latestWeek: newest.week,
      unreadCount: messages.filter((m) => !m.isRead).length,
      excerpt: newest.content
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80),
      messages,
    });
  }
  return result.sort((a, b) => b.latestWeek - a.latestWeek);
}

// Email folders, the text message threads and single messages, newest first.
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { refOf } from '../game/ids';
import { ENGINE } from '../game/modules';
import { renderCommunication, type CommunicationView } from './render';
import { allCommunications, findCommunication } from './inbox';
import { channelOf, type EmailCategory } from './types';

const render = (
  state: GameState,
  content: GameContent,
  c: Parameters<typeof renderCommunication>[3],
) => renderCommunication(ENGINE.renderers, state, content, c);

export function selectEmails(
  state: GameState,
  content: GameContent,
  category?: EmailCategory,
): CommunicationView[] {
  return allCommunications(state)
    .filter((c) => channelOf(c.type) === 'email')
    .map((c) => render(state, content, c))
    .filter((v) => category === undefined || v.category === category)
    .reverse();
}

export function selectCommunication(
  state: GameState,
  content: GameContent,
  id: string,
): CommunicationView | null {
  const c = findCommunication(state, refOf(state, id));
  return c ? render(state, content, c) : null;
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
  for (const c of allCommunications(state)) {
    if (channelOf(c.type) !== 'text') continue;
    const view = render(state, content, c);
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

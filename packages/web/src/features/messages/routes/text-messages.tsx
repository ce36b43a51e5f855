import type { TextThread } from '@mc/contract';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { useGameApp } from '../../../lib/game-apps';
import { useTextThreads } from '../api/get-threads';
import { Avatar } from '../components/avatar';
import { FailurePopup } from '../../../components/failure-popup';
import { conversationUrl, MESSAGES_ACCENT } from '../components/format';
import { TypingDots } from '../components/typing-dots';
import { InboxEmpty } from '../../../components/inbox-empty';
import '../../../components/inbox.css';
import '../messages.css';

/** Text messages, one line per sender (/text-message); back goes to the dashboard. */
export function TextMessagesPage() {
  const app = useGameApp('Messages');
  const threads = useTextThreads(app.appId);
  const list = threads.data?.Threads ?? [];
  const loading = app.isPending || (Boolean(app.appId) && threads.isPending);
  return (
    <AppScreen title="Messages" accent={MESSAGES_ACCENT}>
      {loading ? (
        <TypingDots label="Loading your messages…" />
      ) : list.length === 0 ? (
        <InboxEmpty
          Icon={MessageCircle}
          hint="Texts from friends, family and businesses will show up here."
        />
      ) : (
        <ul className="list thread-list" aria-label="Conversations">
          {list.map((thread) => (
            <ThreadRow key={thread.From} thread={thread} />
          ))}
        </ul>
      )}
      <FailurePopup error={app.error ?? threads.error} />
    </AppScreen>
  );
}

function ThreadRow({ thread }: { thread: TextThread }) {
  const unread = thread.UnreadCount > 0;
  return (
    <li>
      <Link
        className={['list__item', 'thread-row', unread ? 'inbox-row--unread' : ''].join(' ')}
        to={conversationUrl(thread.From)}
      >
        <Avatar name={thread.From} />
        <span className="inbox-row__main">
          <span className="inbox-row__from thread-row__from">{thread.From}</span>
          <span className="inbox-row__excerpt">{thread.Excerpt}</span>
        </span>
        <span className="thread-row__side">
          <span className="inbox-row__week">Week {thread.LatestWeek}</span>
          {unread ? <span className="thread-row__count">{thread.UnreadCount} new</span> : null}
        </span>
      </Link>
    </li>
  );
}

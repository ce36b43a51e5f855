import { TIMINGS_MS, type Communication } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { useAnswerMessage, type OfferChoice } from '../api/answer-message';
import { useGameApp } from '../../../lib/game-apps';
import { useTextThreads } from '../api/get-threads';
import { useReadMessages } from '../api/read-messages';
import { Avatar } from '../components/avatar';
import { FailurePopup } from '../../../components/failure-popup';
import { MESSAGES_ACCENT, MESSAGES_HOME } from '../components/format';
import { MessageBubble } from '../components/message-bubble';
import { TypingDots } from '../components/typing-dots';
import '../../../components/inbox.css';
import '../messages.css';

interface WeekGroup {
  week: number;
  messages: Communication[];
}

/** Messages in week order, one group per week, oldest first (a stable sort keeps their order). */
export function groupByWeek(messages: readonly Communication[]): WeekGroup[] {
  const groups: WeekGroup[] = [];
  for (const message of [...messages].sort((a, b) => a.Week - b.Week)) {
    const last = groups[groups.length - 1];
    if (last && last.week === message.Week) last.messages.push(message);
    else groups.push({ week: message.Week, messages: [message] });
  }
  return groups;
}

interface Answer {
  id: string;
  choice: OfferChoice;
}

/** The conversation with one sender (/text-message/message?from=<sender>). */
export function ConversationPage() {
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const client = useQueryClient();
  const app = useGameApp('Messages');
  const threads = useTextThreads(app.appId);
  const thread = threads.data?.Threads.find((candidate) => candidate.From === from);
  const { readAll, error: readError } = useReadMessages();
  const answer = useAnswerMessage();
  // An answer sent but not yet shown: typing dots until the thread reloads 2 s later.
  const [waiting, setWaiting] = useState<Answer | null>(null);
  // What was unread on arrival keeps its 'New' label while the player is here.
  const [arrivedUnread, setArrivedUnread] = useState<ReadonlySet<string> | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const unreadIds = thread?.Messages.filter((m) => !m.IsRead).map((m) => m.ID) ?? [];
  if (thread && arrivedUnread === null) setArrivedUnread(new Set(unreadIds));
  const unreadKey = unreadIds.join(',');
  useEffect(() => {
    if (unreadKey) void readAll(unreadKey.split(','));
  }, [unreadKey, readAll]);

  useEffect(() => {
    if (!waiting) return;
    let reloaded = false;
    const timer = window.setTimeout(() => {
      reloaded = true;
      void client.invalidateQueries({ queryKey: ['game'] }).then(() => setWaiting(null));
    }, TIMINGS_MS.textThreadReload);
    return () => {
      window.clearTimeout(timer);
      // Leaving early still refreshes the game: the answer may have moved money.
      if (!reloaded) void client.invalidateQueries({ queryKey: ['game'] });
    };
  }, [waiting, client]);

  const messageCount = thread?.Messages.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messageCount, waiting]);

  const onAnswer = (message: Communication, choice: OfferChoice) => {
    answer.mutate(
      {
        ActionableInstanceID: message.ID,
        CommunicationsAppInstanceID: app.appId ?? null,
        GameAppInstanceID: message.ActionGameAppInstanceID ?? null,
        Choice: choice,
      },
      { onSuccess: () => setWaiting({ id: message.ID, choice }) },
    );
  };

  const loading = app.isPending || (Boolean(app.appId) && threads.isPending);
  const sending = answer.isPending ? (answer.variables?.ActionableInstanceID ?? null) : null;
  return (
    <AppScreen
      title={from || 'Messages'}
      backTo={MESSAGES_HOME}
      backLabel="Messages"
      accent={MESSAGES_ACCENT}
    >
      {loading ? (
        <TypingDots label="Loading your messages…" />
      ) : !thread ? (
        <div className="empty-state">
          <p className="inbox-empty__title">No Messages Received</p>
          <p>
            There are no texts from {from || 'this sender'} yet.{' '}
            <Link to={MESSAGES_HOME}>See all your messages</Link>
          </p>
        </div>
      ) : (
        <div className="conversation">
          <p className="conversation__contact">
            <Avatar name={thread.From} size={56} />
            <span className="conversation__name">{thread.From}</span>
          </p>
          {groupByWeek(thread.Messages).map((group) => (
            <section
              key={group.week}
              className="conversation__week"
              aria-labelledby={`week-${group.week}`}
            >
              <h2 id={`week-${group.week}`} className="conversation__divider">
                <span>Week {group.week}</span>
              </h2>
              <ol className="conversation__messages">
                {group.messages.map((message) => (
                  <MessageBubble
                    key={message.ID}
                    message={message}
                    isNew={arrivedUnread?.has(message.ID) ?? false}
                    answered={waiting?.id === message.ID ? waiting.choice : null}
                    sending={sending === message.ID ? (answer.variables?.Choice ?? null) : null}
                    disabled={answer.isPending || waiting !== null}
                    onAnswer={(choice) => onAnswer(message, choice)}
                  />
                ))}
              </ol>
            </section>
          ))}
          {waiting ? <TypingDots label={`${thread.From} is typing…`} /> : null}
          <div ref={endRef} />
        </div>
      )}
      <FailurePopup error={app.error ?? threads.error ?? answer.error ?? readError} />
    </AppScreen>
  );
}

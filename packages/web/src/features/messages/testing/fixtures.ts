import type { Communication, GameAppsResult, TextThread } from '@mc/contract';
import { appInstance, gameApps } from '../../../lib/testing/app-fixtures';
import { updateSession } from '../../../lib/session';

// Test data for the Messages screens, shaped as the API sends it.

export const MESSAGES_APP_ID = 'app-messages';

export function signIn(): void {
  updateSession({ Token: 'token-1', GameInstanceID: '5d1b6c1e-7c55-4a7e-9d59-3a8d2f0c9b10' });
}

export const apps: GameAppsResult = gameApps({ CurrentWeek: 5, NetPosition: 500 }, [
  appInstance('Messages', { ID: MESSAGES_APP_ID }),
]);

export function text(overrides: Partial<Communication> = {}): Communication {
  return {
    ID: 'text-1',
    CommunicationType: 'TextMessageInstance',
    Category: null,
    IsRead: true,
    From: 'Mum',
    Subject: '',
    Content: '<p>Dinner at 6.</p>',
    Amount: 0,
    Fees: 0,
    TargetItemInstanceID: null,
    ActionGameAppInstanceID: null,
    ActionItemInstanceID: null,
    IsActionable: false,
    Actioned: false,
    Accepted: false,
    Cancelled: false,
    Week: 2,
    Tag: '',
    Outcome: null,
    RedFlags: [],
    Bill: null,
    PaySlip: null,
    Statement: null,
    ...overrides,
  };
}

export function thread(messages: Communication[]): TextThread {
  const newest = messages[messages.length - 1]!;
  return {
    From: newest.From,
    LatestWeek: newest.Week,
    UnreadCount: messages.filter((m) => !m.IsRead).length,
    Excerpt: newest.Content.replace(/<[^>]*>/g, ''),
    Messages: messages,
  };
}

import type { RouteObject } from 'react-router';

// Messages (spec part 1 section 2), under /app/dashboard: the list of conversations and one
// conversation (?from=<sender>).

export const routes: RouteObject[] = [
  {
    path: 'text-message',
    lazy: async () => ({ Component: (await import('./routes/text-messages')).TextMessagesPage }),
  },
  {
    path: 'text-message/message',
    lazy: async () => ({ Component: (await import('./routes/conversation')).ConversationPage }),
  },
];

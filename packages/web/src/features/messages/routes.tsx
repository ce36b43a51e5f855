import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// Messages (spec part 1 section 2), under /app/dashboard: the list of conversations and one
// conversation (?from=<sender>).

export const routes: RouteObject[] = [
  lazyScreen('text-message', () => import('./routes/text-messages'), 'TextMessagesPage'),
  lazyScreen('text-message/message', () => import('./routes/conversation'), 'ConversationPage'),
];

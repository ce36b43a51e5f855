export const MESSAGES_ACCENT = '#15803d';
export const MESSAGES_HOME = '/app/dashboard/text-message';

/** The conversation with one sender. */
export const conversationUrl = (from: string): string =>
  `${MESSAGES_HOME}/message?from=${encodeURIComponent(from)}`;

import { NEWS_MESSAGES } from '@mc/contract';
import { ApiFailure } from '../../../lib/api-client';

/** The server's answer for a week without an article: a state to show, not a failure. */
export const isNoArticle = (error: unknown) =>
  error instanceof ApiFailure && error.messages.includes(NEWS_MESSAGES.noArticle);

import { AUTH_MESSAGES, type resetPasswordBody } from '@mc/contract';
import type { z } from 'zod';
import { ApiFailure, apiPost } from '../../../lib/api-client';

/** The user and the e-mailed code, with the new password twice. */
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** POST /api/Account/ResetPassword (no token): sets a new password with the e-mailed code. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiPost<unknown>('/api/Account/ResetPassword', body, { auth: false });

function serverMessages(error: ApiFailure): string[] {
  const body = error.body as { Messages?: unknown } | null | undefined;
  return Array.isArray(body?.Messages) ? body.Messages.filter((m) => typeof m === 'string') : [];
}

/**
 * What to tell the player when the reset is refused (spec part 1 section 5): a used or expired
 * link in plain words, otherwise the server's first message, otherwise 'Password reset failed'.
 */
export function resetFailureMessage(error: unknown): string {
  if (!(error instanceof ApiFailure)) return AUTH_MESSAGES.resetFailed;
  if (error.status === 0) return error.message;
  const messages = serverMessages(error);
  if (messages.includes(AUTH_MESSAGES.invalidToken)) return AUTH_MESSAGES.resetLinkUsed;
  return messages[0] ?? AUTH_MESSAGES.resetFailed;
}

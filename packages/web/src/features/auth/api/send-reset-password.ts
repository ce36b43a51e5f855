import type { sendResetBody } from '@mc/contract';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

export type SendResetBody = z.infer<typeof sendResetBody>;

/** POST /api/Account/sendresetpassword (no token): e-mails a password-reset link. */
export function sendResetPassword(email: string, gameLinkId: string) {
  const body: SendResetBody = { UserName: email.trim(), GameLinkID: gameLinkId };
  return apiPost<unknown>('/api/Account/sendresetpassword', body, { auth: false });
}

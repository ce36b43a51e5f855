import type { sendResetBody } from '@mc/contract';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

/** POST /api/Account/sendresetpassword (no token): e-mails the teacher a link to set a password. */
export function sendTeacherReset(email: string) {
  const body: z.infer<typeof sendResetBody> = { UserName: email.trim() };
  return apiPost<unknown>('/api/Account/sendresetpassword', body, { auth: false });
}

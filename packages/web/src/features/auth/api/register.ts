import type { registrationBody } from '@mc/contract';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

/** The registration form's fields and the game link it joins. */
export type RegisterBody = z.infer<typeof registrationBody>;

/** POST /api/Account/Register (no token). */
export const register = (body: RegisterBody) =>
  apiPost<unknown>('/api/Account/Register', body, { auth: false });

import type { RegistrationInput } from '@mc/contract';
import { apiPost } from '../../../lib/api-client';

export interface RegisterBody extends RegistrationInput {
  GameLinkID: string;
}

/** POST /api/Account/Register (no token). */
export const register = (body: RegisterBody) =>
  apiPost<unknown>('/api/Account/Register', body, { auth: false });

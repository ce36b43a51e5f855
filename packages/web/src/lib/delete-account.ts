import type { DeleteAccountBody } from '@mc/contract';
import { apiPost } from './api-client';

// POST /api/Account/delete: the signed-in account and everything it played go at once (decision
// 030), confirmed by the password, or by the word DELETE for an account without one. The token
// stops working with the answer.

export const deleteAccount = (body: DeleteAccountBody) =>
  apiPost<null>('/api/Account/delete', body);

/** The public page a deleted account lands on (the game's router hands it to the public one). */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

import type { JoinCodeResult } from '@mc/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/m/joincode (no token): the class a code leads to. */
export const findClassByCode = (code: string) =>
  apiGet<JoinCodeResult>('/api/m/joincode', { Code: code }, { auth: false });

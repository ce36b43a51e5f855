import type { AppName, EndWeekResult } from '@mc/contract';
import { ApiFailure } from '../../../lib/api-client';
import { gamePost } from '../../../lib/game-queries';

export type EndWeekOutcome =
  { ok: true; result: EndWeekResult } | { ok: false; message: string; blockedApp: AppName | null };

function blockedAppOf(error: ApiFailure): AppName | null {
  const results = (error.body as { Results?: Partial<EndWeekResult> | null } | undefined)?.Results;
  return results?.BlockedApp ?? null;
}

/**
 * POST /api/i/games/endweek. A refusal (Success false: no bank account in week 1, a required quiz
 * not done) is an outcome to show, not an error: it carries the message and the app to block.
 */
export async function endWeek(): Promise<EndWeekOutcome> {
  try {
    return { ok: true, result: await gamePost<EndWeekResult>('/api/i/games/endweek') };
  } catch (error) {
    if (error instanceof ApiFailure) {
      return { ok: false, message: error.message, blockedApp: blockedAppOf(error) };
    }
    throw error;
  }
}

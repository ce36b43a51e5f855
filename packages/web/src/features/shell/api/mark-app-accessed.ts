import type { markAppAccessedBody } from '@mc/contract';
import { gamePost, type GameBody } from '../../../lib/game-queries';

/** POST /api/i/gameappinstances: the app has been opened, so its help is not shown again. */
export function markAppAccessed(appInstanceId: string) {
  const body: GameBody<typeof markAppAccessedBody> = { AppInstanceID: appInstanceId };
  return gamePost<unknown>('/api/i/gameappinstances', body);
}

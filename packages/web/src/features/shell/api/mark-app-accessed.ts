import { gamePost } from '../../../lib/game-queries';

/** POST /api/i/gameappinstances: the app has been opened, so its help is not shown again. */
export const markAppAccessed = (appInstanceId: string) =>
  gamePost<unknown>('/api/i/gameappinstances', { AppInstanceID: appInstanceId });

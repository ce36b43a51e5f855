// The dashboard's view of the apps: flags, update counts and the idle or block state.
import { channelOf } from '../communications/types';
import { minimumRemainingCents } from '../credit-card/card';
import { END_WEEK_CHECKS } from '../end-of-week/checks';
import type { GameContent } from '../game/content';
import { publicId } from '../game/ids';
import type { GameState } from '../game/state';
import { APP_DISPLAY_NAMES, gameAppId, type AppName } from './app-names';

export interface AppView {
  id: string;
  gameAppId: number;
  name: AppName;
  displayName: string;
  priority: number;
  isDisabled: boolean;
  hasBeenAccessed: boolean;
  hasUpdate: boolean;
  updateCount: number;
  state: 'idle' | 'block';
}

function updateCount(state: GameState, app: AppName): number {
  switch (app) {
    case 'Email':
      return state.communications.list.filter((c) => channelOf(c.type) === 'email' && !c.isRead)
        .length;
    case 'Messages':
      return state.communications.list.filter((c) => channelOf(c.type) === 'text' && !c.isRead)
        .length;
    case 'Credit':
      return minimumRemainingCents(state) > 0 ? 1 : 0;
    default:
      return 0;
  }
}

/**
 * An app shows blocked while one of the end-of-week checks that names it fails: Banking in week 1
 * until a transaction account is open. Derived, not stored, so it clears itself once fixed.
 */
function blockedApps(state: GameState, content: GameContent): Set<AppName> {
  const blocked = new Set<AppName>();
  if (state.phase !== 'playing') return blocked;
  for (const check of END_WEEK_CHECKS) if (check.failure(state, content)) blocked.add(check.app);
  return blocked;
}

export function selectApps(state: GameState, content: GameContent): AppView[] {
  const blocked = blockedApps(state, content);
  return state.apps.list.map((instance) => {
    const count = instance.isDisabled ? 0 : updateCount(state, instance.app);
    return {
      id: publicId(state, instance.id),
      gameAppId: gameAppId(instance.app),
      name: instance.app,
      displayName: APP_DISPLAY_NAMES[instance.app],
      priority: gameAppId(instance.app),
      isDisabled: instance.isDisabled,
      hasBeenAccessed: instance.hasBeenAccessed,
      hasUpdate: count > 0,
      updateCount: count,
      state: blocked.has(instance.app) ? 'block' : 'idle',
    };
  });
}

/** The UUID of an app's instance. */
export function appInstanceId(state: GameState, app: AppName): string {
  const instance = state.apps.list.find((a) => a.app === app);
  return instance ? publicId(state, instance.id) : '';
}

// The dashboard's view of the apps: flags, update counts and the idle or block state, each from
// the module that drives the app.
import type { Engine } from '../game/module';
import type { AppView } from './types';

export type { AppView } from './types';
import type { GameContent } from '../game/content';
import { publicId } from '../game/ids';
import type { GameState } from '../game/state';
import { APP_DISPLAY_NAMES, gameAppId, type AppName } from './app-names';

/**
 * An app shows blocked while one of the end-of-week checks that names it fails: Banking in week 1
 * until a transaction account is open. Derived, not stored, so it clears itself once fixed.
 */
function blockedApps(engine: Engine, state: GameState, content: GameContent): Set<AppName> {
  const blocked = new Set<AppName>();
  if (state.phase !== 'playing') return blocked;
  for (const check of engine.endWeekChecks)
    if (check.failure(state, content) && (check.blocksApp?.(state, content) ?? true))
      blocked.add(check.app);
  return blocked;
}

export function selectAppsWith(engine: Engine, state: GameState, content: GameContent): AppView[] {
  const blocked = blockedApps(engine, state, content);
  return state.apps.list.map((instance) => {
    const icon = engine.icons.get(instance.app);
    // createGame refuses a scenario that enables an app no module drives.
    const count = instance.isDisabled || !icon ? 0 : icon.updateCount(state, content);
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

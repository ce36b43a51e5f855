// The app shell: twelve app instances with their flags, and the command marking one accessed.
import { publicId, refOf } from '../game/ids';
import type { GameState } from '../game/state';
import { reject, type Rejection } from '../game/result';
import { emit, issueId, update, type Tx } from '../game/tx';
import { APP_NAMES, type AppName } from './app-names';
import type { AppInstance } from './types';

export function createApps(tx: Tx, disabled: readonly AppName[]): void {
  const off = new Set(disabled);
  const list: AppInstance[] = APP_NAMES.map((app) => ({
    id: issueId(tx),
    app,
    hasBeenAccessed: false,
    isDisabled: off.has(app),
  }));
  update(tx, 'apps', () => ({ list }));
}

export function markAppAccessed(
  tx: Tx,
  { appInstanceId }: { appInstanceId: string },
): Rejection | void {
  const id = refOf(tx.state, appInstanceId);
  const instance = tx.state.apps.list.find((a) => a.id === id);
  if (!instance) return reject('apps/not-found', 'App not found.');
  if (!instance.hasBeenAccessed) {
    update(tx, 'apps', (slice) => ({
      list: slice.list.map((a) => (a.id === id ? { ...a, hasBeenAccessed: true } : a)),
    }));
  }
  emit(tx, { type: 'appAccessed', appInstanceId });
}

/** The UUID of an app's instance. */
export function appInstanceId(state: GameState, app: AppName): string {
  const instance = state.apps.list.find((a) => a.app === app);
  return instance ? publicId(state, instance.id) : '';
}

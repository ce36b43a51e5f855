// The app shell slice: one instance per dashboard app.
import type { AppName } from './app-names';

export interface AppInstance {
  id: number;
  app: AppName;
  hasBeenAccessed: boolean;
  isDisabled: boolean;
}

export interface AppsState {
  list: AppInstance[];
}

/** An app on the dashboard, as the engine reads it (apps/selectors.ts). */
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

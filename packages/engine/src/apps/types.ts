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

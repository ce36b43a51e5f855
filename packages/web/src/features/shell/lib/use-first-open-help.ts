import type { AppInstance, MentorMessage } from '@mc/contract';
import { useEffect, useRef } from 'react';
import { getHelpMessages } from '../api/get-help-messages';
import { markAppAccessed } from '../api/mark-app-accessed';
import { appAtPath } from './app-looks';

/**
 * "Opening an app for the first time (not yet accessed) fetches its help messages, shows the
 * mentor popup and marks the app as viewed" (spec part 2 section 2). The shell watches the
 * location, so every app gets this without code of its own.
 */
export function useFirstOpenHelp(
  apps: readonly AppInstance[] | undefined,
  pathname: string,
  show: (messages: MentorMessage[]) => void,
  onAccessed: () => void,
): void {
  const handled = useRef(new Set<string>());
  const app = apps ? appAtPath(apps, pathname) : undefined;
  const firstVisit = app && !app.HasBeenAccessed && !app.IsDisabled ? app : undefined;
  useEffect(() => {
    if (!firstVisit || handled.current.has(firstVisit.ID)) return;
    handled.current.add(firstVisit.ID);
    // Help that fails to load must not stop the app: the app is still marked as seen.
    const help = getHelpMessages(firstVisit.GameAppID).then(show, () => undefined);
    const mark = markAppAccessed(firstVisit.ID).then(onAccessed, () => undefined);
    void Promise.all([help, mark]);
  }, [firstVisit, show, onAccessed]);
}

import type { AppInstance } from '@mc/contract';
import { MessageDialog } from '../../../components/dialog';

/** 'My Bank, My Cash and Email': the apps a player can open now, in the home screen's order. */
function listOfNames(apps: readonly AppInstance[]): string {
  const names = [...apps].sort((a, b) => a.Priority - b.Priority).map((app) => app.DisplayName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The answer to tapping an app that is not built yet: it is coming in a later version of the
 * game, and which apps work now. Okay or Escape closes it, and focus goes back to the icon.
 */
export function ComingLaterDialog({
  app,
  apps,
  onClose,
}: {
  /** The app tapped; null while closed. */
  app: AppInstance | null;
  apps: readonly AppInstance[];
  onClose: () => void;
}) {
  const working = apps.filter((candidate) => !candidate.IsDisabled);
  return (
    <MessageDialog
      open={app !== null}
      title={app ? `${app.DisplayName} is coming later` : undefined}
      onClose={onClose}
    >
      {app ? (
        <>
          <p>
            We&apos;re still building {app.DisplayName}, so it isn&apos;t in the game yet. It will
            open in a later version of Money Challenge.
          </p>
          {working.length > 0 ? <p>For now you can use {listOfNames(working)}.</p> : null}
        </>
      ) : null}
    </MessageDialog>
  );
}

import { LIMITS, type AppInstance } from '@mc/contract';
import { useMemo } from 'react';
import { Dialog } from '../../../components/dialog';
import { LoadingState } from '../../../components/loading-state';
import { PagedChoices } from './paged-choices';

interface HelpPopupProps {
  open: boolean;
  apps: readonly AppInstance[];
  /** True while the chosen app's help loads. */
  loading: boolean;
  onChoose: (app: AppInstance) => void;
  onClose: () => void;
}

/**
 * 'What can I help you with?': the apps a player can open, by name, 6 a page; one opens its help
 * from the mentor. Apps not built yet have no help to give, so they are not offered.
 */
export function HelpPopup({ open, apps, loading, onChoose, onClose }: HelpPopupProps) {
  const sorted = useMemo(
    () =>
      apps
        .filter((app) => !app.IsDisabled)
        .sort((a, b) => a.DisplayName.localeCompare(b.DisplayName, 'en-AU')),
    [apps],
  );
  return (
    <Dialog
      open={open}
      title="What can I help you with?"
      onClose={onClose}
      className="topics-dialog"
      actions={
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>Choose an app and your mentor will show you how it works.</p>
      {loading ? (
        <LoadingState label="Finding your help…" />
      ) : (
        <PagedChoices
          label="Help topics"
          pageSize={LIMITS.helpPageSize}
          choices={sorted.map((app) => ({ key: app.ID, label: app.DisplayName }))}
          onChoose={(key) => {
            const app = sorted.find((candidate) => candidate.ID === key);
            if (app) onChoose(app);
          }}
        />
      )}
    </Dialog>
  );
}

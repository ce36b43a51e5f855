import type { AppInstance } from '@mc/contract';
import { ChartPie, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { useGameApps } from '../../../lib/game-apps';
import { readSession } from '../../../lib/session';
import { useLayout } from '../../../lib/use-layout';
import { AppIcon } from '../components/app-icon';
import { ComingLaterDialog } from '../components/coming-later-dialog';
import { arrangeApps } from '../lib/app-looks';
import { FormFailure } from '../../../components/form-parts';

/** A row of app icons (the grid, the dock), each opening its app. */
function AppList({
  className,
  label,
  apps,
  onUnavailable,
}: {
  className: string;
  label: string;
  apps: readonly AppInstance[];
  onUnavailable: (app: AppInstance) => void;
}) {
  return (
    <ul className={className} aria-label={label}>
      {apps.map((app) => (
        <li key={app.ID}>
          <AppIcon app={app} onUnavailable={onUnavailable} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /app/dashboard and /app/dashboard/view: the phone's home screen. Apps in priority order; on a
 * phone the first three (mobile order) sit in the dock at the bottom (spec part 1 section 2).
 */
export function HomeScreen() {
  const apps = useGameApps();
  const layout = useLayout();
  const name = apps.data?.PlayerName ?? readSession().PlayerName;
  // The app not built yet that the player just tapped: a dialog says it is coming later.
  const [comingLater, setComingLater] = useState<AppInstance | null>(null);
  return (
    <section className="home" aria-labelledby="home-title">
      <div className="home__top">
        <h1 id="home-title" className="home__title" tabIndex={-1}>
          {name ? `Hi ${name}` : 'Your apps'}
        </h1>
        {apps.data ? (
          <p className="home__lead">
            {apps.data.IsGameComplete
              ? 'You finished the game. Great effort!'
              : `Week ${apps.data.CurrentWeek}: what's your next money move?`}
          </p>
        ) : null}
      </div>
      {layout === 'mobile' ? (
        <Link className="home__where" to="/app/dashboard/where-im-at">
          <ChartPie aria-hidden="true" size={22} />
          <span>Where I&apos;m at</span>
          <ChevronRight aria-hidden="true" size={20} className="home__where-chevron" />
        </Link>
      ) : null}
      {apps.isPending ? <LoadingState label="Loading your apps…" /> : null}
      {apps.isError ? <FormFailure message={apps.error.message} /> : null}
      {apps.data ? (
        <AppLists apps={apps.data.Apps} layout={layout} onUnavailable={setComingLater} />
      ) : null}
      <ComingLaterDialog
        app={comingLater}
        apps={apps.data?.Apps ?? []}
        onClose={() => setComingLater(null)}
      />
    </section>
  );
}

function AppLists({
  apps,
  layout,
  onUnavailable,
}: {
  apps: Parameters<typeof arrangeApps>[0];
  layout: 'desktop' | 'mobile';
  onUnavailable: (app: AppInstance) => void;
}) {
  const { grid, dock } = arrangeApps(apps, layout);
  return (
    <>
      <AppList className="app-grid" label="Apps" apps={grid} onUnavailable={onUnavailable} />
      {dock.length > 0 ? (
        <AppList className="app-dock" label="Dock" apps={dock} onUnavailable={onUnavailable} />
      ) : null}
    </>
  );
}

import { House } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useFocusHeadingOnNavigate } from '../../../lib/focus-heading';
import { useGameApps } from '../../../lib/game-apps';
import { useLayout } from '../../../lib/use-layout';
import { useScrollToTopOnNavigate } from '../../../lib/scroll-to-top';
import { WhereImAtPanel } from '../components/where-im-at-panel';

export interface DashboardLocationState {
  /** Open the where-I'm-at panel (desktop) on arrival. */
  whereImAt?: boolean;
  /** Arrived from the last week's summary: the game is over. */
  gameComplete?: boolean;
}

/**
 * /app/dashboard: the phone. On a desktop it sits on the left with the where-I'm-at panel on the
 * right; on a phone it fills the screen and where-I'm-at is a page of its own.
 */
export function DashboardLayout() {
  const layout = useLayout();
  const phone = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(phone);
  useScrollToTopOnNavigate(phone);
  const location = useLocation();
  const state = (location.state ?? {}) as DashboardLocationState;
  const apps = useGameApps();
  const [panelOpen, setPanelOpen] = useState(true);
  // Arriving with { whereImAt: true } opens the panel, once per arrival.
  const [openedFor, setOpenedFor] = useState<string>();
  if (state.whereImAt && openedFor !== location.key) {
    setOpenedFor(location.key);
    setPanelOpen(true);
  }
  const gameComplete = Boolean(apps.data?.IsGameComplete || state.gameComplete);

  if (layout === 'mobile') {
    return (
      <main ref={phone} className="phone phone--full">
        <div className="phone__screen">
          <Outlet />
        </div>
      </main>
    );
  }
  return (
    <div className="dashboard">
      <main ref={phone} className="phone" aria-label="Your phone">
        <div className="phone__screen">
          <Outlet />
        </div>
        <Link className="phone__home" to="/app/dashboard" aria-label="Home screen">
          <House aria-hidden="true" size={20} />
        </Link>
      </main>
      <WhereImAtPanel
        open={panelOpen}
        onToggle={() => setPanelOpen(!panelOpen)}
        gameComplete={gameComplete}
      />
    </div>
  );
}

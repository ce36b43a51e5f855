import { Navigate, useLocation } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { useGameApps } from '../../../lib/game-apps';
import { useLayout } from '../../../lib/use-layout';
import { GameCompleteNote, LeaderboardLink } from '../components/where-im-at-panel';
import { WhereImAtReport } from '../components/where-im-at-report';
import type { DashboardLocationState } from './dashboard-layout';

/**
 * /app/dashboard/where-im-at: the full-screen progress report on a phone. On a desktop the
 * report is the panel beside the phone, so this address opens the panel instead.
 */
export function WhereImAtPage() {
  const layout = useLayout();
  const location = useLocation();
  const state = (location.state ?? {}) as DashboardLocationState;
  const apps = useGameApps();
  const gameComplete = Boolean(apps.data?.IsGameComplete || state.gameComplete);
  if (layout === 'desktop') {
    return <Navigate to="/app/dashboard" replace state={{ ...state, whereImAt: true }} />;
  }
  return (
    <AppScreen title="Where I'm at" accent="#0f766e" saysGameOver>
      {gameComplete ? <GameCompleteNote /> : null}
      <WhereImAtReport headingLevel={2} layout={layout} idPrefix="where-page" />
      {gameComplete ? null : <LeaderboardLink />}
    </AppScreen>
  );
}

import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { GameFrame } from '../../../components/game-frame';
import { SaveAndExit } from '../../../components/save-and-exit';
import { useGameApps } from '../../../lib/game-apps';
import { readSession } from '../../../lib/session';
import { END_OF_WEEK_SUMMARY } from '../../../lib/week-stage';
import '../../../components/quiz-screen.css';
import '../end-of-week.css';

/** Where the server's WeekStage sends a player who is on the wrong end-of-week screen. */
function misplaced(stage: string, pathname: string): string | null {
  // The week is under way (it started here or on another device): only the start screen, which
  // shows the new week before the dashboard, belongs to it.
  if (stage === 'playing' && !pathname.endsWith('/start')) return '/app/dashboard';
  // The question is answered or skipped: nothing is left to generate or answer.
  if (stage === 'summary' && /\/(end|question)$/.test(pathname)) return END_OF_WEEK_SUMMARY;
  return null;
}

/**
 * The end of the week in a calm full-screen frame, with the week in the header as the server
 * says it is: the week that ended until the next one starts.
 */
export function EndOfWeekLayout() {
  // Read once: the session is what the player arrived with.
  const [signedIn] = useState(() => {
    const { Token, GameInstanceID } = readSession();
    return Boolean(Token && GameInstanceID);
  });
  const apps = useGameApps({ enabled: signedIn });
  const { pathname } = useLocation();
  if (!signedIn) return <Navigate to="/timeout" replace />;
  // Only a reading made since this frame opened decides: a cached one may be a week old.
  const elsewhere =
    apps.data && apps.isFetchedAfterMount ? misplaced(apps.data.WeekStage, pathname) : null;
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  const week = apps.data?.CurrentWeek;
  const total = apps.data?.TotalWeeks;
  return (
    <GameFrame
      bar={
        <span className="eow__tools">
          {week ? (
            <span className="eow__week">
              Week {week}
              {total ? <span className="eow__of"> of {total}</span> : null}
            </span>
          ) : null}
          <SaveAndExit />
        </span>
      }
    >
      <Outlet />
    </GameFrame>
  );
}

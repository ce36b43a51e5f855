import { useRef, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Logo } from '../../../components/logo';
import { useFocusHeadingOnNavigate } from '../../../lib/focus-heading';
import { useGameApps } from '../../../lib/game-apps';
import { readSession } from '../../../lib/session';
import '../end-of-week.css';

export interface EndOfWeekContext {
  showWeek: (week: number) => void;
}

/**
 * The end of the week in a calm full-screen frame, with the week being finished in the header.
 * The week comes from the session (set when the week started), so it stays the finished week.
 */
export function EndOfWeekLayout() {
  const { Token, GameInstanceID, GameCurrentWeek } = readSession();
  // The start screen moves this on to the new week once it has begun.
  const [shownWeek, setShownWeek] = useState(GameCurrentWeek);
  const signedIn = Boolean(Token && GameInstanceID);
  const apps = useGameApps({ enabled: signedIn });
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(main);
  if (!signedIn) return <Navigate to="/timeout" replace />;
  const week = shownWeek ?? apps.data?.CurrentWeek;
  const context: EndOfWeekContext = { showWeek: setShownWeek };
  const total = apps.data?.TotalWeeks;
  return (
    <div className="eow">
      <header className="eow__bar">
        <span className="eow__brand">
          <Logo size={32} />
          <span>Money Challenge</span>
        </span>
        {week ? (
          <span className="eow__week">
            Week {week}
            {total ? <span className="eow__of"> of {total}</span> : null}
          </span>
        ) : null}
      </header>
      <main ref={main} className="eow__main">
        <div className="eow__card">
          <Outlet context={context} />
        </div>
      </main>
    </div>
  );
}

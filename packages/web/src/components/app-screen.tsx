import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AppScreenProps {
  title: string;
  /** Where back goes; the dashboard unless the screen says otherwise. */
  backTo?: string;
  backLabel?: string;
  /** The app's colour for the title bar. */
  accent?: string;
  /** The one main action, pinned to the bottom on a phone. */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of every screen inside an app: a title bar with back, then the content. */
export function AppScreen({
  title,
  backTo = '/app/dashboard',
  backLabel = 'Back',
  accent,
  action,
  children,
}: AppScreenProps) {
  return (
    <section
      className="app-screen"
      aria-labelledby="app-screen-title"
      style={accent ? ({ '--app-accent': accent } as React.CSSProperties) : undefined}
    >
      <header className="app-screen__bar">
        <Link className="app-screen__back" to={backTo} aria-label={backLabel}>
          <ChevronLeft aria-hidden="true" size={24} />
          <span className="app-screen__back-text">{backLabel}</span>
        </Link>
        <h1 id="app-screen-title" className="app-screen__title">
          {title}
        </h1>
      </header>
      <div className="app-screen__body">{children}</div>
      {action ? <div className="app-screen__action">{action}</div> : null}
    </section>
  );
}

import { ChevronLeft, Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GAME_OVER_NOTE, useGameOver } from '../lib/game-over';
import './app-screen.css';

interface AppScreenProps {
  title: string;
  /** Where back goes; the dashboard unless the screen says otherwise. */
  backTo?: string;
  backLabel?: string;
  /** The app's colour for the title bar. */
  accent?: string;
  /** The one main action, pinned to the bottom on a phone; not offered once the game is over. */
  action?: ReactNode;
  /** Whether the screen says the game is over itself (the final results do). */
  saysGameOver?: boolean;
  children: ReactNode;
}

/** A title longer than this (a sender's full name) is set smaller, so it fits two lines. */
const LONG_TITLE = 22;

/**
 * The frame of every screen inside an app: a title bar with back, then the content. Once the game
 * is over every app is read-only: a calm note says so and the main action is not offered.
 */
export function AppScreen({
  title,
  backTo = '/app/dashboard',
  backLabel = 'Back',
  accent,
  action,
  saysGameOver = false,
  children,
}: AppScreenProps) {
  const gameOver = useGameOver();
  const shownAction = gameOver ? undefined : action;
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
        <h1
          id="app-screen-title"
          className={
            title.length > LONG_TITLE
              ? 'app-screen__title app-screen__title--long'
              : 'app-screen__title'
          }
        >
          {title}
        </h1>
      </header>
      <div className="app-screen__body">
        {gameOver && !saysGameOver ? (
          <p className="app-screen__game-over">
            <Flag aria-hidden="true" size={20} />
            <span>{GAME_OVER_NOTE}</span>
          </p>
        ) : null}
        {children}
      </div>
      {shownAction ? <div className="app-screen__action">{shownAction}</div> : null}
    </section>
  );
}

import { useRef, type ReactNode } from 'react';
import { useFocusHeadingOnNavigate } from '../lib/focus-heading';
import { Logo } from './logo';
import './game-frame.css';

/**
 * A calm full-screen frame for the screens after the last week (the end quiz and survey, the end
 * of the game): the game's name on a bar, whatever the screen adds beside it, and one card. Focus
 * moves to the new screen's heading on every navigation inside it.
 */
export function GameFrame({
  bar,
  wide = false,
  children,
}: {
  /** Beside the game's name on the bar (progress, a way out). */
  bar?: ReactNode;
  /** A card wide enough for a table. */
  wide?: boolean;
  children: ReactNode;
}) {
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(main);
  return (
    <div className="game-frame">
      <header className="game-bar game-frame__bar">
        <span className="game-frame__brand">
          <Logo size={32} />
          <span>Money Challenge</span>
        </span>
        {bar}
      </header>
      <main ref={main} className="game-frame__main">
        <div className={wide ? 'game-frame__card game-frame__card--wide' : 'game-frame__card'}>
          {children}
        </div>
      </main>
    </div>
  );
}

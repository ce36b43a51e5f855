import {
  ChartPie,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  PartyPopper,
  Trophy,
} from 'lucide-react';
import { Link } from 'react-router';
import './final-results.css';
import { WhereImAtReport } from './where-im-at-report';

interface WhereImAtPanelProps {
  open: boolean;
  onToggle: () => void;
  gameComplete: boolean;
}

/** Desktop: the where-I'm-at panel beside the phone, open or closed. */
export function WhereImAtPanel({ open, onToggle, gameComplete }: WhereImAtPanelProps) {
  return (
    <aside
      className={open ? 'where-panel' : 'where-panel where-panel--closed'}
      aria-labelledby="where-panel-title"
    >
      <div className="where-panel__head">
        <h2 id="where-panel-title" className="where-panel__title">
          <ChartPie aria-hidden="true" size={22} />
          <span>Where I&apos;m at</span>
        </h2>
        <button
          type="button"
          className="where-panel__toggle"
          aria-expanded={open}
          aria-controls="where-panel-body"
          onClick={onToggle}
        >
          {open ? (
            <ChevronsLeft aria-hidden="true" size={20} />
          ) : (
            <ChevronsRight aria-hidden="true" size={20} />
          )}
          <span>{open ? 'Hide' : 'Show'}</span>
        </button>
      </div>
      <div id="where-panel-body" className="where-panel__body" hidden={!open}>
        {gameComplete ? <GameCompleteNote /> : null}
        {open ? <WhereImAtReport headingLevel={3} layout="desktop" idPrefix="where-panel" /> : null}
        {gameComplete ? null : <LeaderboardLink />}
      </div>
    </aside>
  );
}

/** Where a finished game's player goes from here: the final results, then the last week's. */
const FINAL_LINKS = [
  { to: '/end-of-game', label: 'See your final results' },
  { to: '/end-of-week/summary', label: 'See your last weekly summary' },
];

/**
 * The final results' heading note: the game is over, here is where the player finished, and
 * the end of the game (the balance sheet, the certificate) and their last week's summary are a
 * tap away.
 */
export function GameCompleteNote() {
  return (
    <div className="final-results">
      <p className="game-complete" role="status">
        <PartyPopper aria-hidden="true" size={22} />
        <span>That&apos;s the game! Here&apos;s where you finished.</span>
      </p>
      {FINAL_LINKS.map(({ to, label }) => (
        <Link key={to} className="final-results__summary" to={to}>
          {label}
          <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ))}
      <LeaderboardLink />
    </div>
  );
}

/** The way to the leaderboards (features/leaderboard), from where I'm at and the final results. */
export function LeaderboardLink() {
  return (
    <Link className="final-results__summary leaderboard-link" to="/app/dashboard/leaderboard">
      <Trophy aria-hidden="true" size={18} />
      See how you compare on the leaderboard
      <ChevronRight aria-hidden="true" size={18} />
    </Link>
  );
}

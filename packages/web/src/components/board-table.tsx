import { dollarsToCents, formatNetPosition, type LeaderboardRow } from '@mc/contract';
import { Medal } from 'lucide-react';
import { Fragment } from 'react';
import { amountClass } from '../lib/money-display';
import { useLayout } from '../lib/use-layout';
import { AgainstParAmount } from './par-result';
import './board-table.css';

const MEDALS: Record<number, string> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/**
 * A board as a table: rank, name, week reached, the result against par (what the board ranks by)
 * and net position, best first. The player's own games are marked in words ('You') as well as
 * colour (a family's board marks none: its 'mine' is any member's game, not the reader's own);
 * when their best is below the top it follows a gap with its own rank. Five columns are wider
 * than a phone: the table scrolls sideways in a region a keyboard can focus and scroll.
 */
export function BoardTable({
  rows,
  caption,
  captionHidden = false,
  markMine = true,
}: {
  rows: readonly LeaderboardRow[];
  caption: string;
  /** The caption for screen readers only, when the page's heading already says it. */
  captionHidden?: boolean;
  markMine?: boolean;
}) {
  const layout = useLayout();
  return (
    <div className="table-scroll board-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="leaderboard board">
        <caption className={captionHidden ? 'visually-hidden' : 'board__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Name</th>
            <th scope="col" className="leaderboard__number">
              Week
            </th>
            <th scope="col" className="leaderboard__number">
              Against par
            </th>
            <th scope="col" className="leaderboard__number">
              Net position
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const net = dollarsToCents(row.NetPosition);
            const previous = rows[index - 1];
            const apart = previous !== undefined && row.Rank > previous.Rank + 1;
            const medal = MEDALS[row.Rank];
            return (
              <Fragment key={row.Rank}>
                {apart ? (
                  <tr className="board__gap" aria-hidden="true">
                    <td colSpan={5}>⋯</td>
                  </tr>
                ) : null}
                <tr className={markMine && row.IsMe ? 'board__row board__row--me' : 'board__row'}>
                  <td className="leaderboard__rank">
                    {medal ? (
                      <Medal
                        className={`board__medal board__medal--${medal}`}
                        aria-hidden="true"
                        size={18}
                      />
                    ) : null}
                    {row.Rank}
                  </td>
                  <th scope="row">
                    {row.Name}
                    {markMine && row.IsMe ? <span className="board__you">You</span> : null}
                  </th>
                  <td className="leaderboard__number">{row.Week}</td>
                  <td className="leaderboard__number">
                    <AgainstParAmount dollars={row.AgainstPar} />
                  </td>
                  <td className={amountClass(net < 0, 'leaderboard__number')}>
                    {formatNetPosition(net, layout)}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

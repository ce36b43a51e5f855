import { dollarsToCents, formatNetPosition, type LeaderboardRow } from '@mc/contract';
import { AgainstParAmount } from '../../../components/par-result';
import { useLayout } from '../../../lib/use-layout';

/** Ranked games: position, name, week reached, result against par and net position, best first. */
export function LeaderboardTable({ rows }: { rows: readonly LeaderboardRow[] }) {
  const layout = useLayout();
  if (rows.length === 0) {
    return (
      <p className="empty-state">
        No games on the leaderboard yet. Once someone in your family starts playing, their score
        shows up here.
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="leaderboard">
        <caption className="visually-hidden">
          Family leaderboard, ranked by the result against par
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
          {rows.map((row) => {
            const net = dollarsToCents(row.NetPosition);
            // The family's best game follows the top ones with its own rank when it is not there.
            return (
              <tr key={row.Rank}>
                <td className="leaderboard__rank">{row.Rank}</td>
                <th scope="row">{row.Name}</th>
                <td className="leaderboard__number">{row.Week}</td>
                <td className="leaderboard__number">
                  <AgainstParAmount dollars={row.AgainstPar} />
                </td>
                <td
                  className={
                    net < 0
                      ? 'leaderboard__number amount amount--loss'
                      : 'leaderboard__number amount'
                  }
                >
                  {formatNetPosition(net, layout)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import type { ClassPlayerRow } from '@mc/contract';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  CircleAlert,
  CircleCheck,
  Hourglass,
  UserPlus,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BadgeIcon } from '../../../components/badge-list';
import { AgainstParAmount } from '../../../components/par-result';
import { amountClass, balanceText } from '../../../lib/money-display';
import {
  classSummary,
  NEEDS_HELP_FIRST,
  nextOrder,
  rowKey,
  sortRows,
  type SortKey,
  type SortOrder,
} from '../lib/class-rows';
import { agoText, dateTimeText } from '../lib/time-words';
import { useNow } from '../lib/use-now';
import { studentPath } from '../paths';

const COLUMN_WORDS: Record<SortKey, string> = {
  name: 'Student',
  week: 'Week',
  net: 'Net position',
  par: 'Against par',
  badges: 'Badges',
  active: 'Last active',
  help: 'Needs help',
};

/** How the table is sorted, in words: 'Sorted by week, highest first'. */
function orderWords({ key, direction }: SortOrder): string {
  const up = direction === 'ascending';
  switch (key) {
    case 'help':
      return up ? 'Sorted with those who need help last' : 'Sorted with those who need help first';
    case 'name':
      return up ? 'Sorted by name, A to Z' : 'Sorted by name, Z to A';
    case 'week':
      return up ? 'Sorted by week, lowest first' : 'Sorted by week, highest first';
    case 'net':
      return up ? 'Sorted by net position, lowest first' : 'Sorted by net position, highest first';
    case 'par':
      return up
        ? 'Sorted by result against par, lowest first'
        : 'Sorted by result against par, highest first';
    case 'badges':
      return up ? 'Sorted by badges, fewest first' : 'Sorted by badges, most first';
    case 'active':
      return up
        ? 'Sorted by last active, longest ago first'
        : 'Sorted by last active, latest first';
  }
}

function SortHeader({
  column,
  order,
  onSort,
  numeric = false,
}: {
  column: SortKey;
  order: SortOrder;
  onSort: (key: SortKey) => void;
  numeric?: boolean;
}) {
  const sorted = order.key === column;
  const Icon = !sorted ? ArrowUpDown : order.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={sorted ? order.direction : undefined}
      className={numeric ? 'class-table__number' : undefined}
    >
      <button type="button" className="class-table__sort" onClick={() => onSort(column)}>
        {COLUMN_WORDS[column]}
        <Icon aria-hidden="true" size={16} />
      </button>
    </th>
  );
}

function weekText(row: ClassPlayerRow): string {
  if (row.IsGameComplete) return 'Finished';
  if (!row.GameInstanceID || row.Week === 0) return 'Not started';
  return `${row.Week} of ${row.TotalWeeks}`;
}

function quizText(row: ClassPlayerRow): string {
  const news = row.QuizQuestions > 0 ? `${row.QuizScore} of ${row.QuizQuestions}` : '—';
  return row.EndQuizScore === null ? news : `${news} · end quiz ${row.EndQuizScore}`;
}

/** Waiting for the teacher's pace: said beside the reasons, never as a reason for help. */
function Waiting({ row }: { row: ClassPlayerRow }) {
  if (!row.WaitingForPace) return null;
  return (
    <span className="class-help class-help--waiting">
      <Hourglass aria-hidden="true" size={16} />
      Finished week {row.Week}: waiting for you to open week {row.Week + 1}
    </span>
  );
}

function NeedsHelp({ row }: { row: ClassPlayerRow }) {
  if (row.Stuck.length === 0)
    return (
      <>
        <Waiting row={row} />
        {row.GameInstanceID ? (
          row.WaitingForPace ? null : (
            <span className="class-help class-help--fine">
              <CircleCheck aria-hidden="true" size={16} />
              All good
            </span>
          )
        ) : (
          <span className="class-help class-help--fine">
            <UserPlus aria-hidden="true" size={16} />
            Just joined
          </span>
        )}
      </>
    );
  return (
    <>
      <ul className="class-help">
        {row.Stuck.map((reason) => (
          <li key={reason.Code}>
            <CircleAlert aria-hidden="true" size={16} />
            {reason.Reason}
          </li>
        ))}
      </ul>
      <Waiting row={row} />
    </>
  );
}

/**
 * The badges a student has earned, in the last column (should a tablet's table scroll, it is the
 * badges that go out of sight, never the reasons for help): the count, which stays narrow there,
 * and from a laptop's width each badge's icon and title under it. A screen reader hears the count
 * and the titles on any screen (the visible list is the same words again, so it is hidden from it).
 */
function BadgesCell({ row }: { row: ClassPlayerRow }) {
  if (!row.GameInstanceID) return <td className="class-table__badges">—</td>;
  return (
    <td className="class-table__badges">
      <span className="class-badges__count">{row.Badges.length}</span>
      {row.Badges.length > 0 ? (
        <>
          <span className="visually-hidden">
            : {row.Badges.map((badge) => badge.Title).join(', ')}
          </span>
          <ul className="class-badges" aria-hidden="true">
            {row.Badges.map((badge) => (
              <li key={badge.ID}>
                <BadgeIcon id={badge.ID} size={16} />
                {badge.Title}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </td>
  );
}

function StudentCell({ row }: { row: ClassPlayerRow }) {
  return (
    <th scope="row" className="class-table__student">
      {row.GameInstanceID ? (
        <Link to={studentPath(row.GameInstanceID)}>{row.Name}</Link>
      ) : (
        <span>{row.Name}</span>
      )}
      <span className="class-table__email">{row.Email}</span>
      {row.IsPractice ? <span className="class-flag class-flag--practice">Practice</span> : null}
      {row.Stuck.length > 0 ? <span className="class-flag">Needs help</span> : null}
    </th>
  );
}

/**
 * The class: a row per student and game, those who need help first (flagged with a label and an
 * icon as well as colour, with their reasons in words), each game's result against par beside its
 * net position, the badges each has earned, and a practice game tagged as one. Each column header sorts by keyboard or
 * pointer; the header says how (aria-sort), and the change is read out.
 */
export function ClassTable({
  rows,
  caption,
}: {
  rows: readonly ClassPlayerRow[];
  caption: string;
}) {
  const [order, setOrder] = useState<SortOrder>(NEEDS_HELP_FIRST);
  const now = useNow();
  const sorted = useMemo(() => sortRows(rows, order), [rows, order]);
  const onSort = (key: SortKey) => setOrder((current) => nextOrder(current, key));

  return (
    <>
      <p className="class-summary">{classSummary(rows)}</p>
      {rows.some((row) => row.IsPractice) ? (
        <p className="teacher-card__lead">
          A practice game is a student&apos;s second or later game of this world: it&apos;s on no
          leaderboard and isn&apos;t counted in the figures above.
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {order === NEEDS_HELP_FIRST ? '' : orderWords(order)}
      </p>
      <div className="table-scroll">
        <table className="class-table">
          <caption className="class-table__caption">
            {caption}. {orderWords(order)}.
          </caption>
          <thead>
            <tr>
              <SortHeader column="name" order={order} onSort={onSort} />
              {/* Who needs help comes first, beside the name: on a tablet the table scrolls
                  sideways, and the reasons are what a teacher looks for. */}
              <SortHeader column="help" order={order} onSort={onSort} />
              <SortHeader column="week" order={order} onSort={onSort} numeric />
              <SortHeader column="net" order={order} onSort={onSort} numeric />
              <SortHeader column="par" order={order} onSort={onSort} numeric />
              <th scope="col" className="class-table__number">
                Quiz
              </th>
              <SortHeader column="active" order={order} onSort={onSort} />
              <SortHeader column="badges" order={order} onSort={onSort} />
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr
                key={rowKey(row)}
                className={row.Stuck.length > 0 ? 'class-row class-row--stuck' : 'class-row'}
              >
                <StudentCell row={row} />
                <td className="class-table__help">
                  <NeedsHelp row={row} />
                </td>
                <td className="class-table__number">{weekText(row)}</td>
                <td className={amountClass(row.NetPosition < 0, 'class-table__number')}>
                  {balanceText(row.NetPosition)}
                </td>
                <td className="class-table__number">
                  {row.GameInstanceID ? <AgainstParAmount dollars={row.AgainstPar} /> : '—'}
                </td>
                <td className="class-table__number class-table__quiz">{quizText(row)}</td>
                <td>
                  <time dateTime={row.LastActive} title={dateTimeText(row.LastActive)}>
                    {agoText(row.LastActive, now)}
                  </time>
                </td>
                <BadgesCell row={row} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

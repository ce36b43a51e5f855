import type { ClassPlayerRow } from '@mc/contract';

// The class table's rows: one per player and game. The live stream sends a row when a game
// changes; it replaces the row with the same player and game, or joins the class.

export type SortKey = 'help' | 'name' | 'week' | 'net' | 'par' | 'badges' | 'active';
export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

/** Who needs help first: the order the class opens in. */
export const NEEDS_HELP_FIRST: SortOrder = { key: 'help', direction: 'descending' };

export const rowKey = (row: Pick<ClassPlayerRow, 'PlayerID' | 'GameInstanceID'>): string =>
  `${row.PlayerID}:${row.GameInstanceID ?? 'none'}`;

/**
 * The class with `row` in it: in place of the same player's same game, or of the player's row
 * before any game (a student who has just started one), else added. A row saying a student has
 * not started is dropped when the class already shows a game of theirs: a game, once started,
 * stays (the stream can send such a row late, or for a student whose game did not change).
 */
export function mergeRow(rows: readonly ClassPlayerRow[], row: ClassPlayerRow): ClassPlayerRow[] {
  const samePlayer = (old: ClassPlayerRow) => old.PlayerID === row.PlayerID;
  if (row.GameInstanceID === null) {
    if (rows.some((old) => samePlayer(old) && old.GameInstanceID !== null)) return [...rows];
  } else if (!rows.some((old) => rowKey(old) === rowKey(row))) {
    const rest = rows.filter((old) => !(samePlayer(old) && old.GameInstanceID === null));
    return [...rest, row];
  }
  const key = rowKey(row);
  return rows.some((old) => rowKey(old) === key)
    ? rows.map((old) => (rowKey(old) === key ? row : old))
    : [...rows, row];
}

const byName = (a: ClassPlayerRow, b: ClassPlayerRow) =>
  a.Name.localeCompare(b.Name, 'en-AU', { sensitivity: 'base' }) ||
  rowKey(a).localeCompare(rowKey(b));

const compare: Record<SortKey, (a: ClassPlayerRow, b: ClassPlayerRow) => number> = {
  // Descending, the order the class opens in (the server's): the most reasons first, then games
  // still going before finished ones, then the furthest behind.
  help: (a, b) =>
    a.Stuck.length - b.Stuck.length ||
    Number(b.IsGameComplete) - Number(a.IsGameComplete) ||
    b.Week - a.Week,
  name: () => 0,
  week: (a, b) => a.Week - b.Week,
  net: (a, b) => a.NetPosition - b.NetPosition,
  par: (a, b) => a.AgainstPar - b.AgainstPar,
  badges: (a, b) => a.Badges.length - b.Badges.length,
  active: (a, b) => Date.parse(a.LastActive) - Date.parse(b.LastActive),
};

/** The rows in `order`; ties (and the name column) go by name, A to Z, whichever way. */
export function sortRows(rows: readonly ClassPlayerRow[], order: SortOrder): ClassPlayerRow[] {
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (order.key === 'name') return sign * byName(a, b);
    return sign * compare[order.key](a, b) || byName(a, b);
  });
}

/** Clicking a column: the same column turns around; another starts in its natural direction. */
export function nextOrder(current: SortOrder, key: SortKey): SortOrder {
  if (current.key === key)
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  // Names A to Z; the most help, the highest week, net position and result against par, the most
  // badges, and the latest first.
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

/**
 * The line above the table: 'N games · M may need help', from each student's main games only. A
 * practice game (a second or later game of the same world, on no board) is counted apart and never
 * stands for the student in these figures.
 */
export function classSummary(rows: readonly ClassPlayerRow[]): string {
  const main = rows.filter((row) => !row.IsPractice);
  const practice = rows.length - main.length;
  const stuck = main.filter((row) => row.Stuck.length > 0).length;
  const waiting = main.filter((row) => row.WaitingForPace).length;
  return [
    `${main.length} ${main.length === 1 ? 'game' : 'games'}`,
    practice > 0 ? `${practice} practice ${practice === 1 ? 'game' : 'games'}` : null,
    stuck === 0 ? 'nobody needs help right now' : `${stuck} may need help`,
    waiting > 0 ? `${waiting} waiting for you to open the next week` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

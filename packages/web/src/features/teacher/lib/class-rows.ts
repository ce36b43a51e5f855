import type { ClassPlayerRow } from '@mc/contract';

// The class table's rows: one per player and game. The live stream sends a row when a game
// changes; it replaces the row with the same player and game, or joins the class.

export type SortKey = 'help' | 'name' | 'week' | 'net' | 'active';
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
 * before any game (a student who has just started one), else added.
 */
export function mergeRow(rows: readonly ClassPlayerRow[], row: ClassPlayerRow): ClassPlayerRow[] {
  const key = rowKey(row);
  const same = rows.findIndex((old) => rowKey(old) === key);
  const before =
    same >= 0
      ? same
      : rows.findIndex((old) => old.PlayerID === row.PlayerID && old.GameInstanceID === null);
  if (before < 0) return [...rows, row];
  return rows.map((old, index) => (index === before ? row : old));
}

const byName = (a: ClassPlayerRow, b: ClassPlayerRow) =>
  a.Name.localeCompare(b.Name, 'en-AU', { sensitivity: 'base' }) ||
  rowKey(a).localeCompare(rowKey(b));

const compare: Record<SortKey, (a: ClassPlayerRow, b: ClassPlayerRow) => number> = {
  // Ascending help: fewest reasons first; the class opens descending, the stuck on top.
  help: (a, b) => a.Stuck.length - b.Stuck.length,
  name: () => 0,
  week: (a, b) => a.Week - b.Week,
  net: (a, b) => a.NetPosition - b.NetPosition,
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
  // Names A to Z; the most help, the highest week and net position and the latest first.
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

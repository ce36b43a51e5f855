// The inbox's mechanics: every message in delivery order (the archive's and the recent list's),
// finding one, reading and deleting one, and the opening step that moves messages a few weeks old
// into sealed archive pages.
import type { GameState } from '../game/state';
import { draft, draftField, replaceItem, update, type Tx } from '../game/tx';
import {
  ARCHIVE_AFTER_WEEKS,
  MESSAGES_PER_ARCHIVE_PAGE,
  type Communication,
  type CommunicationsState,
} from './types';

/** An archived message as the player has it now (read since it was archived, or not). */
function asArchived(state: GameState, c: Communication): Communication {
  return !c.isRead && state.communications.readIds.includes(c.id) ? { ...c, isRead: true } : c;
}

/** The archived messages the player still has, oldest first. */
export function archivedCommunications(state: GameState): Communication[] {
  const { archive, deletedIds } = state.communications;
  if (archive.length === 0) return [];
  const deleted = new Set(deletedIds);
  return archive
    .flat()
    .filter((c) => !deleted.has(c.id))
    .map((c) => asArchived(state, c));
}

/** Every message the player still has, in the order they arrived (ids are issued in order). */
export function allCommunications(state: GameState): Communication[] {
  const { list, archive } = state.communications;
  if (archive.length === 0) return list;
  return [...archivedCommunications(state), ...list].sort((a, b) => a.id - b.id);
}

/** A message by id, recent or archived (not deleted). */
export function findCommunication(
  state: GameState,
  id: number | undefined,
): Communication | undefined {
  const { list, archive, deletedIds } = state.communications;
  const recent = list.find((c) => c.id === id);
  if (recent || id === undefined || deletedIds.includes(id)) return recent;
  for (const page of archive) {
    const found = page.find((c) => c.id === id);
    if (found) return asArchived(state, found);
  }
  return undefined;
}

/** True for a message in the archive. */
function isArchived(state: GameState, id: number): boolean {
  return !state.communications.list.some((c) => c.id === id);
}

/** Marks a message read: in the recent list, or by id for an archived one. */
export function markRead(tx: Tx, c: Communication): void {
  if (c.isRead) return;
  if (isArchived(tx.state, c.id)) {
    draftField(tx, draft(tx, 'communications'), 'readIds').push(c.id);
    return;
  }
  replaceItem(tx, 'communications', 'list', c.id, (old) => ({ ...old, isRead: true }));
}

/** Deletes a message: from the recent list, or marked deleted in the archive (sealed pages stay). */
export function removeCommunication(tx: Tx, id: number): void {
  if (isArchived(tx.state, id)) {
    draftField(tx, draft(tx, 'communications'), 'deletedIds').push(id);
    return;
  }
  update(tx, 'communications', (slice) => ({
    ...slice,
    list: slice.list.filter((c) => c.id !== id),
  }));
}

function isSettled(c: Communication, week: number): boolean {
  const open = c.action !== undefined && !c.action.actioned && !c.action.cancelled;
  return !open && c.week + ARCHIVE_AFTER_WEEKS <= week;
}

/** Opening step: messages a few weeks old with no open offer move to the archive. */
export function archiveOldMessages(tx: Tx): void {
  const week = tx.state.week;
  if (!tx.state.communications.list.some((c) => isSettled(c, week))) return;
  update(tx, 'communications', (slice) => ({
    ...slice,
    list: slice.list.filter((c) => !isSettled(c, week)),
    archive: appendToPages(
      slice,
      slice.list.filter((c) => isSettled(c, week)),
    ),
  }));
}

/** The archive with messages appended: the last page filled, then new pages (sealed ones shared). */
function appendToPages(slice: CommunicationsState, messages: Communication[]): Communication[][] {
  const pages = slice.archive.slice();
  let last = pages.length > 0 ? pages[pages.length - 1]!.slice() : null;
  if (last) pages[pages.length - 1] = last;
  for (const message of messages) {
    if (!last || last.length >= MESSAGES_PER_ARCHIVE_PAGE) {
      last = [];
      pages.push(last);
    }
    last.push(message);
  }
  return pages;
}

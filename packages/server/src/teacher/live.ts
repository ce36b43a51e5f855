import type { ClassPlayerRow } from '@mc/contract';
import type { Db } from '../db/connect';

// The class view's live stream (issue 19). A change to a student's game may be made by any server
// process, so the database carries it: each process watches the links its teachers have open by
// reading, twice a second, every game's version on the link and who has joined (a change cursor
// per link, one query for all the teachers watching it). What changed is read as rows and sent to
// every stream open on that link. Nothing is kept in one process's memory that another would need.

export const POLL_MS = 500;

type Listener = (rows: ClassPlayerRow[]) => void;

/**
 * What a link looked like at the last look: each game's version (and the last week whose end it
 * refused, which changes no version) and each member.
 */
interface Snapshot {
  versions: Map<string, string>;
  members: Set<string>;
}

interface Watch {
  listeners: Set<Listener>;
  snapshot: Snapshot | null;
  timer: NodeJS.Timeout;
  busy: boolean;
}

export type RowsOf = (
  gameLinkId: string,
  changed: { instanceIds: string[]; newMembers: boolean },
) => Promise<ClassPlayerRow[]>;

export class ClassWatcher {
  private readonly watches = new Map<string, Watch>();

  constructor(
    private readonly db: Db,
    private readonly rowsOf: RowsOf,
    private readonly onError: (error: unknown) => void,
    private readonly pollMs = POLL_MS,
  ) {}

  /** Calls `listener` with the rows that change on the link; returns the way to stop. */
  watch(gameLinkId: string, listener: Listener): () => void {
    let watch = this.watches.get(gameLinkId);
    if (!watch) {
      const created: Watch = {
        listeners: new Set(),
        snapshot: null,
        busy: false,
        timer: setInterval(() => void this.poll(gameLinkId, created), this.pollMs),
      };
      created.timer.unref();
      watch = created;
      this.watches.set(gameLinkId, watch);
      void this.poll(gameLinkId, watch);
    }
    watch.listeners.add(listener);
    return () => {
      const current = this.watches.get(gameLinkId);
      if (!current) return;
      current.listeners.delete(listener);
      if (current.listeners.size === 0) {
        clearInterval(current.timer);
        this.watches.delete(gameLinkId);
      }
    };
  }

  /** Links watched now (tests). */
  get watchedLinks(): number {
    return this.watches.size;
  }

  close(): void {
    for (const watch of this.watches.values()) clearInterval(watch.timer);
    this.watches.clear();
  }

  private async snapshotOf(gameLinkId: string): Promise<Snapshot> {
    const [games, members] = await Promise.all([
      this.db
        .selectFrom('game_instances')
        .select(['id', 'version', 'end_refused_week'])
        .where('game_link_id', '=', gameLinkId)
        .execute(),
      this.db
        .selectFrom('game_link_users')
        .select('user_id')
        .where('game_link_id', '=', gameLinkId)
        .execute(),
    ]);
    return {
      versions: new Map(
        games.map((game) => [game.id, `${Number(game.version)}:${Number(game.end_refused_week)}`]),
      ),
      members: new Set(members.map((member) => member.user_id)),
    };
  }

  private async poll(gameLinkId: string, watch: Watch): Promise<void> {
    if (watch.busy) return;
    watch.busy = true;
    try {
      const next = await this.snapshotOf(gameLinkId);
      const previous = watch.snapshot;
      watch.snapshot = next;
      if (!previous) return;
      const instanceIds = [...next.versions]
        .filter(([id, version]) => previous.versions.get(id) !== version)
        .map(([id]) => id);
      const newMembers = [...next.members].some((member) => !previous.members.has(member));
      if (instanceIds.length === 0 && !newMembers) return;
      const rows = await this.rowsOf(gameLinkId, { instanceIds, newMembers });
      if (rows.length === 0) return;
      for (const listener of watch.listeners) listener(rows);
    } catch (error) {
      this.onError(error);
    } finally {
      watch.busy = false;
    }
  }
}

import type { Kysely } from 'kysely';

// Par follows pay (issue 29): a player's par rises by the pay after tax they earn beyond the
// careful player's. Results kept under the earlier rule are cleared, so the start-up backfill
// (par/backfill.ts) works each out again and every board ranks by one rule; the curves kept in
// par_curves are played again when next read (par/curves.ts).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('game_instances').set({ against_par_cents: null }).execute();
}

export async function down(): Promise<void> {
  // Nothing to undo: the backfill fills the results again under whichever rule is running.
}

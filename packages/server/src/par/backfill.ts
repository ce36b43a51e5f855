import { selectAgainstPar } from '@mc/engine';
import type { Db } from '../db/connect';
import { headOf, INSTANCE_HEAD_COLUMNS } from '../instances/head';
import { loadInstance } from '../instances/storage';

// Games stored before par (migration 0010) have no result against par yet. At start-up each is
// read once and its result kept, so the boards rank every game by the same rule; a game that
// moves in the meantime stores its own. Returns how many games it filled.
export async function backfillAgainstPar(db: Db, batch = 200): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .selectFrom('game_instances')
      .innerJoin('games', 'games.id', 'game_instances.game_id')
      .select([...INSTANCE_HEAD_COLUMNS, 'game_instances.id'])
      .where('game_instances.against_par_cents', 'is', null)
      .limit(batch)
      .execute();
    if (rows.length === 0) return filled;
    for (const row of rows) {
      const head = headOf(row);
      const stored = head && (await loadInstance(db, row.id, head).catch(() => undefined));
      // A game that cannot be read is counted on par rather than read again and again.
      const cents = stored ? selectAgainstPar(stored.state, stored.par).againstParCents : 0;
      await db
        .updateTable('game_instances')
        .set({ against_par_cents: cents })
        .where('id', '=', row.id)
        .where('against_par_cents', 'is', null)
        .execute();
      filled += 1;
    }
  }
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect';
import type { PlayerRow } from '../db/schema';

export async function findPlayerOfUser(
  db: Db,
  userId: string,
  playerId: string,
): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('players')
    .selectAll()
    .where('id', '=', playerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listMembers(db: Db, userId: string): Promise<PlayerRow[]> {
  return db
    .selectFrom('players')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('name')
    .execute();
}

export async function insertMember(
  db: Db,
  userId: string,
  member: { name: string; ageBand: string; gender: string },
): Promise<PlayerRow> {
  const row: PlayerRow = {
    id: randomUUID(),
    user_id: userId,
    name: member.name.trim(),
    age_band: member.ageBand,
    gender: member.gender,
    is_account_holder: 0,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('players').values(row).execute();
  return row;
}

export async function updateMember(
  db: Db,
  userId: string,
  playerId: string,
  member: { name: string; ageBand: string; gender: string },
): Promise<boolean> {
  const result = await db
    .updateTable('players')
    .set({ name: member.name.trim(), age_band: member.ageBand, gender: member.gender })
    .where('id', '=', playerId)
    .where('user_id', '=', userId)
    .where('is_account_holder', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countFamilyInstances(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('game_instances')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

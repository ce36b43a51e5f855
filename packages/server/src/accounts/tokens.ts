import type { Db } from '../db/connect';
import { headOf, INSTANCE_HEAD_COLUMNS, type InstanceHead } from '../instances/head';
import { preparedQuery } from '../db/prepared';
import { newSecret, secretHash } from './secrets';

/** Whose a sign-in is: a player's or a teacher's (issue 19). */
export type Role = 'player' | 'teacher';

export interface TokenOwner {
  userId: string;
  role: Role;
}

const roleOf = (value: string | null | undefined): Role =>
  value === 'teacher' ? 'teacher' : 'player';

export interface TokenOwnerWithInstance extends TokenOwner {
  /** The named game instance's head, null when there is no such instance. */
  head: InstanceHead | null;
}

export async function issueAccessToken(
  db: Db,
  userId: string,
  ttlMs: number,
  role: Role = 'player',
  now = Date.now(),
): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: secretHash(token),
      user_id: userId,
      expires_at: now + ttlMs,
      revoked: 0,
      role,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

const selectToken = preparedQuery(['hash'], (db, { hash }) =>
  db
    .selectFrom('access_tokens')
    .select(['user_id', 'expires_at', 'revoked', 'role'])
    .where('token_hash', '=', hash),
);

const isLive = (row: { expires_at: number; revoked: number } | undefined, now: number) =>
  row !== undefined && row.revoked !== 1 && Number(row.expires_at) > now;

/** The token's owner, or undefined when it is unknown, revoked or expired. Read on every call. */
export async function findTokenOwner(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<TokenOwner | undefined> {
  const [row] = await selectToken(db, { hash: secretHash(token) });
  return row && isLive(row, now) ? { userId: row.user_id, role: roleOf(row.role) } : undefined;
}

// Every read of a game instance needs the token's owner and the instance's head: one statement
// instead of two halves the cost of the commonest request on SQLite, where each statement
// outside a transaction takes and releases the file's read locks.
const selectTokenWithInstance = preparedQuery(['hash', 'id'], (db, { hash, id }) =>
  db
    .selectFrom('access_tokens')
    .leftJoin('game_instances', (join) => join.on('game_instances.id', '=', id))
    .leftJoin('games', 'games.id', 'game_instances.game_id')
    .select([
      'access_tokens.user_id as token_user_id',
      'access_tokens.expires_at',
      'access_tokens.revoked',
      'access_tokens.role',
      ...INSTANCE_HEAD_COLUMNS,
    ])
    .where('access_tokens.token_hash', '=', hash),
);

/** findTokenOwner, also reading the head of the game instance the request names. */
export async function findTokenOwnerWithInstance(
  db: Db,
  token: string,
  instanceId: string,
  now = Date.now(),
): Promise<TokenOwnerWithInstance | undefined> {
  const [row] = await selectTokenWithInstance(db, { hash: secretHash(token), id: instanceId });
  if (!row || !isLive(row, now)) return undefined;
  const head = headOf(row);
  return { userId: row.token_user_id, role: roleOf(row.role), head };
}

export async function revokeAccessToken(db: Db, token: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked: 1 })
    .where('token_hash', '=', secretHash(token))
    .execute();
}

export async function revokeAllTokens(db: Db, userId: string): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked: 1 }).where('user_id', '=', userId).execute();
}

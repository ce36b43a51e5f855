import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { newSecret, secretHash } from './secrets';

export interface TokenOwner {
  userId: string;
}

export async function issueAccessToken(
  db: Db,
  userId: string,
  ttlMs: number,
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
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

const selectToken = preparedQuery(['hash'], (db, { hash }) =>
  db
    .selectFrom('access_tokens')
    .select(['user_id', 'expires_at', 'revoked'])
    .where('token_hash', '=', hash),
);

/** The token's owner, or undefined when it is unknown, revoked or expired. Read on every call. */
export async function findTokenOwner(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<TokenOwner | undefined> {
  const [row] = await selectToken(db, { hash: secretHash(token) });
  if (!row || row.revoked === 1 || Number(row.expires_at) <= now) return undefined;
  return { userId: row.user_id };
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

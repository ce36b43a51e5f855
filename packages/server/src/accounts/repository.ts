import { randomUUID } from 'node:crypto';
import type { Theme } from '@mc/contract';
import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import type { PlayerRow, UserRow } from '../db/schema';
import { hasPassword } from './passwords';

export const emailKey = (email: string) => email.trim().toLowerCase();

export interface NewUser {
  email: string;
  passwordHash: string;
  name: string;
  surname: string | null;
  yob: string | null;
  ageBand: string | null;
  gender: string | null;
  theme: Theme;
  isTrial: boolean;
}

/** Creates the account and its first player (the account holder) together. */
export async function insertUser(
  db: Db,
  user: NewUser,
): Promise<{ user: UserRow; player: PlayerRow }> {
  const now = new Date().toISOString();
  const id = randomUUID();
  const row: UserRow = {
    id,
    email: user.email.trim(),
    // A trial's address is not its key: the address stays free for a real registration.
    email_key: user.isTrial ? `trial:${id}` : emailKey(user.email),
    password_hash: user.passwordHash,
    name: user.name.trim(),
    surname: user.surname?.trim() || null,
    yob: user.yob?.trim() || null,
    age_band: user.ageBand || null,
    gender: user.gender || null,
    theme: user.theme,
    is_trial: user.isTrial ? 1 : 0,
    role: 'player',
    created_at: now,
  };
  const player: PlayerRow = {
    id: randomUUID(),
    user_id: row.id,
    name: row.name,
    age_band: row.age_band,
    gender: row.gender,
    is_account_holder: 1,
    created_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(row).execute();
    await trx.insertInto('players').values(player).execute();
  });
  return { user: row, player };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_key', '=', emailKey(email))
    .executeTakeFirst();
}

const selectUser = preparedQuery(['id'], (db, { id }) =>
  db.selectFrom('users').selectAll().where('id', '=', id),
);
const selectAccountHolder = preparedQuery(['userId'], (db, { userId }) =>
  db
    .selectFrom('players')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_account_holder', '=', 1),
);

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return (await selectUser(db, { id }))[0];
}

export async function findAccountHolder(db: Db, userId: string): Promise<PlayerRow | undefined> {
  return (await selectAccountHolder(db, { userId }))[0];
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

/** True for a unique-constraint failure on either database (a race on the same e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(message ?? '')
  );
}

/** Whether an account has signed in with a school's provider (and so may have no password). */
/** An account with no password that signs in with a school provider: it has nothing to reset. */
export async function signsInOnlyWithProvider(db: Db, user: Pick<UserRow, 'id' | 'password_hash'>) {
  return !hasPassword(user.password_hash) && (await signsInWithProvider(db, user.id));
}

export async function signsInWithProvider(db: Db, userId: string, provider?: string) {
  let query = db.selectFrom('user_identities').select('provider').where('user_id', '=', userId);
  if (provider) query = query.where('provider', '=', provider);
  return (await query.executeTakeFirst()) !== undefined;
}

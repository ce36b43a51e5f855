import { publicBaseUrl, type Config } from '../config';
import type { Db } from '../db/connect';
import { newSecret, secretHash } from './secrets';

/** A single-use reset code; only its hash is kept. */
export async function createResetCode(
  db: Db,
  userId: string,
  ttlMs: number,
  now = Date.now(),
): Promise<string> {
  const code = newSecret();
  await db
    .insertInto('password_resets')
    .values({
      token_hash: secretHash(code),
      user_id: userId,
      expires_at: now + ttlMs,
      used: 0,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return code;
}

/**
 * Marks the code used if it belongs to the user, is unused and unexpired. The conditional update
 * makes a code single-use even when two resets race.
 */
export async function consumeResetCode(
  db: Db,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used: 1 })
    .where('token_hash', '=', secretHash(code))
    .where('user_id', '=', userId)
    .where('used', '=', 0)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every reset code of the user dies: one was used, or the password changed another way. */
export async function revokeResetCodes(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

export function resetMail(name: string, link: string) {
  const text = [
    `Hi ${name},`,
    '',
    'Someone (hopefully you) asked to reset your Money Challenge password.',
    'Open this link within the hour to choose a new one:',
    '',
    link,
    '',
    "If you didn't ask for this, ignore this e-mail: your password stays the same.",
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p><p>Someone (hopefully you) asked to reset your Money Challenge password. Open this link within the hour to choose a new one:</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>If you didn't ask for this, ignore this e-mail: your password stays the same.</p>`;
  return { subject: 'Reset your Money Challenge password', text, html };
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The page where a reset code is used: mailed, printed by the admin command, or handed over by a
 * teacher. Built from the configured address only, never from a request's headers.
 */
export function resetUrl(
  config: Pick<Config, 'publicUrl' | 'port'>,
  userId: string,
  code: string,
): string {
  return `${publicBaseUrl(config)}/auth/password-reset?user=${encodeURIComponent(userId)}&token=${encodeURIComponent(code)}`;
}

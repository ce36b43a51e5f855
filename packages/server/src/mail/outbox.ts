import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

// The outbox folder (mailer.ts, when no SMTP_URL is set) holds each mail as it was sent: an
// e-mail address and a reset link. A reset code is dead within hours, and the mail is personal
// data with no use after that, so housekeeping deletes what is older than OUTBOX_KEEP_DAYS.

/** Days an outbox mail is kept: long enough for an operator to hand a link over after a weekend. */
export const OUTBOX_KEEP_DAYS = 7;

/** Deletes the outbox's mails older than `keepDays`; returns how many went. */
export async function sweepOutbox(
  outboxDir: string,
  now = Date.now(),
  keepDays = OUTBOX_KEEP_DAYS,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    // No mail written yet: nothing to delete.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const before = now - keepDays * 86_400_000;
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = join(outboxDir, name);
    if ((await stat(file)).mtimeMs < before) {
      await unlink(file);
      deleted += 1;
    }
  }
  return deleted;
}

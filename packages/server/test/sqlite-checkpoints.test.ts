import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { insertGame } from './support/databases';

// The server copies SQLite's write-ahead log into the database file on a worker thread, so a
// player's request never waits for that copy. Seen from outside: committed rows reach the
// database file itself (not only the log) while the server's thread checkpoints nothing.

/** The rows of `games` in a copy of the database file alone, without its write-ahead log. */
function gamesInFileAlone(file: string, dir: string): number {
  const copy = join(dir, `copy-${Math.random()}.db`);
  copyFileSync(file, copy);
  const db = new SQLite(copy, { readonly: true });
  try {
    const table = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'games'`)
      .get();
    return table ? (db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n : 0;
  } finally {
    db.close();
  }
}

async function gamesReachingFile(checkpointInBackground: boolean): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'mc-checkpoints-'));
  const file = join(dir, 'game.db');
  const database = connect(`sqlite:${file}`, {
    checkpointInBackground,
    checkpointIntervalMs: 50,
  });
  try {
    await migrateToLatest(database.db);
    await insertGame(database.db, '00000000-0000-4000-8000-000000000001');
    const deadline = Date.now() + 5_000;
    let found = gamesInFileAlone(file, dir);
    while (found === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      found = gamesInFileAlone(file, dir);
      if (!checkpointInBackground && Date.now() > deadline - 4_500) break;
    }
    return found;
  } finally {
    await database.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('SQLite checkpoints', () => {
  it('reach the database file from the worker thread', async () => {
    expect(await gamesReachingFile(true)).toBe(1);
  });

  it('wait for the log to fill when nothing checkpoints in the background (the comparison)', async () => {
    expect(await gamesReachingFile(false)).toBe(0);
  });
});

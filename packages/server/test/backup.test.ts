import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementRow, TransactionsResult } from '@mc/contract';
import { findPgTool } from '../src/admin/backup-postgres';
import { buildApp } from '../src/app';
import { connect, type Db, type Dialect } from '../src/db/connect';
import { SHIPPED_MIGRATIONS } from '../src/db/migrate';
import { forgetStates } from '../src/instances/state-cache';
import { testConfig, useTestApp } from './support/app';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { playWeek, startGameWithBank } from './support/game';

// Backups that are proven to restore (issue 34): `npm run admin -- backup`, `restore` and
// `verify-backup`, run as an operator runs them (a process of their own) against a database the
// app in this process goes on writing to.

const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'mc-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PLAYERS = 6;
/** Each player's transfers before the backup begins (the first $20 into the bank, then these). */
const ACKED_BEFORE_BACKUP = 4;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The admin command in a process of its own, waited for without holding up this process. */
function admin(databaseUrl: string, ...args: string[]): Promise<Run> {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    WEB_DIST: '/nonexistent',
    OUTBOX_DIR: join(dir, 'outbox'),
    DATABASE_URL: databaseUrl,
  };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'packages/server/src/admin/main.ts'), ...args],
    { cwd: root, env },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) =>
    child.on('close', (status) => done({ status, stdout: stdout.trim(), stderr: stderr.trim() })),
  );
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** "games checked: 7, commands replayed: 91, mismatches: 0" as numbers. */
function replayLine(text: string) {
  const found = /games checked: ([\d,]+), commands replayed: ([\d,]+), mismatches: ([\d,]+)/.exec(
    text,
  );
  if (!found) throw new Error(`no replay line in:\n${text}`);
  const [games, commands, mismatches] = found.slice(1).map((n) => Number(n.replace(/,/g, '')));
  return { games, commands, mismatches };
}

/** The transfers in an instance's command log, in order, as signed cents into the bank. */
async function loggedTransfers(db: Db, instanceId: string, bankId: string): Promise<number[]> {
  const log = await db
    .selectFrom('instance_commands')
    .select('command')
    .where('instance_id', '=', instanceId)
    .orderBy('seq')
    .execute();
  return log
    .map((row) => JSON.parse(row.command) as Record<string, unknown>)
    .filter((command) => command.type === 'transfer')
    .map((command) =>
      command.toAccountId === bankId ? Number(command.amountCents) : -Number(command.amountCents),
    );
}

type Player = Awaited<ReturnType<typeof startGameWithBank>> & {
  /** Each transfer the app acknowledged, as signed cents into the bank. */
  acked: number[];
};

/**
 * Moves a small amount each way between cash and the bank (a new amount each time, so each can
 * be found again), ending a week now and then, until told to stop.
 */
async function keepWriting(player: Player, stop: { now: boolean }) {
  for (let attempt = 1; !stop.now; attempt += 1) {
    if (attempt % 10 === 0) {
      await playWeek(player.client);
      continue;
    }
    const cents = 100 + attempt;
    const toBank = attempt % 2 === 1;
    const moved = await player.client.post('/api/i/transfer', {
      FromAccountInstanceID: toBank ? player.cashId : player.bank.ID,
      ToAccountInstanceID: toBank ? player.bank.ID : player.cashId,
      Amount: cents / 100,
    });
    if (moved.status === 200 && moved.body.Success) player.acked.push(toBank ? cents : -cents);
  }
}

async function waitFor(ready: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Overwrites bytes of a file in place. */
function overwrite(file: string, at: number, bytes: Buffer) {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, bytes, 0, bytes.length, at);
  } finally {
    closeSync(fd);
  }
}

/**
 * A copy of a backup with bytes flipped where the command logs are: for SQLite the first bytes of
 * the log table's root page (its b-tree header), for pg_dump inside the compressed table data
 * that follows the archive's table of contents (its last foreign key comes last there).
 */
function damagedCopy(file: string, dialect: Dialect, name: string): string {
  const damaged = join(dir, name);
  copyFileSync(file, damaged);
  const garbage = Buffer.alloc(16, 0xa5);
  if (dialect === 'sqlite') {
    const db = new SQLite(damaged, { readonly: true });
    const { rootpage } = db
      .prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'instance_commands'")
      .get() as { rootpage: number };
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    overwrite(damaged, (rootpage - 1) * pageSize, garbage);
  } else {
    const bytes = readFileSync(damaged);
    const dataFrom = bytes.lastIndexOf('REFERENCES') + 200;
    expect(dataFrom).toBeGreaterThan(200);
    overwrite(damaged, Math.floor((dataFrom + bytes.length) / 2), garbage);
  }
  return damaged;
}

/** A database of ours opened anew: after a restore, no statement or pool from before is used. */
async function withDatabase<T>(url: string, use: (db: Db) => Promise<T>): Promise<T> {
  const { db } = connect(url, { poolSize: 2 });
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

const countOf = async (db: Db, table: 'game_links' | 'instance_commands' | 'users') =>
  Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

for (const dialect of dialects) {
  describe(`backups on ${dialect}`, { timeout: 240_000 }, () => {
    const ctx = useTestApp(dialect);
    const scratches: TestDatabase[] = [];
    /** A fresh, migrated, empty database of this dialect, dropped after the tests. */
    const scratch = async () => {
      const made = await createTestDatabase(dialect);
      scratches.push(made);
      return made;
    };
    afterAll(async () => {
      for (const made of scratches) await made.drop();
    });
    const file = join(dir, `${dialect}-nightly.backup`);
    const players: Player[] = [];
    let backup: Run;
    let ackedBefore: number[] = [];
    let ackedDuringBackup = 0;

    beforeAll(async () => {
      // SQLite: the players' writes stay in the WAL beside the database file (as every write does
      // between two checkpoints), so a backup that copied the file alone would miss them.
      if (dialect === 'sqlite')
        await sql`PRAGMA wal_autocheckpoint = 0`.execute(ctx.testDatabase.database.db);
      for (let index = 0; index < PLAYERS; index += 1)
        players.push({ ...(await startGameWithBank(ctx, 20)), acked: [2_000] });
      const stop = { now: false };
      const writing = players.map((player) => keepWriting(player, stop));
      try {
        await waitFor(
          () => players.every((player) => player.acked.length >= ACKED_BEFORE_BACKUP),
          60_000,
        );
        ackedBefore = players.map((player) => player.acked.length);
        backup = await admin(ctx.testDatabase.url, 'backup', file);
        ackedDuringBackup = players.reduce(
          (sum, player, index) => sum + player.acked.length - (ackedBefore[index] ?? 0),
          0,
        );
        // And on a little after it, so the backup is a moment within the writes, not their end.
        const after = players.map((player) => player.acked.length);
        await waitFor(
          () => players.every((player, index) => player.acked.length > (after[index] ?? 0)),
          30_000,
        );
      } finally {
        stop.now = true;
        await Promise.all(writing);
      }
    });

    it('is taken while players write, restores and verifies, with every acknowledged write in it', async () => {
      expect(backup.status, backup.stderr).toBe(0);
      expect(ackedDuringBackup).toBeGreaterThan(0);
      const said =
        /^Backed up .* to (.*): [\d.]+ (?:kB|MB); \d+ tables, [\d,]+ game links?, [\d,]+ accounts?, ([\d,]+) games, [\d,]+ commands\.$/m.exec(
          backup.stdout,
        );
      expect(said, backup.stdout).not.toBeNull();
      expect(said?.[1]).toBe(file);
      expect(backup.stdout).toContain(`npm run admin -- verify-backup ${file}`);
      const games = Number(said?.[2]);
      expect(games).toBeGreaterThanOrEqual(PLAYERS);

      const verified = await admin(ctx.testDatabase.url, 'verify-backup', file);
      expect(verified.status, verified.stderr).toBe(0);
      const replayed = replayLine(verified.stdout);
      expect(replayed.games).toBe(games);
      expect(replayed.mismatches).toBe(0);
      expect(replayed.commands).toBeGreaterThan(PLAYERS * ACKED_BEFORE_BACKUP);
      expect(verified.stdout).toMatch(/The backup is sound/);

      const target = await scratch();
      const restored = await admin(target.url, 'restore', file);
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toContain(`Restored ${file} into`);
      expect(restored.stdout).toMatch(new RegExp(`, ${games} games, `));

      // Each player's transfers in the restored game are what the app acknowledged, in order: all
      // those acknowledged before the backup began, and perhaps some made while it ran.
      forgetStates();
      const database = connect(target.url, { poolSize: 4 });
      const app: FastifyInstance = await buildApp({
        config: testConfig({ DATABASE_URL: target.url }),
        database,
      });
      try {
        for (const [index, player] of players.entries()) {
          const logged = await loggedTransfers(database.db, player.instanceId, player.bank.ID);
          expect(logged.length).toBeGreaterThanOrEqual(ackedBefore[index] ?? Infinity);
          expect(logged).toEqual(player.acked.slice(0, logged.length));
          // And the player, signed in before the backup, sees them on the restored server.
          const statement = await app.inject({
            url: '/api/i/transactions',
            query: { GameInstanceID: player.instanceId, AccountInstanceID: player.bank.ID },
            headers: player.player.auth,
          });
          expect(statement.statusCode).toBe(200);
          const lines = (statement.json().Results as TransactionsResult).Transactions.map(
            (line: StatementRow) => Math.round(line.Money * 100),
          );
          for (const cents of logged) {
            const at = lines.indexOf(cents);
            expect(at, `a transfer of ${cents} cents`).toBeGreaterThanOrEqual(0);
            lines.splice(at, 1);
          }
        }
      } finally {
        await app.close();
        forgetStates();
      }
    });

    it('catches a copy whose stored game no longer replays, naming the game', async () => {
      const altered = await scratch();
      expect((await admin(altered.url, 'restore', file)).status).toBe(0);
      const player = players[0]!;
      // One logged transfer of the first player now says another amount than the one played.
      await withDatabase(altered.url, async (db) => {
        const entry = await db
          .selectFrom('instance_commands')
          .select(['seq', 'command'])
          .where('instance_id', '=', player.instanceId)
          .where('command', 'like', '%"type":"transfer"%')
          .orderBy('seq')
          .executeTakeFirstOrThrow();
        const command = JSON.parse(entry.command) as { amountCents: number };
        command.amountCents += 1;
        await db
          .updateTable('instance_commands')
          .set({ command: JSON.stringify(command) })
          .where('instance_id', '=', player.instanceId)
          .where('seq', '=', entry.seq)
          .execute();
      });
      const bad = join(dir, `${dialect}-altered.backup`);
      expect((await admin(altered.url, 'backup', bad)).status).toBe(0);

      const verified = await admin(ctx.testDatabase.url, 'verify-backup', bad);
      expect(verified.status).toBe(1);
      expect(replayLine(verified.stderr).mismatches).toBe(1);
      expect(verified.stderr).toContain(
        `mismatch: game ${player.instanceId}: the replay differs from the stored state in ledger`,
      );
      expect(verified.stderr).toMatch(/verify-backup FAILED: 1 problem with /);
    });

    it('catches a backup file with damaged bytes, and restores nothing from it', async () => {
      const damaged = damagedCopy(file, dialect, `${dialect}-damaged.backup`);
      const verified = await admin(ctx.testDatabase.url, 'verify-backup', damaged);
      expect(verified.status).toBe(1);
      expect(verified.stderr).toMatch(
        dialect === 'sqlite' ? /integrity: FAILED \(PRAGMA integrity_check\)/ : /restore: FAILED/,
      );
      expect(verified.stderr).toMatch(/verify-backup FAILED/);

      // Even with --force, a damaged backup replaces nothing.
      const target = await scratch();
      expect((await admin(target.url, 'restore', file)).status).toBe(0);
      const before = await withDatabase(target.url, (db) => countOf(db, 'instance_commands'));
      const refused = await admin(target.url, 'restore', damaged, '--force');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^Nothing was restored: /);
      expect(await withDatabase(target.url, (db) => countOf(db, 'instance_commands'))).toBe(before);
    });

    it('restore refuses a database with game links or accounts unless --force', async () => {
      const live = ctx.testDatabase.database.db;
      const commands = await countOf(live, 'instance_commands');
      const refused = await admin(ctx.testDatabase.url, 'restore', file);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(
        /^Nothing was restored: the database \(.*\) is not empty\. It holds \d+ game links and \d+ accounts, which restoring would replace with the backup's\. If that is what you want, stop the server and run this again with --force\.$/,
      );
      expect(await countOf(live, 'instance_commands')).toBe(commands);

      // A database with a class of its own: --force replaces it with the backup's.
      const target = await scratch();
      expect((await admin(target.url, 'restore', file)).status).toBe(0);
      const linksInBackup = await withDatabase(target.url, (db) => countOf(db, 'game_links'));
      const created = await admin(target.url, 'create-link', '--group', 'Made after the backup');
      expect(created.status, created.stderr).toBe(0);
      expect((await admin(target.url, 'restore', file)).status).toBe(1);
      const forced = await admin(target.url, 'restore', file, '--force');
      expect(forced.status, forced.stderr).toBe(0);
      const links = await withDatabase(target.url, (db) =>
        db.selectFrom('game_links').select('group_name').execute(),
      );
      expect(links).toHaveLength(linksInBackup);
      expect(links.map((link) => link.group_name)).not.toContain('Made after the backup');
    });

    it('backup refuses to overwrite a file unless --force, and never leaves half a file', async () => {
      const kept = sha256(file);
      const refused = await admin(ctx.testDatabase.url, 'backup', file);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toBe(
        `${file} already exists: name a new file (e.g. with the date), or add --force to replace it.`,
      );
      expect(sha256(file)).toBe(kept);

      const missing = join(dir, 'no-such-folder', 'x.backup');
      const nowhere = await admin(ctx.testDatabase.url, 'backup', missing);
      expect(nowhere.status).toBe(1);
      expect(nowhere.stderr).toBe(
        `The folder ${join(dir, 'no-such-folder')} does not exist: create it first.`,
      );

      // The players wrote on after the first backup: the new one holds more.
      const forced = await admin(ctx.testDatabase.url, 'backup', file, '--force');
      expect(forced.status, forced.stderr).toBe(0);
      expect(sha256(file)).not.toBe(kept);
      expect(readdirSync(dir).filter((name) => name.includes('.partial-'))).toEqual([]);
    });

    it('brings an older backup up to date on restore, and verifies it as restore would', async () => {
      // An older server's backup: the newest migration undone on a copy of the backup, taken with
      // the database's own tools (the admin command would bring the database up to date first).
      const newest = SHIPPED_MIGRATIONS.at(-1) ?? '';
      const migration = (await import(`../src/db/migrations/${newest}.ts`)) as Migration;
      const undoNewest = (url: string) =>
        withDatabase(url, async (db) => {
          await migration.down?.(db);
          await sql`DELETE FROM kysely_migration WHERE name = ${newest}`.execute(db);
        });
      const olderFile = join(dir, `${dialect}-older.backup`);
      if (dialect === 'sqlite') {
        copyFileSync(file, olderFile);
        await undoNewest(`sqlite:${olderFile}`);
        const copy = new SQLite(olderFile);
        copy.pragma('journal_mode = DELETE');
        copy.close();
      } else {
        const older = await scratch();
        expect((await admin(older.url, 'restore', file)).status).toBe(0);
        await undoNewest(older.url);
        const dumped = spawnSync(
          findPgTool('pg_dump'),
          ['--format=custom', `--file=${olderFile}`, `--dbname=${older.url}`],
          { encoding: 'utf8' },
        );
        expect(dumped.status, dumped.stderr).toBe(0);
      }

      const verified = await admin(ctx.testDatabase.url, 'verify-backup', olderFile);
      expect(verified.status, verified.stderr).toBe(0);
      expect(verified.stdout).toContain(
        `schema: 1 migration applied to the copy, as restore would: ${newest}`,
      );
      const target = await scratch();
      const restored = await admin(target.url, 'restore', olderFile, '--force');
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toContain(
        `Schema: 1 migration applied to the restored database: ${newest}.`,
      );
      const applied = await withDatabase(target.url, async (db) =>
        (await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db)).rows.map(
          (row) => row.name,
        ),
      );
      expect(applied.sort()).toEqual([...SHIPPED_MIGRATIONS].sort());
    });

    it('says what is wrong with a file that is not a backup', async () => {
      const notes = join(dir, `${dialect}-notes.txt`);
      rmSync(notes, { force: true });
      const none = await admin(ctx.testDatabase.url, 'verify-backup', notes);
      expect(none.stderr).toBe(`There is no file ${notes}.`);
      expect(none.status).toBe(1);
      copyFileSync(join(root, 'README.md'), notes);
      const text = await admin(ctx.testDatabase.url, 'restore', notes);
      expect(text.status).toBe(1);
      expect(text.stderr).toBe(
        `${notes} is not a backup this command wrote: neither an SQLite database nor pg_dump's custom format.`,
      );
    });
  });
}

// The SQLite checkpointer: a worker thread with a connection of its own that copies the WAL back
// into the database file every `intervalMs`, so the server's thread never stops to copy pages and
// wait for the disk while players are waiting for answers. Plain JavaScript, so the same file runs
// from the sources (tests) and beside the bundle (dist/). See db/connect.ts.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { path, intervalMs } = workerData;
const db = new Database(path, { fileMustExist: true });
db.pragma('busy_timeout = 1000');

function checkpoint() {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ warning: `WAL checkpoint failed: ${error.message}` });
  }
}

const timer = setInterval(checkpoint, intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});

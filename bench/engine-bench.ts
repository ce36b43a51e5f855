// Engine benchmark: a random player plays whole games of the starter scenario; the engine's time
// per command and per game is measured by replaying each game's commands, and the stored state's
// size after the last week is reported. In the same run, the cost of one SQLite write
// transaction of that state (better-sqlite3, WAL, synchronous=NORMAL as the server sets it, a
// temp file) is measured as the ceiling. Targets: a command costs at most a tenth of that
// transaction, and the state stays under 100 KB.
//
// Shared CI machines are noisy, so both sides are measured the same robust way: the engine as the
// best of several replays of each game, SQLite as the median of batches of transactions (each
// batch's mean includes its share of WAL checkpoints).
//
//   npx tsx bench/engine-bench.ts [games]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  applyCommand,
  createGame,
  liveState,
  type Command,
  type CreateGameInput,
  type GameState,
} from '@mc/engine';
import { playGame, RandomPlayer } from '@mc/engine/testing/random-player';
import { starterContent } from '@mc/content';

const GAMES = Number(process.argv[2] ?? 200);
const COMMANDS_PER_WEEK = 10;
const REPEATS = 5;
const SQLITE_BATCHES = 40;
const SQLITE_BATCH_SIZE = 50;

interface RecordedGame {
  input: CreateGameInput;
  commands: Command[];
  final: GameState;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const micros = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

function record(seed: number): RecordedGame {
  const input: CreateGameInput = {
    scenario: starterContent.scenario,
    items: starterContent.items,
    gameSeed: `bench-game-${seed % 10}`,
    instanceSeed: `bench-${seed}`,
    totalWeeks: 27,
    playerName: 'Bench',
  };
  const { scenario, items, ...rest } = input;
  void scenario;
  void items;
  const played = playGame({ ...rest, content: starterContent }, new RandomPlayer(seed), {
    commandsPerWeek: COMMANDS_PER_WEEK,
  });
  return { input, commands: played.commands, final: played.state };
}

/** Replays a game's commands; returns the engine's time in ms (createGame included). */
function replayTimed(game: RecordedGame): number {
  const start = performance.now();
  let state = createGame(game.input);
  for (const command of game.commands) {
    const result = applyCommand(state, command, starterContent);
    if (result.ok) state = result.state;
  }
  return performance.now() - start;
}

/** One pass timing each command alone, for the distribution by command type. */
function perCommandTimes(game: RecordedGame, byType: Map<string, number[]>): void {
  let state = createGame(game.input);
  for (const command of game.commands) {
    const start = performance.now();
    const result = applyCommand(state, command, starterContent);
    const elapsed = performance.now() - start;
    const list = byType.get(command.type) ?? [];
    list.push(elapsed);
    byType.set(command.type, list);
    if (result.ok) state = result.state;
  }
}

function benchSqlite(stateJson: string): { batchMeans: number[]; single: number[] } {
  const dir = mkdtempSync(join(tmpdir(), 'mc-engine-bench-'));
  const db = new Database(join(dir, 'bench.db'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec('CREATE TABLE game_instances (id TEXT PRIMARY KEY, week INTEGER, state TEXT NOT NULL)');
    db.exec(
      'CREATE TABLE command_log (instance_id TEXT, seq INTEGER, command TEXT, PRIMARY KEY (instance_id, seq))',
    );
    db.prepare('INSERT INTO game_instances VALUES (?, ?, ?)').run('g1', 1, stateJson);
    const update = db.prepare('UPDATE game_instances SET week = ?, state = ? WHERE id = ?');
    const log = db.prepare('INSERT INTO command_log VALUES (?, ?, ?)');
    const command = JSON.stringify({
      type: 'transfer',
      fromAccountId: 'a',
      toAccountId: 'b',
      amountCents: 100,
    });
    const write = db.transaction((seq: number) => {
      update.run(seq % 27, stateJson, 'g1');
      log.run('g1', seq, command);
    });
    let seq = 0;
    for (let i = 0; i < 100; i++) write(seq++);
    const batchMeans: number[] = [];
    const single: number[] = [];
    for (let b = 0; b < SQLITE_BATCHES; b++) {
      const start = performance.now();
      for (let i = 0; i < SQLITE_BATCH_SIZE; i++) {
        const t = performance.now();
        write(seq++);
        single.push(performance.now() - t);
      }
      batchMeans.push((performance.now() - start) / SQLITE_BATCH_SIZE);
    }
    return { batchMeans, single };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const games = Array.from({ length: GAMES }, (_, i) => record(i + 1));
const commandCount = games.reduce((n, g) => n + g.commands.length, 0);
for (const game of games.slice(0, 20)) replayTimed(game); // warm up the JIT

const bestGameMs = games.map((game) =>
  Math.min(...Array.from({ length: REPEATS }, () => replayTimed(game))),
);
const engineTotal = bestGameMs.reduce((a, b) => a + b, 0);
const perCommand = engineTotal / commandCount;
const byType = new Map<string, number[]>();
for (const game of games.slice(0, 50)) perCommandTimes(game, byType);
const allSingles = [...byType.values()].flat();

const sizes = games.map((g) => Buffer.byteLength(JSON.stringify(g.final)));
// What the server writes on every command: the state without its sealed pages (the ledger's and
// the message archive's, stored once each).
const liveSizes = games.map((g) => Buffer.byteLength(JSON.stringify(liveState(g.final))));
// The ceiling is the write of the largest whole state, as issue 4 set the target; the write of the
// state the server now stores (sealed pages apart) is printed beside it.
const largest = games[sizes.indexOf(Math.max(...sizes))]!.final;
const json = JSON.stringify(largest);
const largestLive = games[liveSizes.indexOf(Math.max(...liveSizes))]!.final;
const liveSqlite = benchSqlite(JSON.stringify(liveState(largestLive)));
// The random player's diary answers are short; a student may write the most every week: 27
// answers of 500 characters (accented, two bytes each), on top of the largest game. All but the
// last are sealed pages, stored once each, so what is written stays small.
const fullDiary: GameState = {
  ...largestLive,
  planner: {
    ...largestLive.planner,
    answers: Array.from({ length: 27 }, (_, i) => ({
      week: i + 1,
      answer: 'é'.repeat(500),
      savedInWeek: i + 1,
    })),
  },
};
const fullDiaryLive = Buffer.byteLength(JSON.stringify(liveState(fullDiary)));
const sqlite = benchSqlite(json);
const ceiling = median(sqlite.batchMeans);

console.log(
  `Engine: ${GAMES} games of 27 weeks, ${commandCount} commands (random player: ${COMMANDS_PER_WEEK} a week, then the week's end and bonus question)`,
);
console.log(`  per command   ${micros(perCommand)} (best of ${REPEATS} replays of each game)`);
console.log(
  `                single-command timings: p50 ${micros(percentile(allSingles, 50))}, p90 ${micros(percentile(allSingles, 90))}, p99 ${micros(percentile(allSingles, 99))}`,
);
for (const type of ['endWeek', 'startWeek', 'payBill', 'transfer']) {
  const times = byType.get(type);
  if (times)
    console.log(
      `                ${type.padEnd(10)} p50 ${micros(percentile(times, 50))}, p99 ${micros(percentile(times, 99))}`,
    );
}
console.log(
  `  per game      ${mean(bestGameMs).toFixed(2)} ms mean, ${percentile(bestGameMs, 99).toFixed(2)} ms p99 (createGame and every command)`,
);
console.log(
  `  state size    after the last week: mean ${(mean(sizes) / 1024).toFixed(1)} KB, max ${(Math.max(...sizes) / 1024).toFixed(1)} KB (limit 100 KB)`,
);
console.log(
  `  written       on every command after the last week (sealed pages apart): mean ${(mean(liveSizes) / 1024).toFixed(1)} KB, max ${(Math.max(...liveSizes) / 1024).toFixed(1)} KB (limit 50 KB)`,
);
console.log(
  `                with a full diary (27 answers of 500 characters): ${(fullDiaryLive / 1024).toFixed(1)} KB (limit 50 KB)`,
);
console.log(
  `SQLite write transaction of the largest final state (WAL, synchronous=NORMAL, temp file):`,
);
console.log(
  `  median batch mean ${micros(ceiling)} (${SQLITE_BATCHES} batches of ${SQLITE_BATCH_SIZE}); single: p50 ${micros(percentile(sqlite.single, 50))}, p99 ${micros(percentile(sqlite.single, 99))}`,
);
console.log(
  `  the state the server writes (sealed pages apart): median batch mean ${micros(median(liveSqlite.batchMeans))}`,
);
const ratio = ceiling / perCommand;
const strictRatio = percentile(sqlite.single, 50) / perCommand;
const sizeOk =
  Math.max(...sizes) < 100 * 1024 &&
  Math.max(...liveSizes) <= 50 * 1024 &&
  fullDiaryLive <= 50 * 1024;
console.log(
  `Ratio: one SQLite transaction = ${ratio.toFixed(1)} x one engine command (target >= 10): ${ratio >= 10 ? 'OK' : 'MISSED'}`,
);
console.log(
  `  (stricter: against a single transaction's p50, without its share of checkpoints: ${strictRatio.toFixed(1)} x)`,
);
console.log(`State size (< 100 KB whole, <= 50 KB written): ${sizeOk ? 'OK' : 'MISSED'}`);
if (ratio < 10 || !sizeOk) process.exitCode = 1;

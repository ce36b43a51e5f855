// `npm run crash-test`: is every write the server acknowledged still there after crashes?
//
// Starts the built server on a temporary SQLite database (or on DATABASE_URL when it names a
// PostgreSQL database: use a throwaway one, the test adds a game link and players to it), lets
// many players play whole weeks (transfers between cash, bank and a savings account, opening that
// account with a deposit, the Finance Weekly quiz in a week that requires it, the whole end of the
// week), records every write answered Success true, and kills the server with SIGKILL at random
// moments, restarting it on the same database each time. Then, on a freshly started server, it
// checks that every acknowledged write is there (the read routes and the command logs), that
// SQLite's integrity_check says ok (after every kill too), and that every game replays exactly
// from its command log with the engine's own replay, as the server rebuilds a game: the game's own
// scenario (its persona's) and settings, its state restored from the row and its sealed pages.
//
//   npm run crash-test                       CRASH_PLAYERS=30 CRASH_KILLS=6 by default
//   DATABASE_URL=postgres://... npm run crash-test
//
// Prints a summary; exits non-zero on any failure. Runs only against 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { closeConnections, count, schoolAddress, send, tally } from '../bench/http.mjs';
import { admin, freePort, root, sleep, startProcess, stop } from '../bench/lib.mjs';
import { openReadOnly } from '../packages/server/src/db/read-only';
import { readStoredGame, replayProblems } from '../packages/server/src/instances/replay-check';

const PLAYERS = Math.min(200, Math.max(1, Number(process.env.CRASH_PLAYERS ?? 30)));
const KILLS = Math.min(50, Math.max(1, Number(process.env.CRASH_KILLS ?? 6)));
/** A kill comes this long after the server is back, at random in between. */
const KILL_AFTER_MS = [1_000, 4_000];
/** Between a player's commands: about 4 a second, under the per-player command limit (5/s). */
const PAUSE_MS = [200, 300];
const TRANSFERS_PER_WEEK = 4;
/** Refusals in a row after which a player is stuck: its game wants something it does not do. */
const STUCK_AFTER_REFUSALS = 10;
const PASSWORD = 'Secret123';

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;
const dir = postgresUrl ? undefined : mkdtempSync(join(tmpdir(), 'mc-crash-'));
const file = dir && join(dir, 'crash.db');
const env = {
  DATABASE_URL: postgresUrl ?? `sqlite:${file}`,
  LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'warn',
  DEMO_LINK: 'false',
  NODE_ENV: 'production',
  // Every state a command makes is checked against the engine's invariants before it is stored.
  CHECK_INVARIANTS: 'true',
};

const random = ([low, high]) => low + Math.random() * (high - low);
const cents = (dollars) => Math.round(dollars * 100);
const problems = [];
const fail = (message) => problems.push(message);

// ---- the server ----------------------------------------------------------------------------

let port;
let server;

async function startServer() {
  const began = performance.now();
  server = (
    await startProcess(
      [join(root, 'packages/server/dist/main.js')],
      { ...env, PORT: String(port) },
      'Press Ctrl+C',
    )
  ).child;
  return performance.now() - began;
}

function killServer() {
  return new Promise((done) => {
    if (server.exitCode !== null || server.signalCode !== null) return done();
    server.once('exit', done);
    server.kill('SIGKILL');
  });
}

/** SQLite's own check of the file; 'ok' when sound. PostgreSQL has no equivalent to run here. */
function integrityCheck() {
  if (!file) return 'not applicable (PostgreSQL)';
  const db = new Database(file);
  try {
    return db
      .pragma('integrity_check')
      .map((row) => row.integrity_check)
      .join('; ');
  } finally {
    db.close();
  }
}

// ---- players -------------------------------------------------------------------------------

const base = () => `http://127.0.0.1:${port}`;

/** A read of the player's game: its Results, or a throw on anything but 200 with Success true. */
async function read(player, path) {
  const answer = await send(base(), {
    path: `${path}${path.includes('?') ? '&' : '?'}GameInstanceID=${player.instanceId}`,
    auth: player.auth,
    from: player.from,
  });
  if (answer.status !== 200 || answer.json?.Success !== true)
    throw new Error(`GET ${path}: ${answer.status}`);
  return answer.json.Results;
}

/** A request during setup: a 503 (busy) or a moment without a server is tried again. */
async function setupCall(player, method, path, body, auth = player.auth) {
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    try {
      const answer = await send(base(), { method, path, body, auth, from: player.from });
      if (answer.status === 200 && answer.json?.Success !== false) return answer.json;
      if (answer.status !== 503) throw new Error(`${answer.status} ${answer.text.slice(0, 200)}`);
    } catch (error) {
      if (!['ECONNREFUSED', 'ECONNRESET'].includes(error.code))
        throw new Error(`${method} ${path}: ${error.message}`);
    }
    await sleep(250);
  }
  throw new Error(`${method} ${path}: no answer after 50 tries`);
}

/**
 * Registers, signs in, joins the link, starts a game and opens an everyday account with half the
 * cash in it.
 */
async function setUpPlayer(link, index) {
  const email = `crash${index}.${Date.now().toString(36)}@school.test`;
  const player = { index, from: schoolAddress(index), acked: [], transfers: 0 };
  await setupCall(player, 'POST', '/api/Account/Register', {
    GameLinkID: link.GameLinkID,
    Email: email,
    YOB: '2009',
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    Name: `Crash${index}`,
    Surname: '',
    Age: '',
    Gender: 'n',
  });
  const form = new URLSearchParams({ grant_type: 'password', username: email, password: PASSWORD });
  const token = await setupCall(player, 'POST', '/Token', form.toString(), null);
  player.auth = `Bearer ${token.access_token}`;
  await setupCall(player, 'POST', '/api/m/gamelinks', { GameLinkID: link.GameLinkID });
  const game = await setupCall(player, 'POST', '/api/i/games', {
    GameID: link.GameID,
    GameLinkID: link.GameLinkID,
  });
  player.instanceId = game.Results.ID;
  const types = (await setupCall(player, 'GET', `/api/g/banking?GameID=${link.GameID}`)).Results;
  player.everydayType = types.find((type) => type.ID === 'everyday-access').ID;
  player.saverType = types.find((type) => type.ID === 'online-saver').ID;
  await setupCall(player, 'POST', '/api/i/games/startweek', { GameInstanceID: player.instanceId });
  const opened = await setupCall(player, 'POST', '/api/i/banking', {
    GameInstanceID: player.instanceId,
    GameAccountID: player.everydayType,
  });
  player.bankId = opened.Results.ID;
  const cash = await setupCall(player, 'GET', `/api/i/cashbox?GameInstanceID=${player.instanceId}`);
  player.cashId = cash.Results.ID;
  await setupCall(player, 'POST', '/api/i/transfer', {
    GameInstanceID: player.instanceId,
    FromAccountInstanceID: player.cashId,
    ToAccountInstanceID: player.bankId,
    Amount: Math.floor(cash.Results.Balance / 2),
  });
  player.stage = 'playing';
  player.week = 1;
  player.transfersThisWeek = 0;
  return player;
}

/** The player's next write, from where its game stands. */
function nextWrite(player) {
  const id = { GameInstanceID: player.instanceId };
  if (player.stage === 'question' && !player.questionId)
    return { type: 'generateBonusQuestion', path: '/api/i/eowquestions/generate', body: id };
  if (player.stage === 'question')
    return {
      type: 'answerBonusQuestion',
      path: '/api/i/eowquestions',
      body: { ...id, QuestionID: player.questionId, AnswerID: player.answerId, TimeRemaining: 20 },
      week: player.week,
    };
  if (player.stage === 'summary')
    return { type: 'startWeek', path: '/api/i/games/startweek', body: id };
  if (!player.saverId && player.week >= 2) {
    const amountCents = 1_000 + player.index;
    return {
      type: 'openBankAccount',
      path: '/api/i/banking',
      body: {
        ...id,
        GameAccountID: player.saverType,
        TransferFromAccountInstanceID: player.cashId,
        Amount: amountCents / 100,
      },
      amountCents,
    };
  }
  if (player.transfersThisWeek < TRANSFERS_PER_WEEK) return transfer(player, id);
  return (
    (player.quiz && quizWrite(player, id)) ?? {
      type: 'endWeek',
      path: '/api/i/games/endweek',
      body: id,
      week: player.week,
    }
  );
}

/**
 * The next step of this week's required Finance Weekly quiz as a player takes it: created from
 * the week's article, started, each question answered (with the first option, or the first words
 * for the blanks) and moved on from; undefined once it is completed. Each is a command the log
 * keeps, found there again by the article, quiz or question it names.
 */
function quizWrite(player, id) {
  const { articleId, view } = player.quiz;
  const week = player.week;
  if (!view)
    return {
      type: 'createQuiz',
      path: '/api/i/news/quiz/create',
      body: { ...id, ArticleID: articleId },
      week,
      logged: { articleId },
    };
  if (view.Status === 'completed') return undefined;
  if (view.Status !== 'started')
    return {
      type: 'startQuiz',
      path: '/api/i/news/quiz/start',
      body: { ...id, QuizID: view.ID },
      week,
      logged: { quizId: view.ID },
    };
  const question = view.CurrentQuestion;
  const at = { week, question: view.CurrentQuestionIndex, logged: { questionId: question.ID } };
  if (!question.Result) {
    const chosen = question.AnswerOptions.slice(0, question.RequiredAnswerCount);
    return {
      type: 'submitAnswer',
      path: '/api/i/news/answer/submit',
      body: { ...id, QuestionID: question.ID, Answers: chosen.map((option) => option.ID) },
      ...at,
    };
  }
  return {
    type: 'completeQuestion',
    path: '/api/i/news/question/complete',
    body: { ...id, QuestionID: question.ID },
    ...at,
  };
}

/** A transfer of an amount this player never used before, so each one can be found again. */
function transfer(player, id) {
  const routes = [
    [player.cashId, player.bankId],
    [player.bankId, player.cashId],
    ...(player.saverId
      ? [
          [player.bankId, player.saverId],
          [player.saverId, player.bankId],
        ]
      : []),
  ];
  const [from, to] = routes[player.transfers % routes.length];
  const amountCents = 100 + player.transfers;
  player.transfers += 1;
  player.transfersThisWeek += 1;
  return {
    type: 'transfer',
    path: '/api/i/transfer',
    body: {
      ...id,
      FromAccountInstanceID: from,
      ToAccountInstanceID: to,
      Amount: amountCents / 100,
    },
    amountCents,
    from,
    to,
  };
}

const QUIZ_WRITES = ['createQuiz', 'startQuiz', 'submitAnswer', 'completeQuestion'];

/** What an acknowledged write tells the player about its game. */
function advance(player, write, results) {
  if (write.type === 'openBankAccount') player.saverId = results.ID;
  // Every quiz call answers with the quiz as it now stands.
  if (QUIZ_WRITES.includes(write.type)) player.quiz.view = results;
  if (write.type === 'completeQuestion') write.completesQuiz = results.Status === 'completed';
  if (write.type === 'endWeek') player.stage = 'question';
  if (write.type === 'generateBonusQuestion') {
    player.questionId = results.ID;
    player.answerId = results.Answers[0]?.ID ?? 0;
  }
  if (write.type === 'answerBonusQuestion') player.stage = 'summary';
  if (write.type === 'startWeek') {
    write.week = results.Week;
    player.stage = 'playing';
    player.week = results.Week;
    player.transfersThisWeek = 0;
    player.questionId = undefined;
    player.quiz = undefined; // the new week's quiz: read before the week's writes
    player.done = results.IsGameComplete;
  }
}

/**
 * After a write whose outcome is unknown or refused, and at the start of each week: where does
 * the game stand now, and what does this week's quiz still need?
 */
async function resync(player) {
  const { WeekStage, CurrentWeek, IsGameComplete } = await read(player, '/api/i/games/apps');
  if (WeekStage !== player.stage || CurrentWeek !== player.week) player.transfersThisWeek = 0;
  if (WeekStage !== 'question') player.questionId = undefined;
  player.stage = WeekStage;
  player.week = CurrentWeek;
  player.done = IsGameComplete;
  const accounts = await read(player, '/api/i/banking');
  player.saverId = accounts.find((account) => account.AccountTypeID === 'online-saver')?.ID;
  player.quiz = await quizNeeded(player);
}

/**
 * This week's Finance Weekly quiz when the week cannot end without it (the game's setting and
 * the scenario's required weeks decide, engine's isQuizRequired) and it is not done yet: the
 * article it is made from and the quiz so far (null before it is created). Null when the week
 * needs nothing more of it.
 */
async function quizNeeded(player) {
  const required = await read(player, '/api/i/news/quiz/isrequired');
  if (!required.IsRequired || required.IsComplete) return null;
  const view = await read(player, '/api/i/news/quiz');
  const articleId = view?.ArticleID ?? (await read(player, '/api/i/news/article')).ID;
  return { articleId, view };
}

const load = {
  stopped: false,
  inFlight: 0,
  acknowledged: 0,
  outcomes: {},
  refused: {},
  fatal: [],
};

/**
 * One write; 'acknowledged' (200 and Success true), 'refused' (400: the game said no, its reason
 * kept as the player's last refusal), 'other' (any other answer, e.g. 429 or 503: try again) or
 * 'unknown' (no answer: the server went down).
 */
async function write(player) {
  const next = nextWrite(player);
  load.inFlight += 1;
  try {
    const answer = await send(base(), {
      method: 'POST',
      path: next.path,
      body: next.body,
      auth: player.auth,
      from: player.from,
    });
    count(load.outcomes, answer.status);
    if (answer.status === 200 && answer.json?.Success) {
      load.acknowledged += 1;
      player.acked.push(next);
      advance(player, next, answer.json.Results);
      return 'acknowledged';
    }
    const refusal = `${next.type} ${answer.status}: ${answer.json?.Messages?.[0] ?? ''}`;
    count(load.refused, refusal);
    if (answer.status !== 400) return 'other';
    player.refusal = refusal;
    return 'refused';
  } catch (error) {
    count(load.outcomes, error.code ?? error.message);
    return 'unknown';
  } finally {
    load.inFlight -= 1;
  }
}

async function play(player) {
  try {
    let lost = false;
    let refusedInARow = 0;
    while (!load.stopped && !player.done) {
      // A new week's quiz is read before its writes, as is the game after an unknown outcome.
      if (lost || player.quiz === undefined) {
        try {
          await resync(player);
          lost = false;
        } catch {
          await sleep(100);
          continue;
        }
      }
      const outcome = await write(player);
      lost = outcome !== 'acknowledged';
      refusedInARow = outcome === 'refused' ? refusedInARow + 1 : 0;
      // Refusals one after another, each after a fresh look at the game, mean a week this test
      // does not play through: no more of its writes would be acknowledged.
      if (refusedInARow >= STUCK_AFTER_REFUSALS) {
        load.fatal.push(
          `player ${player.index} is stuck in week ${player.week}: ${refusedInARow} writes refused in a row, the last ${player.refusal}`,
        );
        return;
      }
      await sleep(random(PAUSE_MS));
    }
  } catch (error) {
    load.fatal.push(`player ${player.index}: ${error.stack}`);
  }
}

// ---- what must be there --------------------------------------------------------------------

/** The statement lines' amounts in cents, by account. */
async function statements(player, accountIds) {
  const byAccount = new Map();
  for (const accountId of accountIds) {
    const answer = await send(base(), {
      path: `/api/i/transactions?GameInstanceID=${player.instanceId}&AccountInstanceID=${accountId}`,
      auth: player.auth,
      from: player.from,
    });
    if (answer.status !== 200) throw new Error(`statement ${accountId}: ${answer.status}`);
    byAccount.set(
      accountId,
      answer.json.Results.Transactions.map((line) => cents(line.Money)),
    );
  }
  return byAccount;
}

/** Takes one line of `amount` from an account's lines; false when there is none left. */
function takeLine(byAccount, accountId, amount) {
  const lines = byAccount.get(accountId);
  const at = lines?.indexOf(amount) ?? -1;
  if (at < 0) return false;
  lines.splice(at, 1);
  return true;
}

/** Where a game stands as one number: week, then playing < question < summary. */
const position = (week, stage) => week * 3 + ['playing', 'question', 'summary'].indexOf(stage);

/**
 * Each acknowledged write as the read routes show it: statements, accounts, the week, and this
 * week's quiz or, for an earlier week, whether its quiz is done in Finance Weekly's archive.
 */
async function checkReads(player) {
  const game = await read(player, '/api/i/games/apps');
  const accountIds = (await read(player, '/api/i/banking')).map((account) => account.ID);
  const reads = {
    byAccount: await statements(player, accountIds),
    accountIds,
    now: game.IsGameComplete ? Infinity : position(game.CurrentWeek, game.WeekStage),
    week: game.CurrentWeek,
    quiz: await read(player, '/api/i/news/quiz'),
    archive: await read(player, '/api/i/news/archive/articles'),
  };
  const result = { checked: 0, found: 0 };
  for (const acked of player.acked) {
    const seen = seenInReads(acked, reads);
    if (seen === undefined) continue;
    result.checked += 1;
    if (seen) result.found += 1;
    else fail(`player ${player.index}: acknowledged ${describe(acked)} is not in the read routes`);
  }
  return result;
}

function seenInReads(acked, { byAccount, accountIds, now, week, quiz, archive }) {
  switch (acked.type) {
    case 'transfer': {
      // A transfer shows on the statement of each bank account it touches (not the cash box's).
      const sides = [
        [acked.from, -acked.amountCents],
        [acked.to, acked.amountCents],
      ].filter(([accountId]) => byAccount.has(accountId));
      return sides.length > 0 && sides.every(([id, amount]) => takeLine(byAccount, id, amount));
    }
    case 'openBankAccount':
      return accountIds.some((id) => takeLine(byAccount, id, acked.amountCents));
    case 'endWeek':
      return now >= position(acked.week, 'question');
    case 'answerBonusQuestion':
      return now >= position(acked.week, 'summary');
    case 'startWeek':
      return now >= position(acked.week, 'playing');
    case 'createQuiz':
    case 'startQuiz':
    case 'submitAnswer':
    case 'completeQuestion': {
      // A week is left only with its required quiz done, every question answered and moved on.
      if (acked.week < week)
        return archive.some((article) => article.Week === acked.week && article.IsQuizComplete);
      if (acked.week > week || quiz === null) return false;
      const question = quiz.Questions[acked.question];
      if (acked.type === 'createQuiz') return true;
      if (acked.type === 'startQuiz') return quiz.Status !== 'created';
      if (acked.type === 'submitAnswer') return Boolean(question?.Result);
      return question?.IsComplete === true;
    }
    default:
      return undefined; // generateBonusQuestion: the replay only (a repeat stores nothing)
  }
}

const describe = (acked) =>
  `${acked.type}${acked.amountCents ? ` of ${acked.amountCents} cents` : ''}${acked.question === undefined ? '' : ` of question ${acked.question + 1}`}${acked.week ? ` (week ${acked.week})` : ''}`;

// ---- the database: command logs and replay -------------------------------------------------

/**
 * The stored game equals the replay of its command log (instances/replay-check.ts, as the server
 * rebuilds a game and as verify-backup checks a backup), and the log holds every acknowledged
 * write.
 */
async function checkGame(db, player) {
  const where = `player ${player.index}'s game`;
  const game = await readStoredGame(db, player.instanceId);
  if (!game) {
    fail(`${where}: not in the database`);
    return { commands: 0, logged: { checked: 0, found: 0 } };
  }
  for (const problem of replayProblems(game)) fail(`${where}: ${problem}`);
  return { commands: game.commands.length, logged: checkLog(player, game.commands) };
}

/**
 * Each acknowledged write is in the log (transfers and openings by their amounts, a quiz's steps
 * by the article, quiz or question they name, one to one), but a bonus question's generation: a
 * repeat answers again and stores nothing.
 */
function checkLog(player, commands) {
  const left = [...commands];
  const result = { checked: 0, found: 0 };
  for (const acked of player.acked) {
    if (acked.type === 'generateBonusQuestion') continue;
    result.checked += 1;
    const at = left.findIndex(
      (command) =>
        command.type === acked.type &&
        (acked.amountCents === undefined || command.amountCents === acked.amountCents) &&
        Object.entries(acked.logged ?? {}).every(([key, value]) => command[key] === value),
    );
    if (at < 0)
      fail(`player ${player.index}: acknowledged ${describe(acked)} is not in the command log`);
    else {
      left.splice(at, 1);
      result.found += 1;
    }
  }
  return result;
}

// ---- the run -------------------------------------------------------------------------------

/** Waits until `ready()` holds or `ms` have passed. */
async function waitFor(ready, ms) {
  const until = performance.now() + ms;
  while (!ready() && performance.now() < until) await sleep(50);
}

async function crashes() {
  const kills = [];
  let upAt = performance.now();
  let ackedAtUp = load.acknowledged;
  for (let kill = 1; kill <= KILLS; kill += 1) {
    await sleep(random(KILL_AFTER_MS));
    // Not before the players write again (after a restart each first reads where its game
    // stands, slowly on a busy machine): a kill while they only read would test no write.
    await waitFor(() => load.acknowledged - ackedAtUp >= PLAYERS, 30_000);
    // Then the first moment a write is on its way (within a second), so the kill lands on one.
    const until = performance.now() + 1_000;
    while (load.inFlight === 0 && performance.now() < until)
      await new Promise((done) => setImmediate(done));
    const inFlight = load.inFlight;
    const upMs = performance.now() - upAt;
    const acked = load.acknowledged - ackedAtUp;
    await killServer();
    const integrity = integrityCheck();
    if (file && integrity !== 'ok') fail(`integrity_check after kill ${kill}: ${integrity}`);
    const restartMs = await startServer();
    upAt = performance.now();
    ackedAtUp = load.acknowledged;
    kills.push(integrity);
    console.log(
      `  kill ${kill}: SIGKILL ${(upMs / 1000).toFixed(1)} s after the server was up, ${acked} writes acknowledged since, ${inFlight} in flight; integrity_check ${integrity}; up again in ${restartMs.toFixed(0)} ms`,
    );
  }
  return kills;
}

async function main() {
  if (!existsSync(join(root, 'packages/server/dist/main.js')))
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  console.log(
    `Crash test: ${PLAYERS} players, ${KILLS} kills with SIGKILL, ${postgresUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${dir}`}`,
  );
  const link = JSON.parse(
    admin(env, 'create-link', '--group', 'Crash test', '--max-players', '1000'),
  );
  port = await freePort();
  await startServer();
  const players = [];
  for (let index = 0; index < PLAYERS; index += 4) {
    const batch = Array.from({ length: Math.min(4, PLAYERS - index) }, (_, i) => index + i);
    players.push(...(await Promise.all(batch.map((i) => setUpPlayer(link, i)))));
  }
  console.log(`  ${PLAYERS} players signed in, each with a game and an everyday account`);
  console.log(`  ${PLAYERS} players writing, about 4 commands a second each; killing the server:`);

  const playing = players.map(play);
  await crashes();
  // Then on without kills until every player has played two weeks to their end (the starter
  // scenario requires week 2's quiz), for at most a minute more on a slow machine.
  await waitFor(
    () =>
      players.every(
        (player) => player.done || player.acked.filter((w) => w.type === 'endWeek').length >= 2,
      ),
    60_000,
  );
  await sleep(2_000);
  load.stopped = true;
  await Promise.all(playing);

  // Reads after a clean start come from the database alone, not from a process's memory.
  await stop(server);
  await startServer();
  await verify(players);
}

async function verify(players) {
  const acked = players.reduce((sum, player) => sum + player.acked.length, 0);
  const byType = {};
  for (const player of players) for (const write of player.acked) count(byType, write.type);
  console.log(`  writes acknowledged: ${acked} (${tally(byType)})`);
  const weeks = players.map((player) => player.week);
  console.log(
    `  weeks played to their end: ${byType.endWeek ?? 0}, ${byType.startWeek ?? 0} of them with the next begun (the players now in weeks ${Math.min(...weeks)} to ${Math.max(...weeks)}); required Finance Weekly quizzes done: ${players.reduce((sum, player) => sum + player.acked.filter((write) => write.completesQuiz).length, 0)}`,
  );
  console.log(`  answers to all writes: ${tally(load.outcomes)}`);
  if (Object.keys(load.refused).length > 0)
    console.log(`  refused (not acknowledged, so not checked): ${tally(load.refused)}`);
  for (const fatal of load.fatal) fail(fatal);
  if (acked < 20 * KILLS) fail(`only ${acked} writes were acknowledged: too few to tell`);

  let seen = 0;
  let checked = 0;
  for (const player of players) {
    const reads = await checkReads(player);
    seen += reads.found;
    checked += reads.checked;
  }
  console.log(
    `  acknowledged writes the read routes show: ${seen} of ${checked} (statements, accounts, week and stage, the quizzes; a bonus question's generation is checked by the replay alone)`,
  );

  await stop(server);
  const integrity = integrityCheck();
  if (file && integrity !== 'ok') fail(`integrity_check at the end: ${integrity}`);
  console.log(`  PRAGMA integrity_check: ${integrity}${file ? ' (and after each kill)' : ''}`);
  const database = openReadOnly(env.DATABASE_URL);
  const logged = { checked: 0, found: 0 };
  let commands = 0;
  try {
    for (const player of players) {
      const game = await checkGame(database.db, player);
      logged.checked += game.logged.checked;
      logged.found += game.logged.found;
      commands += game.commands;
    }
  } finally {
    await database.close();
  }
  console.log(
    `  acknowledged writes in the command logs: ${logged.found} of ${logged.checked} (all but a bonus question's generation)`,
  );
  console.log(
    `  games replayed from their command logs: ${players.length} (${commands} commands), each equal to its stored state unless listed below`,
  );
}

const began = performance.now();
try {
  await main();
} catch (error) {
  fail(error.stack);
} finally {
  if (server) await stop(server);
  closeConnections();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
for (const problem of problems.slice(0, 50)) console.log(`  FAIL ${problem}`);
if (problems.length > 50) console.log(`  ... and ${problems.length - 50} more`);
const took = `in ${((performance.now() - began) / 1000).toFixed(0)} s`;
console.log(
  problems.length === 0
    ? `\nCrash test PASSED ${took}`
    : `\nCrash test FAILED: ${problems.length} problems ${took}`,
);
process.exitCode = problems.length === 0 ? 0 : 1;

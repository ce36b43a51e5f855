// Seeds players straight into the bench database (users, tokens, link membership), so setting up
// hundreds of players costs no password hashing; their games are then made through the API.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { count, send } from './http.mjs';
import { sleep } from './lib.mjs';

/** Seeds `count` players numbered from `first` (their e-mails are bench<n>@school.test). */
export function seedPlayers(file, gameLinkId, count, first = 0) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  const players = [];
  const insert = db.transaction(() => {
    for (let index = first; index < first + count; index += 1) {
      const userId = randomUUID();
      const playerId = randomUUID();
      const token = randomBytes(32).toString('base64url');
      db.prepare(
        `INSERT INTO users (id, email, email_key, password_hash, name, surname, yob, age_band, gender, theme, is_trial, created_at)
         VALUES (?, ?, ?, 'scrypt$0$0$0$x$x', ?, NULL, '2009', NULL, 'n', 'school', 0, ?)`,
      ).run(userId, `bench${index}@school.test`, `bench${index}@school.test`, `Bench${index}`, now);
      db.prepare(
        `INSERT INTO players (id, user_id, name, age_band, gender, is_account_holder, created_at) VALUES (?, ?, ?, NULL, 'n', 1, ?)`,
      ).run(playerId, userId, `Bench${index}`, now);
      db.prepare(
        `INSERT INTO access_tokens (token_hash, user_id, expires_at, revoked, created_at) VALUES (?, ?, ?, 0, ?)`,
      ).run(
        createHash('sha256').update(token).digest('hex'),
        userId,
        Date.now() + 24 * 3_600_000,
        now,
      );
      db.prepare(
        `INSERT INTO game_link_users (game_link_id, user_id, joined_at) VALUES (?, ?, ?)`,
      ).run(gameLinkId, userId, now);
      players.push({ userId, playerId, token, auth: `Bearer ${token}` });
    }
  });
  insert();
  db.close();
  return players;
}

async function call(base, method, path, auth, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.Success) throw new Error(`${method} ${path}: ${json.Messages?.join(' ')}`);
  return json.Results;
}

/** The link's everyday account with no minimum balance, which every bench player opens. */
export async function everydayAccountOf(base, link, auth) {
  const types = await call(base, 'GET', `/api/g/banking?GameID=${link.GameID}`, auth);
  return types.find(
    (type) => type.AccountType === 'TransactionsBankAccountInstance' && type.MinimumBalance === 0,
  );
}

/**
 * A game for a player on `link`, as a student starts one: the game, its first week, an everyday
 * account and half the cash moved into it. `send(method, path, body)` sends one request and
 * resolves with its Results (or throws). Sets player.instanceId, cashId and accountId.
 */
export async function startGame(send, link, player, everyday) {
  const game = await send('POST', '/api/i/games', {
    GameID: link.GameID,
    GameLinkID: link.GameLinkID,
  });
  player.instanceId = game.ID;
  await send('POST', '/api/i/games/startweek', { GameInstanceID: game.ID });
  const account = await send('POST', '/api/i/banking', {
    GameInstanceID: game.ID,
    GameAccountID: everyday.ID,
  });
  const cash = await send('GET', `/api/i/cashbox?GameInstanceID=${game.ID}`);
  await send('POST', '/api/i/transfer', {
    GameInstanceID: game.ID,
    FromAccountInstanceID: cash.ID,
    ToAccountInstanceID: account.ID,
    Amount: Math.floor(cash.Balance / 2),
  });
  player.cashId = cash.ID;
  player.accountId = account.ID;
}

/** Creates each player's game (startGame), `concurrency` players at a time. */
export async function startGames(base, link, players, { concurrency = 8 } = {}) {
  const everyday = await everydayAccountOf(base, link, players[0].auth);
  let next = 0;
  async function worker() {
    while (next < players.length) {
      const player = players[next++];
      await startGame(
        (method, path, body) => call(base, method, path, player.auth, body),
        link,
        player,
        everyday,
      );
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Signed-in players using the game while something else happens: each reads its dashboard
 * (GET /api/i/games/apps for its own game), pauses `pauseMs` and reads again, from `from`, until
 * `stop()` is called or `maxMs` has passed. `stop()` resolves with every call's time in ms and the
 * calls that failed (anything but 200 with Success true), by status or error code.
 */
export function playersCalling(base, players, { from, pauseMs = 20, maxMs = 300_000 }) {
  const latencies = [];
  const failed = {};
  let failures = 0;
  const until = performance.now() + maxMs;
  let stopped = false;
  const playing = players.map(async (player) => {
    while (!stopped && performance.now() < until) {
      try {
        const answer = await send(base, {
          path: `/api/i/games/apps?GameInstanceID=${player.instanceId}`,
          auth: player.auth,
          from,
        });
        latencies.push(answer.ms);
        if (answer.status !== 200 || !answer.json?.Success) {
          failures += 1;
          count(failed, answer.status);
        }
      } catch (error) {
        failures += 1;
        count(failed, error.code ?? error.message);
      }
      await sleep(pauseMs);
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(playing);
      return { latencies, failures, failed };
    },
  };
}

/** playersCalling for `ms` milliseconds. */
export async function playersCallingFor(base, players, ms, options) {
  const calling = playersCalling(base, players, options);
  await sleep(ms);
  return calling.stop();
}

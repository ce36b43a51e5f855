// Sign-in of a class and of a school year: everyone presses Sign in at the same moment from the
// school's one address, while players elsewhere go on playing. The students are registered first
// through the API (which hashes each password too), so only the sign-in is measured.
import { count, schoolAddress, send, tally } from './http.mjs';
import { median, percentile, sleep } from './lib.mjs';
import { playersCalling, playersCallingFor } from './players.mjs';

const PASSWORD = 'Secret123';
/** The school's address: every student of the bursts signs in from it. */
const SCHOOL = '127.0.0.1';
/** The other players, at other schools and homes. */
const ELSEWHERE = schoolAddress(900);
/** Registration is limited per address (600 an hour); setup spreads it over a few. */
const REGISTRATIONS_PER_ADDRESS = 100;
const REGISTER_CONCURRENCY = 4;
/** Setup only: a registration answered 503 (busy) is tried again, at most this often. */
const REGISTER_TRIES = 40;

const loginBody = (email) =>
  new URLSearchParams({ grant_type: 'password', username: email, password: PASSWORD }).toString();

async function registerOne(base, link, email, from) {
  const body = {
    GameLinkID: link.GameLinkID,
    Email: email,
    YOB: '2009',
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    Name: 'Student',
    Surname: '',
    Age: '',
    Gender: 'n',
  };
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send(base, { method: 'POST', path: '/api/Account/Register', body, from });
    if (answer.status === 200 && answer.json?.Success) return attempt - 1;
    if (answer.status !== 503 || attempt >= REGISTER_TRIES)
      throw new Error(`registering ${email}: ${answer.status} ${answer.text.slice(0, 200)}`);
    await sleep(250);
  }
}

/** Registers `total` students through the API; returns their e-mails. */
export async function registerStudents(base, link, total) {
  const runId = Date.now().toString(36);
  const emails = Array.from({ length: total }, (_, i) => `student${i}.${runId}@school.test`);
  const began = performance.now();
  let next = 0;
  let retries = 0;
  async function worker() {
    while (next < emails.length) {
      const index = next++;
      const from = schoolAddress(800 + Math.floor(index / REGISTRATIONS_PER_ADDRESS));
      retries += await registerOne(base, link, emails[index], from);
    }
  }
  await Promise.all(Array.from({ length: REGISTER_CONCURRENCY }, worker));
  console.log(
    `  (setup: ${total} students registered in ${((performance.now() - began) / 1000).toFixed(1)} s, ${REGISTER_CONCURRENCY} at a time from ${Math.ceil(total / REGISTRATIONS_PER_ADDRESS)} address(es); ${retries} answered 503 and were tried again)`,
  );
  return emails;
}

async function signIn(base, email) {
  try {
    const answer = await send(base, {
      method: 'POST',
      path: '/Token',
      body: loginBody(email),
      from: SCHOOL,
    });
    const ok = answer.status === 200 && typeof answer.json?.access_token === 'string';
    return { ok, ms: answer.ms, outcome: answer.status };
  } catch (error) {
    return { ok: false, ms: NaN, outcome: error.code ?? error.message };
  }
}

/** One sign-in at a time on a quiet server: what one password check costs here, now. */
export async function signInAlone(base, email, times = 5) {
  const spent = [];
  for (let index = 0; index < times; index += 1) {
    const result = await signIn(base, email);
    if (!result.ok) throw new Error(`a single sign-in failed: ${result.outcome}`);
    spent.push(result.ms);
  }
  return { median: median(spent), spent };
}

/** Everyone signs in at once; returns each one's time, the failures and how long until all were in. */
async function signInAtOnce(base, emails) {
  const began = performance.now();
  const results = await Promise.all(emails.map((email) => signIn(base, email)));
  const wall = performance.now() - began;
  const outcomes = {};
  for (const result of results) count(outcomes, result.outcome);
  const failures = results.filter((result) => !result.ok).length;
  const answered = results.filter((result) => !Number.isNaN(result.ms));
  return { latencies: answered.map((result) => result.ms), failures, outcomes, wall };
}

const ms = (value) => `${Number.isNaN(value) ? '-' : value.toFixed(0)} ms`;

/**
 * A burst of sign-ins beside other players' calls: their p99 just before (quiet) and during the
 * burst. Prints two checks: the burst (no failures, and within `targetMs` when given) and the
 * other players (p99 at most twice the quiet one, or the quiet one + 10 ms when that is more).
 */
export async function signInBurst({ base, label, emails, alone, others, targetMs, check }) {
  await playersCallingFor(base, others, 1_000, { from: ELSEWHERE }); // warm-up
  const quiet = await playersCallingFor(base, others, 3_000, { from: ELSEWHERE });
  const calling = playersCalling(base, others, { from: ELSEWHERE });
  const burst = await signInAtOnce(base, emails);
  const during = await calling.stop();

  const inTime = targetMs === undefined || burst.wall <= targetMs;
  const target =
    targetMs === undefined
      ? '(no time target), '
      : `(target: all in within ${(targetMs / 1000).toFixed(0)} s), `;
  check(
    `POST /Token: ${label} (${emails.length} students) signing in at the same moment from one address`,
    burst.failures === 0 && inTime,
    `all signed in after ${ms(burst.wall)} ${target}p50 ${ms(percentile(burst.latencies, 50))}, p99 ${ms(percentile(burst.latencies, 99))}, failures ${burst.failures} (answers: ${tally(burst.outcomes)}); one sign-in alone ${ms(alone.median)} (median of ${alone.spent.length} on a quiet server)`,
  );

  const quietP99 = percentile(quiet.latencies, 99);
  const duringP99 = percentile(during.latencies, 99);
  const allowed = Math.max(2 * quietP99, quietP99 + 10);
  const failures = quiet.failures + during.failures;
  const failed = { ...quiet.failed };
  for (const [what, times] of Object.entries(during.failed))
    failed[what] = (failed[what] ?? 0) + times;
  check(
    `GET /api/i/games/apps by ${others.length} other players while ${label} signs in`,
    duringP99 <= allowed && failures === 0,
    `p99 ${ms(duringP99)} (${during.latencies.length} calls) beside ${ms(quietP99)} just before (${quiet.latencies.length} calls) (target: at most 2x, or +10 ms when that is more: ${ms(allowed)}), failures ${failures}${failures ? ` (${tally(failed)})` : ''}`,
  );
}

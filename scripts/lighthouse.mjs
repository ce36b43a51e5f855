// Lighthouse on the screens a student spends time on (issues 11 and 32, decision 011): the
// sign-in page, and for a signed-in player the dashboard, Shares, the week's Finance Weekly
// article and the week's summary, with Lighthouse's mobile preset and simulated throttling, on
// the built server (run `npm run build` first: this builds nothing) with a temporary SQLite
// database and a demo game link. Prints performance, accessibility and layout shift per page and
// the JavaScript the sign-in page loads, gzipped; exits 1 when a page's median run has
// performance < 95, accessibility < 100 or a layout shift over 0.1, or that JavaScript is over
// 100 kB.
//
//   npm run lighthouse                 five runs per page, the median reported
//   LIGHTHOUSE_RUNS=1 npm run lighthouse
//   CHROME_PATH=/path/to/chrome npm run lighthouse
//   LIGHTHOUSE_OUT=/tmp/lh npm run lighthouse   also writes each median report there as JSON

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = join(root, 'packages/server/dist/main.js');
const webDist = join(root, 'packages/web/dist');

const TARGETS = { performance: 95, accessibility: 100, layoutShift: 0.1, loginScriptKb: 100 };
const RUNS = Math.min(Math.max(Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5, 1), 9);
const PASSWORD = 'Secret123';
const STARTUP_MS = 30_000;

const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/google-chrome'].find(
  (path) => path && existsSync(path),
);

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The production server on a fresh SQLite file, with the demo link it prints at start-up. */
async function startServer(dir) {
  const port = await freePort();
  const child = spawn('node', [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'lighthouse.db')}`,
      LOG_LEVEL: 'warn',
      DEMO_LINK: 'true',
      OUTBOX_DIR: join(dir, 'outbox'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + STARTUP_MS;
  while (!output.includes('Press Ctrl+C')) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start in 30 s:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  const link = /\/auth\/login\/([0-9a-f-]{36})/.exec(output)?.[1];
  if (!link) throw new Error(`The start-up lines name no demo link:\n${output}`);
  return { child, origin: `http://127.0.0.1:${port}`, link };
}

async function registerStudent(origin, gameLinkId) {
  const email = `lighthouse.${Date.now()}@school.edu.au`;
  const response = await fetch(`${origin}/api/Account/Register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      GameLinkID: gameLinkId,
      Email: email,
      YOB: String(new Date().getFullYear() - 15),
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Name: 'Sam',
      Surname: '',
      Age: '',
      Gender: 'n',
    }),
  });
  const body = await response.json();
  if (!body.Success) throw new Error(`Registration refused: ${JSON.stringify(body.Messages)}`);
  return email;
}

const byText = (text) => `::-p-text(${text})`;

/**
 * Signs in through the sign-in page and starts a game, as a player does; the web app keeps the
 * session in localStorage, which the dashboard's audit then finds. The mentor's welcome is read
 * to its end, so the audit sees the dashboard a returning player sees.
 */
async function signInAndStartGame(page, origin, link, email) {
  await page.goto(`${origin}/auth/login/${link}`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForFunction((path) => globalThis.location.pathname === path, {}, '/auth/game');
  await page.locator(`button${byText('Start new game')}`).click();
  await page.waitForFunction((path) => globalThis.location.pathname === path, {}, '/app/dashboard');
  const dialog = await page.waitForSelector('dialog[open]', { timeout: 10_000 });
  for (let step = 0; step < 12 && (await dialog.isVisible()); step += 1) {
    const gotIt = await dialog.$(`button${byText('Got it!')}`);
    await (gotIt ?? (await dialog.$(`button${byText('Next')}`)))?.click();
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Closes the mentor's popup if it is open (an app's help the first time it opens). */
async function closeMentor(page) {
  const dialog = await page.waitForSelector('dialog[open]', { timeout: 3_000 }).catch(() => null);
  for (let step = 0; dialog && step < 12 && (await dialog.isVisible()); step += 1) {
    const gotIt = await dialog.$(`button${byText('Got it!')}`);
    await (gotIt ?? (await dialog.$(`button${byText('Next')}`)))?.click();
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Opens a screen once as the player, so its first-visit help is read before it is measured. */
async function visitOnce(page, url) {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await closeMentor(page);
}

/** The signed-in player's API, with the session the web app keeps. */
async function gameApi(page, origin, method, path, data = {}) {
  const { Token, GameInstanceID, GameID } = JSON.parse(
    await page.evaluate(() => localStorage.getItem('mc.session') ?? '{}'),
  );
  const query = new URLSearchParams({ GameInstanceID, GameID, ...(method === 'GET' ? data : {}) });
  const response = await fetch(`${origin}${path}${method === 'GET' ? `?${query}` : ''}`, {
    method,
    headers: { authorization: `Bearer ${Token}`, 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { body: JSON.stringify({ GameInstanceID, ...data }) }),
  });
  const body = await response.json();
  if (!body.Success) throw new Error(`${method} ${path}: ${JSON.stringify(body.Messages)}`);
  return body.Results;
}

/**
 * Ends week 1 as a player would: an everyday account opened (the week needs one), a required
 * Finance Weekly quiz answered, the week ended and its bonus question skipped; the week's summary
 * is then the screen the player sees.
 */
async function endFirstWeek(page, origin) {
  const api = (method, path, data) => gameApi(page, origin, method, path, data);
  const types = await api('GET', '/api/g/banking');
  const everyday = types.find(
    (type) => type.AccountType === 'TransactionsBankAccountInstance' && type.MinimumBalance === 0,
  );
  await api('POST', '/api/i/banking', { GameAccountID: everyday.ID });
  const required = await api('GET', '/api/i/news/quiz/isrequired');
  if (required.IsRequired && !required.IsComplete) {
    const article = await api('GET', '/api/i/news/article');
    const quiz = await api('POST', '/api/i/news/quiz/create', { ArticleID: article.ID });
    let now = await api('POST', '/api/i/news/quiz/start', { QuizID: quiz.ID });
    for (let step = 0; step < 12 && now.Status === 'started'; step += 1) {
      const question = now.CurrentQuestion;
      if (!question.Result)
        await api('POST', '/api/i/news/answer/submit', {
          Answers: question.AnswerOptions.slice(0, question.RequiredAnswerCount).map((o) => o.ID),
        });
      now = await api('POST', '/api/i/news/question/complete', { QuestionID: question.ID });
    }
  }
  await api('POST', '/api/i/games/endweek');
  const question = await api('POST', '/api/i/eowquestions/generate');
  await api('POST', '/api/i/eowquestions', { QuestionID: question.ID, Skip: true });
}

/** Gzipped bytes of each script the page loaded, as the build's .gz copy (or gzip -9). */
function scriptBytesGzipped(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  let total = 0;
  for (const { url, resourceType } of items) {
    if (resourceType !== 'Script' || !url.startsWith(origin)) continue;
    const file = join(webDist, new URL(url).pathname);
    if (!existsSync(file)) throw new Error(`${url} is not a file of the build.`);
    total += existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

const ATTEMPTS = 3;

/** One Lighthouse run; a run Lighthouse itself could not record (a busy machine) is tried again. */
async function audit(url, port, { beforeEach, ...options }) {
  for (let attempt = 1; ; attempt += 1) {
    await beforeEach?.();
    const lhr = await auditOnce(url, port, options);
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}

async function auditOnce(url, port, { keepStorage }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The dashboard needs the signed-in session; its cache is emptied before each run instead.
    disableStorageReset: keepStorage,
  });
  if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

const median = (runs) =>
  [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
    Math.floor(runs.length / 2)
  ];

const ms = (lhr, id) => `${(lhr.audits[id].numericValue / 1000).toFixed(2)} s`;
const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);

function report(name, lhr, runs) {
  const scores = runs.map((run) => score(run, 'performance')).join(', ');
  console.log(
    `${name.padEnd(10)} performance ${score(lhr, 'performance')} (runs: ${scores}), accessibility ${score(lhr, 'accessibility')}; FCP ${ms(lhr, 'first-contentful-paint')}, LCP ${ms(lhr, 'largest-contentful-paint')}, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms, CLS ${lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)}, SI ${ms(lhr, 'speed-index')}`,
  );
  for (const ref of lhr.categories.accessibility.auditRefs) {
    const result = lhr.audits[ref.id];
    if (result.score === null || result.score >= 1) continue;
    const scored = ref.weight > 0 ? '' : ' (not scored by Lighthouse)';
    console.log(`  accessibility: ${result.id}${scored}: ${result.title}`);
  }
}

async function main() {
  if (!existsSync(serverMain) || !existsSync(join(webDist, 'index.html')))
    throw new Error('No build to measure: run `npm run build` first.');
  if (!chromePath) throw new Error('No Chromium: set CHROME_PATH to its executable.');

  const dir = mkdtempSync(join(tmpdir(), 'mc-lighthouse-'));
  const server = await startServer(dir);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const loginUrl = `${server.origin}/auth/login/${server.link}`;
    const loginRuns = [];
    for (let run = 0; run < RUNS; run += 1)
      loginRuns.push(await audit(loginUrl, chrome.port, { keepStorage: false }));

    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const email = await registerStudent(server.origin, server.link);
    await signInAndStartGame(page, server.origin, server.link, email);
    const cdp = await page.createCDPSession();
    const emptyCache = () => cdp.send('Network.clearBrowserCache');
    const measure = async (path) => {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(
          await audit(`${server.origin}${path}`, chrome.port, {
            keepStorage: true,
            beforeEach: emptyCache,
          }),
        );
      const lhr = median(runs);
      const shown = new URL(lhr.finalDisplayedUrl).pathname;
      if (shown !== path) throw new Error(`The audit of ${path} ended on ${shown}.`);
      return { lhr, runs };
    };
    const signedIn = {};
    for (const [name, path] of [
      ['dashboard', '/app/dashboard'],
      ['shares', '/app/dashboard/shares'],
      ['article', '/app/dashboard/financeweekly/article'],
    ]) {
      await visitOnce(page, `${server.origin}${path}`);
      signedIn[name] = await measure(path);
    }
    await endFirstWeek(page, server.origin);
    await visitOnce(page, `${server.origin}/end-of-week/summary`);
    signedIn.summary = await measure('/end-of-week/summary');
    await browser.disconnect();

    const login = median(loginRuns);
    const pages = { 'sign-in': { lhr: login, runs: loginRuns }, ...signedIn };
    if (process.env.LIGHTHOUSE_OUT) {
      mkdirSync(process.env.LIGHTHOUSE_OUT, { recursive: true });
      for (const [name, { lhr }] of Object.entries(pages))
        writeFileSync(join(process.env.LIGHTHOUSE_OUT, `${name}.json`), JSON.stringify(lhr));
    }
    for (const [name, { lhr, runs }] of Object.entries(pages)) report(name, lhr, runs);
    const loginKb =
      Math.max(...loginRuns.map((lhr) => scriptBytesGzipped(lhr, server.origin))) / 1000;
    console.log(`sign-in page JavaScript: ${loginKb.toFixed(1)} kB gzipped`);

    const shift = (lhr) => lhr.audits['cumulative-layout-shift'].numericValue;
    const misses = [
      ...Object.entries(pages).flatMap(([name, { lhr }]) => [
        score(lhr, 'performance') < TARGETS.performance &&
          `${name} performance ${score(lhr, 'performance')} < ${TARGETS.performance}`,
        score(lhr, 'accessibility') < TARGETS.accessibility &&
          `${name} accessibility ${score(lhr, 'accessibility')} < ${TARGETS.accessibility}`,
        shift(lhr) > TARGETS.layoutShift &&
          `${name} layout shift ${shift(lhr).toFixed(3)} > ${TARGETS.layoutShift}`,
      ]),
      loginKb > TARGETS.loginScriptKb &&
        `sign-in JavaScript ${loginKb.toFixed(1)} kB > ${TARGETS.loginScriptKb} kB`,
    ].filter(Boolean);
    for (const miss of misses) console.log(`MISSED: ${miss}`);
    if (misses.length === 0) console.log('lighthouse: every target met');
    return misses.length === 0;
  } finally {
    chrome.kill();
    if (server.child.exitCode === null) {
      const exited = new Promise((done) => server.child.once('exit', done));
      server.child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (met) => process.exit(met ? 0 : 1),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

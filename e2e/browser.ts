import { existsSync } from 'node:fs';

/** The Chromium the tests drive: CHROME_PATH, Debian's package, or Playwright's own (undefined). */
export const chromiumPath = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((path): path is string => Boolean(path && existsSync(path)));

/** Flags for a closed network: no background calls home, no sandbox as root, no GPU. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Makes sure the browser tests have a Chromium: CHROME_PATH, then Debian's /usr/bin/chromium,
// else installs one (apt-get as root on Debian, otherwise Playwright's own download).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);
const found = candidates.find((path) => existsSync(path));
if (found) {
  console.log(`Browser tests: using ${found}`);
  process.exit(0);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;
const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Browser tests: installing Debian chromium with apt-get');
  if (
    run('apt-get', ['update', '-qq']) &&
    run('apt-get', ['install', '-y', '-qq', 'chromium']) &&
    existsSync('/usr/bin/chromium')
  )
    process.exit(0);
}
console.log("Browser tests: installing Playwright's Chromium");
if (run('npx', ['playwright', 'install', 'chromium'])) process.exit(0);
console.error(
  'No Chromium for the browser tests: install one, or set CHROME_PATH to its executable.',
);
process.exit(1);

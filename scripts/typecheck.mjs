// Typechecks every workspace with its own tsconfig (each package has its own libs: DOM only in web),
// as many at once as the machine has cores: each `tsc` runs on one, and the suite's first step
// took the seven one after another. Each project's messages are printed together when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The longest first, so the last to start is a short one.
const projects = [
  'packages/web',
  'packages/server',
  'e2e',
  '.',
  'packages/engine',
  'packages/content',
  'packages/contract',
];

function check(project) {
  return new Promise((done) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`typecheck failed in ${project}`);
      done(code === 0);
    });
  });
}

const waiting = [...projects];
let failed = false;
async function worker() {
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    if (!(await check(project))) failed = true;
  }
}
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), projects.length) }, () => worker()),
);
if (failed) process.exit(1);
console.log(`typecheck: ${projects.length} projects clean`);

// Typechecks every workspace with its own tsconfig (each package has its own libs: DOM only in web).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/contract',
  'packages/engine',
  'packages/content',
  'packages/server',
  'packages/web',
  'e2e',
  '.',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
if (failed) process.exit(1);
console.log(`typecheck: ${projects.length} projects clean`);

// Bundles the server into dist/ with our workspace packages inlined (they export TypeScript
// sources) and every npm dependency left external, resolved from node_modules at run time.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const external = new Set();
for (const manifest of [
  './package.json',
  '../contract/package.json',
  '../engine/package.json',
  '../content/package.json',
]) {
  const { dependencies = {} } = JSON.parse(
    readFileSync(new URL(manifest, import.meta.url), 'utf8'),
  );
  for (const name of Object.keys(dependencies)) if (!name.startsWith('@mc/')) external.add(name);
}

await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/admin/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The SQLite checkpointer runs on a worker thread from its own file, found beside the bundle.
copyFileSync(
  new URL('src/db/sqlite-checkpointer.mjs', import.meta.url),
  new URL('dist/sqlite-checkpointer.mjs', import.meta.url),
);
console.log('server bundled into packages/server/dist');

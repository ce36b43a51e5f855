// @vitest-environment node
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

// The first screen's budget (issue 11, decision 011): the sign-in page, where every player
// arrives, loads at most 100 kB of gzipped JavaScript, and the page the server sends carries no
// inline script or style, as the Content-Security-Policy allows none. Built in memory with the
// app's own Vite config, so it holds for what `npm run build` ships.

const WEB_ROOT = decodeURIComponent(new URL('..', import.meta.url).pathname);
const LOGIN_ROUTE_MODULE = '/src/features/auth/routes/login.tsx';
const LOGIN_BUDGET_BYTES = 100_000;
const GAME_HOME_MODULE = '/src/features/shell/routes/dashboard-layout.tsx';

type Output = Rolldown.RolldownOutput['output'][number];
type Chunk = Extract<Output, { type: 'chunk' }>;

async function buildInMemory(): Promise<Output[]> {
  // Vitest sets NODE_ENV=test, which Vite would honour with React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    root: WEB_ROOT,
    mode: 'production',
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

/** Bytes of `code` gzipped (the web's own CompressionStream: the web app imports no node:*). */
async function gzippedBytes(code: string): Promise<number> {
  const stream = new Blob([code]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** The chunks a page loads from `start`: each with the chunks it imports, statically. */
function withStaticImports(chunks: Map<string, Chunk>, start: string[]): Set<Chunk> {
  const loaded = new Set<Chunk>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || loaded.has(chunk)) return;
    loaded.add(chunk);
    chunk.imports.forEach(visit);
  };
  start.forEach(visit);
  return loaded;
}

describe('the first screen', async () => {
  const outputs = await buildInMemory();
  const chunks = new Map(
    outputs.filter((o): o is Chunk => o.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const html = outputs.find((o) => o.fileName === 'index.html');
  const page = html?.type === 'asset' ? String(html.source) : '';

  it('loads at most 100 kB of gzipped JavaScript for the sign-in page', async () => {
    const fromPage = [...page.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1] ?? '');
    const preloaded = [...page.matchAll(/<link[^>]*\shref="\/([^"]+\.js)"/g)].map(
      (m) => m[1] ?? '',
    );
    const loginChunk = [...chunks.values()].find((chunk) =>
      chunk.moduleIds.some((id) => id.endsWith(LOGIN_ROUTE_MODULE)),
    );
    expect(fromPage.length, 'the page names its script').toBe(1);
    expect(loginChunk, 'the build has the sign-in page').toBeDefined();
    const loaded = withStaticImports(chunks, [
      ...fromPage,
      ...preloaded,
      loginChunk?.fileName ?? '',
    ]);
    const sizes = await Promise.all([...loaded].map((chunk) => gzippedBytes(chunk.code)));
    const gzipped = sizes.reduce((total, size) => total + size, 0);
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped, `${[...loaded].map((c) => c.fileName).join(', ')}`).toBeLessThanOrEqual(
      LOGIN_BUDGET_BYTES,
    );
  });

  it('keeps the game, its router and zod off the sign-in page', () => {
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    const first = withStaticImports(chunks, [entry?.fileName ?? '']);
    const modules = [...first].flatMap((chunk) => chunk.moduleIds);
    expect(modules.some((id) => id.includes('/node_modules/zod/'))).toBe(false);
    expect(modules.some((id) => id.includes('/node_modules/react-router/'))).toBe(false);
    expect(modules.some((id) => id.includes('/features/shell/'))).toBe(false);
  });

  it("keeps zod off the game's home screen", () => {
    const game = [...chunks.values()].find((chunk) =>
      chunk.moduleIds.some((id) => id.endsWith(GAME_HOME_MODULE)),
    );
    expect(game, 'the build has the game').toBeDefined();
    const loaded = withStaticImports(chunks, [game?.fileName ?? '']);
    const modules = [...loaded].flatMap((chunk) => chunk.moduleIds);
    expect(modules.some((id) => id.includes('/node_modules/react-router/'))).toBe(true);
    expect(modules.some((id) => id.includes('/node_modules/zod/'))).toBe(false);
  });

  it('needs no inline script or style and ships no source maps', () => {
    expect(page).toContain('<div id="root">');
    for (const tag of page.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="/);
    expect(page).not.toMatch(/<style\b/);
    expect(page).not.toMatch(/\sstyle=/);
    expect(outputs.filter((o) => o.fileName.endsWith('.map'))).toEqual([]);
    for (const chunk of chunks.values()) expect(chunk.code).not.toContain('sourceMappingURL');
  });
});

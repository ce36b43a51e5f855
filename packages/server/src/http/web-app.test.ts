import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const PAGE = `<!doctype html><title>Money Challenge</title>${'<p>page</p>'.repeat(50)}`;
const SCRIPT = `console.log(${JSON.stringify('the first screen '.repeat(100))});`;

/** A built web app as scripts/compress-static.mjs leaves it: each text file with .br and .gz. */
function builtWebApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mc-web-app-'));
  mkdirSync(join(dist, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  };
  write('index.html', PAGE);
  write('assets/app-abc123.js', SCRIPT);
  return dist;
}

describe('serving the built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerWebApp(app, builtWebApp());
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy to a browser that accepts it, else gzip, else the file itself', async () => {
    const brotli = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    for (const reply of [brotli, gzip, plain]) {
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('loads the compressed app page, never cached, for the pages of the app', async () => {
    for (const url of ['/', '/auth/login/abc', '/app/dashboard', '/no/such/page']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    }
  });

  it('answers 404 for files it does not have, source maps and the compressed copies by name', async () => {
    for (const url of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js.br',
      '/assets/app-abc123.js.gz',
      '/index.html.br',
      '/assets/old-999.js',
      '/favicon.ico',
    ]) {
      const reply = await get(url, 'br, gzip');
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type']).toContain('application/json');
    }
    expect((await get('/api/unknown')).statusCode).toBe(404);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS, failure } from '@mc/contract';

/** A request for a file (it ends in an extension) is never answered with the app's page. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * Serves the built web app beside the API on one port. Every address that is not an API call or a
 * file loads the app, whose router shows the page or sends an unknown address to /.
 *
 * The build writes a brotli and a gzip copy beside each text file (scripts/compress-static.mjs);
 * they are sent as they are to a browser that accepts them, with `Vary: Accept-Encoding`, and the
 * copies themselves have no address (decision 011).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      index: false,
      setHeaders(reply, path) {
        // Vite puts a content hash in every asset name, so assets can be cached for good.
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !FILE_NAME.test(path);
    if (path === '/api' || path.startsWith('/api/') || path === '/Token' || !isPage || !hasWebApp) {
      return reply.status(404).send(failure(ERRORS.notFound));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

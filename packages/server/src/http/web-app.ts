import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS, failure } from '@mc/contract';

/**
 * Serves the built web app beside the API on one port. Every address that is not an API call or a
 * file loads the app, whose router shows the page or sends an unknown address to /.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
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
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || path === '/Token' || !isPage || !hasWebApp) {
      return reply.status(404).send(failure(ERRORS.notFound));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

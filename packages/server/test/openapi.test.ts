import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CommunicationsResult, GameAppsResult } from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { gameClient, openEverydayAccount } from './support/game';
import { createLink, login, signUp } from './support/players';

// The OpenAPI document against the server itself: it lists exactly the routes the server
// registers, it is valid OpenAPI 3.1, and real answers match the shapes it documents.

type Route = { method: string; url: string; hidden: boolean };

// Every Fastify instance made while this file runs records the routes it registers (the onRoute
// hook must be in place before the first route, which buildApp adds itself).
const routesOf = vi.hoisted(() => new WeakMap<object, Route[]>());
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const recording = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    const routes: Route[] = [];
    routesOf.set(app, routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, hidden });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: recording };
});

type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; responses: Record<string, Response> };
};
type Response = { $ref?: string; content?: Record<string, { schema: object }> };
type Operation = {
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema: object }> };
  parameters?: { schema: object }[];
};

/** A built web app beside the API, so the static files' routes are there to be told apart. */
const webDist = mkdtempSync(join(tmpdir(), 'mc-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Money Challenge</title>');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("game")');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** The document's schemas in one validator; its #/components/schemas/ references resolve there. */
function schemaValidator(document: Document) {
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    validateFormats: false,
    allErrors: true,
  });
  const local = (schema: object): object =>
    JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi.json#/$defs/'),
    ) as object;
  ajv.addSchema({ $id: 'openapi.json', $defs: local(document.components.schemas) });
  return {
    compile: (schema: object) => ajv.compile(local(schema)),
    /** The schema of an operation's answer with this status (a shared response followed). */
    answerSchema(method: string, path: string, status: number): object {
      const operation = document.paths[path]?.[method.toLowerCase()];
      let response = operation?.responses[String(status)];
      if (response?.$ref)
        response = document.components.responses[response.$ref.split('/').pop() ?? ''];
      const schema = response?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${method} ${path} documents no ${status} answer`);
      return schema;
    },
  };
}

describe.each(dialects)('the OpenAPI document on %s', (dialect) => {
  const ctx = useTestApp(dialect, { WEB_DIST: webDist });

  async function documentOf(): Promise<Document> {
    const response = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.json();
  }

  it('lists exactly the API routes the server registers, without a token', async () => {
    const routes = routesOf.get(ctx.app);
    if (!routes) throw new Error('the routes were not recorded');
    // The static files (the web app's, registered by @fastify/static) are there but hidden.
    expect(routes.some((route) => route.hidden && route.url === '/index.html')).toBe(true);
    const registered = routes
      .filter((route) => !route.hidden && route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    const document = await documentOf();
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(registered).size).toBe(registered.length);
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('is valid OpenAPI 3.1 and every schema in it compiles', async () => {
    const document = await documentOf();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const schemas = schemaValidator(document);
    const inOperations = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => [
        ...Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema),
        ...(operation.parameters ?? []).map((parameter) => parameter.schema),
        ...Object.values(operation.responses).flatMap((response) =>
          Object.values(response.content ?? {}).map((media) => media.schema),
        ),
      ]);
    for (const schema of [...Object.values(document.components.schemas), ...inOperations])
      expect(() => schemas.compile(schema)).not.toThrow();
  });

  it('answers a repeated request with 304 while the document is unchanged', async () => {
    const first = await ctx.app.inject({ url: '/api/openapi.json' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      url: '/api/openapi.json',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('documents the answers real calls give, successes and failures alike', async () => {
    const schemas = schemaValidator(await documentOf());
    const checked: string[] = [];
    const expectDocumented = (
      method: string,
      path: string,
      answer: { statusCode: number; json(): unknown },
    ) => {
      const validate = schemas.compile(schemas.answerSchema(method, path, answer.statusCode));
      const body = answer.json();
      expect(
        validate(body) ? [] : validate.errors,
        `${method} ${path} ${answer.statusCode}`,
      ).toEqual([]);
      checked.push(`${method} ${path} ${answer.statusCode}`);
      return body;
    };

    const link = await createLink(ctx.app, ctx.config);
    expectDocumented(
      'GET',
      '/api/m/gamelink',
      await ctx.app.inject({ url: '/api/m/gamelink', query: { GameLinkID: link.GameLinkID } }),
    );
    const player = await signUp(ctx.app, link.GameLinkID);
    expectDocumented('POST', '/Token', await login(ctx.app, player.email));
    expectDocumented('POST', '/Token', await login(ctx.app, player.email, 'Wrong-password1'));
    expectDocumented('GET', '/api/i/cashbox', await ctx.app.inject({ url: '/api/i/cashbox' }));

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: player.auth,
      payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
    });
    const instance = expectDocumented('POST', '/api/i/games', created) as {
      Results: { ID: string };
    };
    const client = gameClient(ctx.app, player.auth, instance.Results.ID);
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      expectDocumented(
        method,
        url,
        await ctx.app.inject({
          method,
          url,
          headers: player.auth,
          ...(method === 'GET'
            ? { query: { GameInstanceID: instance.Results.ID, ...payload } }
            : { payload: { GameInstanceID: instance.Results.ID, ...payload } }),
        }),
      );

    await call('POST', '/api/i/games/startweek');
    await call('POST', '/api/i/games/endweek'); // refused in week 1: no bank account yet
    const apps = (await call('GET', '/api/i/games/apps')) as { Results: GameAppsResult };
    await call('GET', '/api/g/banking', { GameID: link.GameID });
    await openEverydayAccount(client, link.GameID);
    await call('GET', '/api/i/banking');
    await call('GET', '/api/i/creditcards'); // none yet: Success false in a 200
    await call('GET', '/api/i/progress');
    const email = apps.Results.Apps.find((app) => app.Name === 'Email');
    const inbox = (await call('GET', '/api/i/communications', {
      GameAppInstanceID: email?.ID,
    })) as { Results: CommunicationsResult };
    expect(inbox.Results.Communications.length).toBeGreaterThan(0);
    await call('GET', '/api/i/communication', { CommunicationID: 'no-such-communication' });
    await call('POST', '/api/i/games/endweek');
    await call('POST', '/api/i/eowquestions/generate');
    await call('GET', '/api/i/progress/summary');
    await call('GET', '/api/g/mentor/help-messages', { GameID: link.GameID, TargetGameAppID: 2 });
    expectDocumented('GET', '/faqs.json', await ctx.app.inject({ url: '/faqs.json' }));

    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /Token 200',
        'POST /Token 400',
        'GET /api/i/cashbox 401',
        'POST /api/i/games/endweek 400',
        'POST /api/i/games/endweek 200',
        'GET /api/i/communication 404',
        'GET /api/i/banking 200',
      ]),
    );
  });
});

import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  API_AREAS,
  API_ROUTES,
  envelopeSchema,
  failureEnvelopeSchema,
  tokenErrorSchema,
  type ApiRoute,
} from '@mc/contract';
import serverPackage from '../../package.json' with { type: 'json' };

// The OpenAPI 3.1 document of the API, made from the contract's list of routes (API_ROUTES) and
// its zod schemas, once when the server starts. OpenAPI 3.1 schemas are JSON Schema 2020-12, which
// zod writes itself (z.toJSONSchema), so no generator library stands between the two.

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const COMPONENT_REF = '#/components/schemas/';

/**
 * Converts zod schemas to JSON Schema, moving every schema the contract names (`.meta({ id })`)
 * to components.schemas so the document names each answer's shape once.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly texts = new Map<string, string>();

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'throw',
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = converted;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>))
      this.addComponent(name, refsToComponents(definition) as JsonSchema);
    return refsToComponents(root) as JsonSchema;
  }

  /** A name stands for one shape: two different schemas under one id is a contract bug. */
  private addComponent(name: string, definition: JsonSchema): void {
    const text = JSON.stringify(definition);
    const known = this.texts.get(name);
    if (known !== undefined && known !== text)
      throw new Error(`OpenAPI: two different schemas are named ${name}`);
    this.texts.set(name, text);
    this.components[name] = definition;
  }
}

/** zod's local references (#/$defs/Name) point at the document's components instead. */
function refsToComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(refsToComponents);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
        ? COMPONENT_REF + inner.slice('#/$defs/'.length)
        : refsToComponents(inner),
    ]),
  );
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** The failures every enveloped call may answer, each in the envelope's failure shape. */
const FAILURES = {
  '400': 'The request is not valid, or the game refused it: Messages say why.',
  '401': 'No token, or an unknown or expired one.',
  '403': 'The token is valid but the call is not allowed for this user.',
  '404': 'The game instance or the thing it names does not exist.',
  '429': 'Too many requests or attempts: wait and try again.',
  '500': 'Something went wrong on the server; Messages carry a reference to quote.',
  '503': "Busy checking other passwords: try again after the Retry-After header's seconds.",
} as const;
type FailureStatus = keyof typeof FAILURES;

function failureResponses(): Record<string, unknown> {
  const failure = { $ref: `${COMPONENT_REF}Failure` };
  return Object.fromEntries(
    Object.entries(FAILURES).map(([status, description]) => [
      `Failure${status}`,
      { description, content: json(failure) },
    ]),
  );
}

function operationId(route: ApiRoute): string {
  const words = `${route.method} ${route.path}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/** A query's fields as OpenAPI parameters, a body or a form as the request body. */
function parametersOf(
  schema: z.ZodType,
  where: 'query' | 'path',
  schemas: SchemaConverter,
): Record<string, unknown>[] {
  const converted = schemas.convert(schema, 'input');
  const required = new Set((converted.required as string[] | undefined) ?? []);
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function requestParts(route: ApiRoute, schemas: SchemaConverter): Operation {
  const path = route.params ? parametersOf(route.params, 'path', schemas) : [];
  const request = route.request;
  if (!request) return path.length > 0 ? { parameters: path } : {};
  if ('query' in request)
    return { parameters: [...path, ...parametersOf(request.query, 'query', schemas)] };
  const [mediaType, schema] =
    'form' in request
      ? ['application/x-www-form-urlencoded', request.form]
      : ['application/json', request.json];
  return {
    ...(path.length > 0 ? { parameters: path } : {}),
    requestBody: {
      required: true,
      content: { [mediaType]: { schema: schemas.convert(schema, 'input') } },
    },
  };
}

/** The failures a call answers in the envelope: those of a signed-in call, or of an open one. */
function failureRefs(route: ApiRoute): Record<string, unknown> {
  const statuses: FailureStatus[] =
    route.auth === 'bearer'
      ? ['400', '401', '403', '404', '429', '500']
      : ['400', '429', '500', '503'];
  return Object.fromEntries(
    statuses.map((status) => [status, { $ref: `#/components/responses/Failure${status}` }]),
  );
}

/** A file to save: its media type, the name it is saved under, failures in the envelope. */
function downloadResponses(route: ApiRoute, result: JsonSchema): Record<string, unknown> {
  const file = route.download;
  if (!file) throw new Error(`OpenAPI: ${route.method} ${route.path} names no file to download`);
  return {
    '200': {
      description: file.fileNamePattern
        ? `The file, saved under a name like ${file.fileName}.`
        : `The file, saved as ${file.fileName}.`,
      headers: {
        'Content-Disposition': {
          description: 'The name the file is saved under.',
          schema: file.fileNamePattern
            ? {
                type: 'string',
                pattern: `^attachment; filename="${file.fileNamePattern.replace(/^\^|\$$/g, '')}"$`,
                examples: [`attachment; filename="${file.fileName}"`],
              }
            : { type: 'string', const: `attachment; filename="${file.fileName}"` },
        },
      },
      content: { [file.mediaType]: { schema: result } },
    },
    ...failureRefs(route),
  };
}

function responses(route: ApiRoute, schemas: SchemaConverter): Record<string, unknown> {
  const result = schemas.convert(route.result, 'output');
  switch (route.answer) {
    case 'file':
      return { '200': { description: 'The file.', content: json(result) } };
    case 'download':
      return downloadResponses(route, result);
    case 'stream':
      return {
        '200': {
          description: `Server-sent events; each event's data is one ${String((route.result.meta() as { id?: string } | undefined)?.id ?? 'result')} as JSON.`,
          content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': result } },
        },
        ...failureRefs(route),
      };
    case 'oauth': {
      const refused = schemas.convert(tokenErrorSchema, 'output');
      return {
        '200': { description: 'Signed in: the access token.', content: json(result) },
        '400': { description: 'Refused (OAuth error, with the envelope).', content: json(refused) },
        '429': { description: 'Too many attempts.', content: json(refused) },
        '503': { description: FAILURES['503'], content: json(refused) },
      };
    }
    case 'envelope': {
      const answers: Record<string, unknown> = {
        '200': {
          description: 'The envelope: Results on success; Success false with Messages otherwise.',
          content: json(schemas.convert(envelopeSchema(route.result), 'output')),
        },
        ...failureRefs(route),
      };
      if (route.refusal) {
        const refusal = envelopeSchema(route.refusal).extend({ Success: z.literal(false) });
        answers['400'] = {
          description: FAILURES['400'],
          content: json(schemas.convert(refusal, 'output')),
        };
      }
      return answers;
    }
  }
}

function operation(route: ApiRoute, schemas: SchemaConverter): Operation {
  return {
    operationId: operationId(route),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.area],
    'x-role': route.role,
    ...(route.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    ...requestParts(route, schemas),
    responses: responses(route, schemas),
  };
}

/** The whole document; throws when two routes share a method and path. */
export function buildOpenApiDocument(routes: readonly ApiRoute[] = API_ROUTES): JsonSchema {
  const schemas = new SchemaConverter();
  schemas.convert(failureEnvelopeSchema, 'output');
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const method = route.method.toLowerCase();
    const item = (paths[route.path] ??= {});
    if (item[method]) throw new Error(`OpenAPI: ${route.method} ${route.path} is listed twice`);
    item[method] = operation(route, schemas);
  }
  const areas = new Set(routes.map((route) => route.area));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Money Challenge API',
      version: serverPackage.version,
      description:
        'Every /api answer is the envelope { Success, Messages, Results }, but for a file to download (the certificate), whose failures are in the envelope. Calls marked with the bearer scheme need the access_token that POST /Token or POST /api/Account/Trial gives.',
    },
    tags: Object.entries(API_AREAS)
      .filter(([name]) => areas.has(name as keyof typeof API_AREAS))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: schemas.components,
      responses: failureResponses(),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access_token of POST /Token, sent as "Authorization: Bearer <token>".',
        },
      },
    },
  };
}

/** GET /api/openapi.json: no token; the same bytes until the server restarts. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const body = JSON.stringify(buildOpenApiDocument());
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  app.get('/api/openapi.json', async (request, reply) => {
    void reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
};

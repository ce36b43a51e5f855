import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { API_ROUTES, ERRORS, failure } from '@mc/contract';
import { InvariantBreach } from '../instances/invariants';
import { BUSY_RETRY_SECONDS, HashQueueFull } from '../accounts/passwords';
import { ApiError } from './errors';

// One place maps every failure to the spec's envelope: the client reads Messages, never a stack.

const knownClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: ERRORS.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: ERRORS.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: ERRORS.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: ERRORS.invalidRequest },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: ERRORS.invalidRequest },
};

/**
 * The routes that answer in OAuth's shape (POST /Token): a refusal from outside their handler
 * (the input guard's) carries OAuth's error fields beside the envelope's, as their own do.
 */
const OAUTH_PATHS = new Set(
  API_ROUTES.filter((route) => route.answer === 'oauth').map((route) => route.path),
);
const OAUTH_ERRORS: Partial<Record<number, string>> = {
  400: 'invalid_request',
  429: 'too_many_requests',
};
const oauthError = (request: FastifyRequest, status: number) =>
  request.routeOptions.url && OAUTH_PATHS.has(request.routeOptions.url)
    ? OAUTH_ERRORS[status]
    : undefined;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const oauth = oauthError(request, error.statusCode);
      const body = failure(error.messages);
      return reply
        .status(error.statusCode)
        .send(oauth ? { error: oauth, error_description: body.Messages.join(' '), ...body } : body);
    }
    if (error instanceof HashQueueFull) {
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_SECONDS))
        .send(failure(ERRORS.busy));
    }
    const known = error.code ? knownClientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send(failure(known.message));
    if (error.statusCode === 429) return reply.status(429).send(failure(ERRORS.tooManyRequests));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure(ERRORS.invalidRequest));
    }
    if (error instanceof InvariantBreach) {
      request.log.error(
        {
          reqId: request.id,
          instanceId: error.instanceId,
          command: error.commandType,
          problems: error.problems,
        },
        'a command broke the game invariants; not stored',
      );
    } else {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    }
    return reply.status(500).send(failure(`${ERRORS.internal} (ref ${request.id})`));
  });
}

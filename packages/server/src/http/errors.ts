import type { z } from 'zod';
import { ERRORS, validationMessages } from '@mc/contract';

/** An expected failure that the error handler turns into the spec's envelope and status. */
export class ApiError extends Error {
  readonly messages: string[];
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    messages: string | string[],
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join(' '));
    this.messages = list;
  }
}

export const badRequest = (messages: string | string[]) => new ApiError(400, messages);
export const unauthorized = () => new ApiError(401, ERRORS.unauthorized);
export const forbidden = () => new ApiError(403, ERRORS.forbidden);
export const notFound = (message: string = ERRORS.notFound) => new ApiError(404, message);

/** Validates request input with a contract schema; bad input is a 400 with every message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(validationMessages(result.error));
  return result.data;
}

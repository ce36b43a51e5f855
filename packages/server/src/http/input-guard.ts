import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NAME_CHARACTER_MESSAGES } from '@mc/contract';
import { badRequest } from './errors';

// A NUL character (U+0000) is refused in any input before a route reads it (issue 34). No field
// of the game has a use for one, and PostgreSQL cannot hold one in text: a NUL in an e-mail being
// looked up, an id being read with the token or a class name being stored would fail the query,
// a 500 on PostgreSQL and not on SQLite. One check here covers every route, the ones to come too.

const NUL = '\u0000';

/** Where in the request the first NUL is: the field's name ('' for no field), or undefined. */
function fieldWithNul(input: unknown): string | undefined {
  // Depth first with a stack of its own: a body is at most BODY_LIMIT_BYTES, but its nesting
  // must not decide how deep the process's stack goes.
  const stack: { value: unknown; field: string }[] = [{ value: input, field: '' }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, field } = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return field;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, field });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return '';
        stack.push({ value: item, field: field || key });
      }
    }
  }
  return undefined;
}

function refuseNul(request: FastifyRequest): void {
  for (const input of [request.params, request.query, request.body]) {
    const field = fieldWithNul(input);
    if (field !== undefined)
      throw badRequest(NAME_CHARACTER_MESSAGES.nulCharacter(field || 'The request'));
  }
}

/**
 * preValidation runs once the body is parsed and before any route's preHandler (the token's
 * look-up) or handler: nothing with a NUL reaches the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNul(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

import type { z } from 'zod';

// The answers of the API are typed by interfaces (what the server's presenters return and the web
// reads); their zod schemas (what the OpenAPI document publishes and the tests validate against)
// are checked against those interfaces by the compiler, so the two cannot drift apart.

/** A and B are assignable both ways and name the same keys. */
type Matches<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

/**
 * A schema for the answer typed T: `resultSchema<Bill>()(z.object({ ... }))` compiles only when the
 * schema's output and T match (a field missing, added, renamed or of another type on either side is
 * "Expected 2 arguments, but got 1"). Nested objects are compared by assignability, so an extra
 * optional field deep inside is the one difference it lets through.
 */
export function resultSchema<T>() {
  return <S extends z.ZodType>(
    schema: S,
    ..._mismatch: Matches<z.output<S>, T> extends true ? [] : [schemaDoesNotMatchInterface: never]
  ): S => schema;
}

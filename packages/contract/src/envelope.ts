import { z } from 'zod';

/** Every /api response: { Success, Messages, Results } (spec part 1, section 7). */
export interface Envelope<T> {
  Success: boolean;
  Messages: string[];
  Results: T | null;
}

export function success<T>(results: T, messages: string[] = []): Envelope<T> {
  return { Success: true, Messages: messages, Results: results };
}

export function failure(messages: string | string[]): Envelope<never> {
  return {
    Success: false,
    Messages: Array.isArray(messages) ? messages : [messages],
    Results: null,
  };
}

export function envelopeSchema<T extends z.ZodType>(results: T) {
  return z.object({
    Success: z.boolean(),
    Messages: z.array(z.string()),
    Results: results.nullable(),
  });
}

/**
 * What every failed call answers: failure(messages). The one exception is the end of the week,
 * whose refusal carries the week and the app to show blocked as Results.
 */
export const failureEnvelopeSchema = z
  .object({ Success: z.literal(false), Messages: z.array(z.string()), Results: z.null() })
  .meta({ id: 'Failure' });

/** The messages of a failed validation, in field order, each once. */
export function validationMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

import { z } from 'zod';
import { ERRORS } from '../messages';
import { isWholeCents } from '../money';
import { MONEY_MESSAGES } from '../engine-constants';

// What every app's calls share: the game instance a call names, ids, and dollar amounts. Field
// names are the spec's (part 1, section 7); every amount the API carries is in dollars (numbers
// with at most two decimals).

/** The game instance a call names: a missing or malformed id is the spec's 'not found'. */
export const instanceId = z
  .string({ error: ERRORS.gameInstanceNotFound })
  .trim()
  .pipe(z.uuid({ error: ERRORS.gameInstanceNotFound }));

/** An id the client may leave out or send as null or ''. */
export const optionalId = z
  .union([z.string().trim().max(64, ERRORS.invalidRequest), z.null()], {
    error: ERRORS.invalidRequest,
  })
  .optional()
  .transform((value) => (value ? value : null));

export const requiredId = z
  .string({ error: ERRORS.invalidRequest })
  .trim()
  .min(1, ERRORS.invalidRequest)
  .max(64, ERRORS.invalidRequest);

export const AMOUNT_MESSAGES = {
  enterAmount: MONEY_MESSAGES.enterAmount,
  tooManyDecimals: 'Amounts can have at most two decimal places.',
  tooLarge: 'That amount is too large.',
} as const;

/**
 * A dollar amount written in decimal ("12", "12.5", "$1,250.00"): never hexadecimal, exponents,
 * "Infinity" or other forms Number() would also read.
 */
export const DECIMAL_DOLLARS = /^\$?(\d{1,3}(,\d{3})+|\d+)?(\.\d*)?$/;

/** A dollar amount from a client: a number or numeric string, at most two decimals, within reason. */
export const amountDollars = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .transform((value) =>
          value === '' || value === '.' || value === '$' || !DECIMAL_DOLLARS.test(value)
            ? Number.NaN
            : Number(value.replace(/^\$/, '').replace(/,/g, '')),
        ),
    ],
    {
      error: AMOUNT_MESSAGES.enterAmount,
    },
  )
  .pipe(
    z
      .number({ error: AMOUNT_MESSAGES.enterAmount })
      // Each check stops the rest: one message, the first rule broken.
      .refine(Number.isFinite, { message: AMOUNT_MESSAGES.enterAmount, abort: true })
      .refine((value) => value >= 0, { message: AMOUNT_MESSAGES.enterAmount, abort: true })
      .refine((value) => value <= 10_000_000, { message: AMOUNT_MESSAGES.tooLarge, abort: true })
      .refine(isWholeCents, { message: AMOUNT_MESSAGES.tooManyDecimals, abort: true }),
  );

export const instanceQuery = z.object({ GameInstanceID: instanceId });
export const instanceBody = instanceQuery;
export const gameQuery = z.object({ GameID: z.uuid({ error: ERRORS.gameNotFound }) });

import { z } from 'zod';
import { amountDollars, instanceId, optionalId } from './common';

// Transfers between the player's own accounts, the cash box and the card (spec part 1, section 7
// "Money": POST /api/i/transfer). A transfer to the card is a card payment; the engine decides.

export const transferBody = z.object({
  GameInstanceID: instanceId,
  FromGameAppInstanceID: optionalId,
  FromAccountInstanceID: optionalId,
  ToGameAppInstanceID: optionalId,
  ToAccountInstanceID: optionalId,
  Amount: amountDollars,
});

/** What a transfer answers: the amount moved, in dollars (with the engine's notices as Messages). */
export const transferResultSchema = z.object({ Amount: z.number() });

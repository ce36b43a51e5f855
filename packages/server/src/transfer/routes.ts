import type { FastifyPluginAsync } from 'fastify';
import { dollarsToCents, success, transferBody } from '@mc/contract';
import { commandRoute, noticesOf, protect } from '../http/instance-routes';

// Transfers between the player's accounts and the cash box (spec part 1, section 7 "Money":
// POST /api/i/transfer). Whether a transfer to the card is a card payment, with the card's rules
// and messages, is the engine's decision alone.

export const transferRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  commandRoute(app, {
    path: '/api/i/transfer',
    body: transferBody,
    command: (input) => ({
      type: 'transfer',
      fromAccountId: input.FromAccountInstanceID,
      toAccountId: input.ToAccountInstanceID,
      amountCents: dollarsToCents(input.Amount),
    }),
    answer: ({ events }, input) => success({ Amount: input.Amount }, noticesOf(events)),
  });
};

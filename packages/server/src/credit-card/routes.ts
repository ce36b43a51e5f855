import type { FastifyPluginAsync } from 'fastify';
import { buyCreditCardBody, ERRORS, failure, instanceQuery, success } from '@mc/contract';
import { selectCreditCard, selectCreditCardTypes } from '@mc/engine';
import { z } from 'zod';
import { contentForGame } from '../games/game-content';
import { applyToInstance, noticesOf, readInstance } from '../games/instance-access';
import { presentCard, presentCardType } from '../games/present';
import { badRequest, parseInput } from '../http/errors';
import { protect } from '../http/instance-routes';

// My Credit (spec part 1, section 7: GET /api/g/creditcards, GET and POST /api/i/creditcards).
// Paying the card goes through POST /api/i/transfer with the card as the target.

const cardTypesQuery = z.object({
  GameID: z.uuid({ error: ERRORS.gameNotFound }).optional(),
  GameInstanceID: z.uuid({ error: ERRORS.gameInstanceNotFound }).optional(),
});

export const creditCardRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  app.get('/api/g/creditcards', async (request) => {
    const input = parseInput(cardTypesQuery, request.query);
    let content;
    if (input.GameID) content = await contentForGame(app.db, input.GameID);
    else if (input.GameInstanceID)
      content = (await readInstance(app.db, request, input.GameInstanceID)).content;
    else throw badRequest(ERRORS.gameNotFound);
    return success(selectCreditCardTypes(content).map(presentCardType));
  });

  // No card yet is an expected answer ('No credit card purchased.'), which the client tolerates.
  app.get('/api/i/creditcards', async (request) => {
    const { GameInstanceID } = parseInput(instanceQuery, request.query);
    const { state, content } = await readInstance(app.db, request, GameInstanceID);
    const card = selectCreditCard(state);
    if (!card) return failure(ERRORS.noCreditCardPurchased);
    return success(
      presentCard(
        card,
        selectCreditCardTypes(content).find((type) => type.id === card.typeId),
      ),
    );
  });

  app.post('/api/i/creditcards', async (request) => {
    const input = parseInput(buyCreditCardBody, request.body);
    const { state, content, events } = await applyToInstance(request, input.GameInstanceID, {
      type: 'buyCreditCard',
      cardTypeId: input.CreditCardID,
      fromAccountId: input.PurchasingBankAccountInstanceID,
    });
    const card = selectCreditCard(state);
    return success(
      card
        ? presentCard(
            card,
            selectCreditCardTypes(content).find((type) => type.id === card.typeId),
          )
        : null,
      noticesOf(events),
    );
  });
};

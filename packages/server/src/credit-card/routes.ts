import type { FastifyPluginAsync } from 'fastify';
import {
  buyCreditCardBody,
  creditCardTypesQuery,
  ERRORS,
  failure,
  instanceQuery,
  success,
} from '@mc/contract';
import {
  selectCardAgeRefusal,
  selectCreditCard,
  selectCreditCardTypes,
  type GameContent,
  type GameState,
} from '@mc/engine';
import { contentForGame } from '../games/game-content';
import { badRequest, parseInput } from '../http/errors';
import { commandRoute, instanceFor, noticesOf, protect, readRoute } from '../http/instance-routes';
import { presentCard, presentCardType } from './present';

// My Credit (spec part 1, section 7: GET /api/g/creditcards, GET and POST /api/i/creditcards).
// Paying the card goes through POST /api/i/transfer with the card as the target.

/** The player's card with its type (for the description); null before one is bought. */
function cardOf(state: GameState, content: GameContent) {
  const card = selectCreditCard(state);
  if (!card) return null;
  const type = selectCreditCardTypes(content).find((candidate) => candidate.id === card.typeId);
  return { card, type };
}

export const creditCardRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  app.get('/api/g/creditcards', async (request) => {
    const input = parseInput(creditCardTypesQuery, request.query);
    if (input.GameInstanceID) {
      // A player's own list says up front when they cannot get a card (under 18).
      const { state, content } = await instanceFor(request, input.GameInstanceID);
      const refusal = selectCardAgeRefusal(state, content);
      return success(
        selectCreditCardTypes(content).map((type) => ({
          ...presentCardType(type),
          ...(refusal ? { Refusal: refusal } : {}),
        })),
      );
    }
    if (!input.GameID) throw badRequest(ERRORS.gameNotFound);
    const content = await contentForGame(app.db, request.userId, input.GameID);
    return success(selectCreditCardTypes(content).map(presentCardType));
  });

  // No card yet is an expected answer ('No credit card purchased.'), which the client tolerates.
  readRoute(app, {
    path: '/api/i/creditcards',
    query: instanceQuery,
    read: ({ state, content }) => cardOf(state, content),
    answer: (found) =>
      found ? success(presentCard(found.card, found.type)) : failure(ERRORS.noCreditCardPurchased),
  });

  commandRoute(app, {
    path: '/api/i/creditcards',
    body: buyCreditCardBody,
    command: (input) => ({
      type: 'buyCreditCard',
      cardTypeId: input.CreditCardID,
      fromAccountId: input.PurchasingBankAccountInstanceID,
    }),
    answer: ({ state, content, events }) => {
      const found = cardOf(state, content);
      return success(found ? presentCard(found.card, found.type) : null, noticesOf(events));
    },
  });
};

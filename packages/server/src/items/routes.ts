import type { FastifyPluginAsync } from 'fastify';
import {
  appDefinition,
  cancelBidBody,
  cancelSaleBody,
  dollarsToCents,
  ERRORS,
  instanceQuery,
  placeBidBody,
  purchaseItemBody,
  sellItemBody,
  success,
} from '@mc/contract';
import { selectBids, selectLots, selectMyStuff, selectSales, selectShop } from '@mc/engine';
import { badRequest } from '../http/errors';
import { commandRoute, noticesOf, protect, readRoute } from '../http/instance-routes';
import { presentBid, presentLot, presentOwnedItem, presentSale, presentShopItem } from './present';

// My Stuff, uShop and iBuy (spec part 2, section 7): GET /api/i/items/inventory, POST
// /api/i/items/purchase, GET /api/i/uShop, GET /api/i/iBuy, GET and POST /api/i/iBuy/items, POST
// /api/i/iBuy/items/cancel, GET and POST /api/i/iBuy/bids, POST /api/i/iBuy/bids/cancel.

const USHOP_APP_ID = appDefinition('uShop').gameAppId;
const IBUY_APP_ID = appDefinition('iBuy').gameAppId;

/** The purchase call's app: uShop or iBuy's buy-now; when the client leaves it out, the id says. */
function purchaseApp(gameAppId: number | string | null | undefined, itemId: string) {
  if (gameAppId === undefined || gameAppId === null || gameAppId === '')
    return itemId.startsWith('lot-') ? 'iBuy' : 'uShop';
  if (Number(gameAppId) === USHOP_APP_ID) return 'uShop';
  if (Number(gameAppId) === IBUY_APP_ID) return 'iBuy';
  throw badRequest(ERRORS.invalidRequest);
}

export const itemRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  readRoute(app, {
    path: '/api/i/items/inventory',
    query: instanceQuery,
    read: ({ state, content }) => selectMyStuff(state, content),
    answer: (views) => success(views.map(presentOwnedItem)),
    keepAnswerPerState: true,
  });

  commandRoute(app, {
    path: '/api/i/items/purchase',
    body: purchaseItemBody,
    command: (input) =>
      purchaseApp(input.GameAppID, input.ItemID) === 'uShop'
        ? { type: 'buyFromShop', itemId: input.ItemID, fromAccountId: input.FromAccountInstanceID }
        : { type: 'buyNow', lotId: input.ItemID, fromAccountId: input.FromAccountInstanceID },
    answer: ({ state, content, events }) =>
      success(selectMyStuff(state, content).map(presentOwnedItem), noticesOf(events)),
  });

  readRoute(app, {
    path: '/api/i/uShop',
    query: instanceQuery,
    read: ({ state, content }) => selectShop(state, content),
    answer: (views) => success(views.map(presentShopItem)),
    keepAnswerPerState: true,
  });

  readRoute(app, {
    path: '/api/i/iBuy',
    query: instanceQuery,
    read: ({ state, content }) => selectLots(state, content),
    answer: (views) => success(views.map(presentLot)),
    keepAnswerPerState: true,
  });

  readRoute(app, {
    path: '/api/i/iBuy/items',
    query: instanceQuery,
    read: ({ state }) => selectSales(state),
    answer: (views) => success(views.map(presentSale)),
    keepAnswerPerState: true,
  });

  commandRoute(app, {
    path: '/api/i/iBuy/items',
    body: sellItemBody,
    command: (input) => ({
      type: 'listForSale',
      itemInstanceId: input.ItemInstanceID,
      priceCents: dollarsToCents(input.Price),
    }),
    answer: ({ state, events }) => success(selectSales(state).map(presentSale), noticesOf(events)),
  });

  commandRoute(app, {
    path: '/api/i/iBuy/items/cancel',
    body: cancelSaleBody,
    command: (input) => ({ type: 'cancelSale', saleId: input.iBuyItemForSaleID }),
    answer: ({ state, events }) => success(selectSales(state).map(presentSale), noticesOf(events)),
  });

  readRoute(app, {
    path: '/api/i/iBuy/bids',
    query: instanceQuery,
    read: ({ state, content }) => selectBids(state, content),
    answer: (views) => success(views.map(presentBid)),
    keepAnswerPerState: true,
  });

  commandRoute(app, {
    path: '/api/i/iBuy/bids',
    body: placeBidBody,
    command: (input) => ({
      type: 'placeBid',
      lotId: input.iBuyGameItemID,
      fromAccountId: input.FromAccountInstanceID,
      amountCents: dollarsToCents(input.BidAmount),
    }),
    answer: ({ state, content, events }) =>
      success(selectBids(state, content).map(presentBid), noticesOf(events)),
  });

  commandRoute(app, {
    path: '/api/i/iBuy/bids/cancel',
    body: cancelBidBody,
    command: (input) => ({ type: 'cancelBid', bidId: input.iBuyGameItemBidID }),
    answer: ({ state, content, events }) =>
      success(selectBids(state, content).map(presentBid), noticesOf(events)),
  });
};

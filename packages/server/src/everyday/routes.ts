import type { FastifyPluginAsync } from 'fastify';
import {
  cancelSubscriptionBody,
  centsToDollars as $,
  dollarsToCents,
  everydayAccountBody,
  instanceQuery,
  repayLenderBody,
  success,
  type EverydayResult,
} from '@mc/contract';
import { selectEveryday, type EverydayView } from '@mc/engine';
import { commandRoute, noticesOf, protect, readRoute, type Applied } from '../http/instance-routes';

// Everyday spending in My Bank: the source that pays it, the subscriptions, and what is owed to
// the person who covered a shortfall.

export function presentEveryday(view: EverydayView): EverydayResult {
  return {
    SourceID: view.sourceId,
    SourceTitle: view.sourceTitle,
    IsChosen: view.isChosen,
    Weekly: $(view.weeklyCents),
    Items: view.items.map((item) => ({
      ID: item.id,
      Title: item.title,
      Payee: item.payee,
      Category: item.category,
      Amount: $(item.amountCents),
      EveryWeeks: item.everyWeeks,
      IsSubscription: item.isSubscription,
      IsActive: item.isActive,
      EndedWeek: item.endedWeek,
      EndReason: item.endReason,
    })),
    Lender: {
      Name: view.lender.name,
      Owed: $(view.lender.owedCents),
      Limit: $(view.lender.limitCents),
    },
  };
}

/** Every command answers with everyday spending as it now stands. */
const answer = ({ state, content, events }: Applied) =>
  success(presentEveryday(selectEveryday(state, content)), noticesOf(events));

export const everydayRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  readRoute(app, {
    path: '/api/i/everyday',
    query: instanceQuery,
    read: ({ state, content }) => selectEveryday(state, content),
    answer: (view) => success(presentEveryday(view)),
  });

  commandRoute(app, {
    path: '/api/i/everyday/account',
    body: everydayAccountBody,
    command: (input) => ({ type: 'setEverydayAccount', accountId: input.FromAccountInstanceID }),
    answer,
  });

  commandRoute(app, {
    path: '/api/i/everyday/cancel',
    body: cancelSubscriptionBody,
    command: (input) => ({ type: 'cancelSubscription', spendingId: input.SpendingID }),
    answer,
  });

  commandRoute(app, {
    path: '/api/i/everyday/repay',
    body: repayLenderBody,
    command: (input) => ({
      type: 'repayLender',
      fromAccountId: input.FromAccountInstanceID,
      amountCents: dollarsToCents(input.Amount),
    }),
    answer,
  });
};

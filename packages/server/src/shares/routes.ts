import type { FastifyPluginAsync } from 'fastify';
import {
  centsToDollars as $,
  instanceQuery,
  success,
  tradeSharesBody,
  type Share,
} from '@mc/contract';
import { selectShares, type ShareView } from '@mc/engine';
import { commandRoute, noticesOf, protect, readRoute } from '../http/instance-routes';

// Shares (spec part 2, section 7): GET /api/i/shares, POST /api/i/shares/buy and /sell. Prices
// are revealed up to the current week only (the engine's selectShares never reads further).

export function presentShare(view: ShareView): Share {
  const { company, prices } = view;
  const current = prices.at(-1)!.cents;
  // The path starts weeks before the game, so there is always a last week.
  const last = prices.at(-2)!.cents;
  return {
    ID: company.code,
    ShareInstanceID: company.code,
    Company: company.code,
    Title: company.title,
    Sector: company.sector,
    Profile: company.profile,
    Risk: company.risk,
    CurrentPrice: $(current),
    LastWeeksPrice: $(last),
    PercentageChange: Math.round(((current - last) / last) * 10_000) / 100,
    TotalShares: company.totalShares,
    OwnedShares: view.ownedShares,
    BrokerageFee: view.brokerageRate,
    PreviousWeekValues: prices.map(({ week, cents }) => ({ Week: week, Value: $(cents) })),
    Total: $(view.valueCents),
    CostOfHolding: $(view.costCents),
    RealisedGain: $(view.realisedCents),
    DividendYield: company.dividendYield,
    News: view.news && { Headline: view.news.headline, Text: view.news.text, Good: view.news.good },
  };
}

export const shareRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  readRoute(app, {
    path: '/api/i/shares',
    query: instanceQuery,
    read: ({ state, content }) => selectShares(state, content),
    answer: (views) => success(views.map(presentShare)),
    keepAnswerPerState: true,
  });

  for (const side of ['buy', 'sell'] as const)
    commandRoute(app, {
      path: `/api/i/shares/${side}`,
      body: tradeSharesBody,
      command: (input) => ({
        type: side === 'buy' ? 'buyShares' : 'sellShares',
        code: input.ShareInstanceID,
        count: input.Total,
        accountId: input.AccountInstanceID,
      }),
      answer: ({ state, content, events }) =>
        success(selectShares(state, content).map(presentShare), noticesOf(events)),
    });
};

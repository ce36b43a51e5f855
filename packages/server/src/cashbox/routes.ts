import type { FastifyPluginAsync } from 'fastify';
import { instanceQuery, success } from '@mc/contract';
import { selectCash } from '@mc/engine';
import { protect, readRoute } from '../http/instance-routes';
import { presentCash } from './present';

// My Cash (spec part 1, section 7 "Money": GET /api/i/cashbox).

export const cashboxRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  readRoute(app, {
    path: '/api/i/cashbox',
    query: instanceQuery,
    read: ({ state }) => selectCash(state),
    answer: (cash) => success(presentCash(cash)),
    keepAnswerPerState: true,
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { instanceQuery, success } from '@mc/contract';
import { selectAgainstPar, selectGame, selectProgress } from '@mc/engine';
import { protect, readRoute } from '../http/instance-routes';
import { presentProgress } from './present';

// Where I'm at: assets, liabilities and the net position (spec part 1, section 7: GET
// /api/i/progress).

export const progressRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  readRoute(app, {
    path: '/api/i/progress',
    query: instanceQuery,
    read: ({ state, par }) => ({
      progress: selectProgress(state),
      game: selectGame(state),
      par: selectAgainstPar(state, par),
    }),
    answer: ({ progress, game, par }) => success(presentProgress(progress, game, par)),
    keepAnswerPerState: true,
  });
};

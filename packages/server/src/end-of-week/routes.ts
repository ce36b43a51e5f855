import type { FastifyPluginAsync } from 'fastify';
import {
  answerBonusBody,
  BONUS_MESSAGES,
  instanceBody,
  instanceQuery,
  success,
} from '@mc/contract';
import {
  payAfterTaxByWeekCents,
  selectBadgesOfWeek,
  selectBonusQuestion,
  selectWeekSummary,
} from '@mc/engine';
import { badRequest } from '../http/errors';
import { commandRoute, noticesOf, protect, readRoute } from '../http/instance-routes';
import { presentPlanComparison } from '../planner/present';
import { presentAnswer, presentQuestion, presentSummary } from './present';

// The end of the week: the bonus question and the week summary (spec part 1, section 7 "End of
// week", and GET /api/i/progress/summary).

export const endOfWeekRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  // The engine has no clock: every bonus command carries the server's time, and the command log
  // keeps it, so a replay measures the same time left. The time bonus counts the smaller of the
  // client's TimeRemaining and the seconds left since the question was first sent (the engine
  // keeps that first time when the question is asked for again).

  // A question already generated for this week is returned again with the engine's notice ('A
  // question already generated for this week.'), which the spec's client treats as success.
  commandRoute(app, {
    path: '/api/i/eowquestions/generate',
    body: instanceBody,
    command: () => ({ type: 'generateBonusQuestion', atMs: Date.now() }),
    answer: ({ state, content, events }) => {
      const question = selectBonusQuestion(state, content);
      if (!question) throw badRequest(BONUS_MESSAGES.notGenerated);
      return success(presentQuestion(question), noticesOf(events));
    },
  });

  readRoute(app, {
    path: '/api/i/eowquestions',
    query: instanceQuery,
    read: ({ state, content }) => {
      const question = selectBonusQuestion(state, content);
      if (!question) throw badRequest(BONUS_MESSAGES.notGenerated);
      if (question.answered || question.skipped) throw badRequest(BONUS_MESSAGES.alreadyAnswered);
      return question;
    },
    answer: (question) => success(presentQuestion(question)),
  });

  // The player turns the timer off (WCAG 2.2.1, timing adjustable), stamped with the server's
  // time: only while the question is unanswered and still has time, so it cannot rescue a late
  // answer. A right answer then pays the cash reward without a time bonus. The answer itself
  // carries no such flag: a hand-made request could send one late.
  commandRoute(app, {
    path: '/api/i/eowquestions/timer-off',
    body: instanceBody,
    command: () => ({ type: 'turnOffBonusTimer', atMs: Date.now() }),
    answer: ({ state, content }) => {
      const question = selectBonusQuestion(state, content);
      if (!question) throw badRequest(BONUS_MESSAGES.notGenerated);
      return success(presentQuestion(question));
    },
  });

  commandRoute(app, {
    path: '/api/i/eowquestions',
    body: answerBonusBody,
    command: (input) => ({
      type: 'answerBonusQuestion',
      questionId: input.QuestionID,
      answerId: input.Skip ? null : input.AnswerID,
      skip: input.Skip,
      timeRemainingSeconds: Math.floor(input.TimeRemaining),
      atMs: Date.now(),
    }),
    answer: ({ state, content }, input) => {
      const result = presentAnswer(
        selectBonusQuestion(state, content),
        input.Skip ? [BONUS_MESSAGES.skipped] : [],
      );
      return success(result, result.Messages);
    },
  });

  readRoute(app, {
    path: '/api/i/progress/summary',
    query: instanceQuery,
    read: ({ state, content, par, head }) => {
      const summary = selectWeekSummary(state);
      if (!summary) throw badRequest('No week has finished yet.');
      return {
        summary,
        plan: presentPlanComparison(state, content, summary.week),
        par: {
          curve: par,
          isPractice: head.is_practice === 1,
          payCents: payAfterTaxByWeekCents(state, summary.week),
        },
        badges: selectBadgesOfWeek(state, summary.week),
      };
    },
    answer: ({ summary, plan, par, badges }) => success(presentSummary(summary, plan, par, badges)),
  });
};

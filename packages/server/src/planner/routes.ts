import type { FastifyPluginAsync } from 'fastify';
import {
  budgetPlanBody,
  diaryAnswerBody,
  diaryQuestionQuery,
  instanceQuery,
  PLANNER_MESSAGES,
  success,
  type MentorMessage,
} from '@mc/contract';
import { diaryReply, selectDiaryQuestion, selectPastDiaryQuestions } from '@mc/engine';
import { badRequest } from '../http/errors';
import { commandRoute, noticesOf, protect, readRoute } from '../http/instance-routes';
import { planFromBody, presentDiaryQuestion, presentPlanner } from './present';

// The Weekly Planner (spec part 2, section 7): My budget and its plan, and the diary, whose answer
// the mentor replies to (MentorMessages, shown in the mentor popup).

export const plannerRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  readRoute(app, {
    path: '/api/i/planner',
    query: instanceQuery,
    read: ({ state, content }) => presentPlanner(state, content),
    answer: (summary) => success(summary),
    keepAnswerPerState: true,
  });

  commandRoute(app, {
    path: '/api/i/planner/budget',
    body: budgetPlanBody,
    command: (input) => ({ type: 'savePlan', ...planFromBody(input) }),
    answer: ({ state, content, events }) =>
      success(presentPlanner(state, content), noticesOf(events)),
  });

  commandRoute(app, {
    path: '/api/i/planner',
    body: diaryAnswerBody,
    command: (input) => ({ type: 'saveDiaryAnswer', week: input.Week, answer: input.Answer }),
    answer: ({ state, content }, input) => {
      const view = selectDiaryQuestion(state, content, input.Week)!;
      const reply = diaryReply(state, content, input.Week);
      const messages: MentorMessage[] = (reply?.messages ?? []).map((body, index) => ({
        ID: `diary-${input.Week}-${reply!.situation}-${index + 1}`,
        Title: view.question.title,
        Body: body,
        Tag: null,
      }));
      return success({ Question: presentDiaryQuestion(view), MentorMessages: messages });
    },
  });

  readRoute(app, {
    path: '/api/i/planner/question',
    query: diaryQuestionQuery,
    read: ({ state, content }, input) => {
      if (input.Week !== undefined && input.Week > state.week)
        throw badRequest(PLANNER_MESSAGES.weekNotReached);
      const view = selectDiaryQuestion(state, content, input.Week);
      if (!view) throw badRequest(PLANNER_MESSAGES.noQuestion);
      return view;
    },
    answer: (view) => success(presentDiaryQuestion(view)),
  });

  readRoute(app, {
    path: '/api/i/planner/questions',
    query: instanceQuery,
    read: ({ state, content }) => selectPastDiaryQuestions(state, content),
    answer: (views) => success(views.map(presentDiaryQuestion)),
    keepAnswerPerState: true,
  });
};

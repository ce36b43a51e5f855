import type { FastifyPluginAsync } from 'fastify';
import {
  instanceQuery,
  PRETEST_MESSAGES,
  pretestSubmitBody,
  success,
  type PretestAnswerResult,
  type PretestQuestion,
  type PretestResult,
} from '@mc/contract';
import { currentPretestItem, hasPretest, learningScores, optionId, pretestItems } from '@mc/engine';
import { badRequest } from '../http/errors';
import { commandRoute, protect, readRoute } from '../http/instance-routes';
import { parseOptionId } from '../survey/option-id';

// The learning check before week 1 (issue 33): the question the player is on (or Results: null
// once every one is answered), and an answer to it. Nothing here says whether an answer was right:
// the check is a measure, and the end quiz asks the same questions again.

export const pretestRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  readRoute(app, {
    path: '/api/i/pretest',
    query: instanceQuery,
    read: ({ state, content }) => {
      if (!hasPretest(state)) throw badRequest(PRETEST_MESSAGES.none);
      return currentPretestItem(state, content);
    },
    answer: (current) => {
      if (!current) return success(null);
      const question: PretestQuestion = {
        ID: current.item.id,
        Name: current.item.text,
        Options: current.item.options.map((name, index) => ({
          ID: optionId(current.item.id, index),
          Name: name,
        })),
        Index: current.index + 1,
        Total: current.total,
      };
      return success(question);
    },
  });

  // The player's own before and after (the end of the game shows it): null without the check.
  readRoute(app, {
    path: '/api/i/pretest/result',
    query: instanceQuery,
    read: ({ state, content }) => (hasPretest(state) ? learningScores(state, content) : null),
    answer: (scores) => {
      if (!scores) return success(null);
      const result: PretestResult = {
        Total: scores.total,
        Before: scores.before,
        After: scores.after,
      };
      return success(result);
    },
  });

  commandRoute(app, {
    path: '/api/i/pretest/submit',
    body: pretestSubmitBody,
    command: (input) => {
      const { questionId, option } = parseOptionId(input.OptionID);
      // An option of another question is no answer to this one.
      return {
        type: 'answerPretest',
        itemId: input.QuestionID,
        option: questionId === input.QuestionID ? option : -1,
      };
    },
    answer: ({ state, content }) => {
      const total = pretestItems(state, content).length;
      const result: PretestAnswerResult = {
        Answered: state.pretest.answers.length,
        Total: total,
        IsComplete: state.pretest.answers.length >= total,
      };
      return success(result);
    },
  });
};

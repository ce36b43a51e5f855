import type { FastifyPluginAsync } from 'fastify';
import { instanceBody, success, SURVEY_MESSAGES, surveySubmitBody } from '@mc/contract';
import {
  selectLastSurveyAnswer,
  selectSurveyQuestion,
  selectSurveyStatus,
  type GameState,
} from '@mc/engine';
import { badRequest } from '../http/errors';
import { commandRoute, protect } from '../http/instance-routes';
import { parseOptionId } from './option-id';
import { presentSurveyAnswer, presentSurveyQuestion } from './present';

// The end of the game (spec part 2, section 7): the question the player is on, and an answer to
// it. The engine has no clock: asking for a question stamps the server's time the first time it
// is sent, and an answer carries the server's time, so a timed question's bonus is measured here,
// never on the browser's word (the client's TimeLeft can only make it less).

/** Why there is no question now, in the spec's words. */
function noQuestion(state: GameState): string {
  const status = selectSurveyStatus(state);
  if (!status.hasEndSurvey) return SURVEY_MESSAGES.noSurvey;
  if (status.isComplete) return SURVEY_MESSAGES.complete;
  return SURVEY_MESSAGES.notFinished;
}

export const surveyRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  // "GET /api/i/survey: next survey question". Sending it starts its clock (once), so it is a
  // command; asking again answers the same question with the time left by the server's clock.
  commandRoute(app, {
    method: 'GET',
    path: '/api/i/survey',
    body: instanceBody,
    command: () => ({ type: 'askSurveyQuestion', atMs: Date.now() }),
    answer: ({ state, content }) => {
      const view = selectSurveyQuestion(state, content, Date.now());
      if (!view) throw badRequest(noQuestion(state));
      return success(presentSurveyQuestion(view));
    },
  });

  // The player turns the current timed question's clock off (only while it still has time by the
  // server's clock): answered at their own pace, for the reward without a time bonus.
  commandRoute(app, {
    path: '/api/i/survey/timer-off',
    body: instanceBody,
    command: () => ({ type: 'turnOffSurveyClock', atMs: Date.now() }),
    answer: ({ state, content }) => {
      const view = selectSurveyQuestion(state, content, Date.now());
      if (!view) throw badRequest(noQuestion(state));
      return success(presentSurveyQuestion(view));
    },
  });

  commandRoute(app, {
    path: '/api/i/survey/submit',
    body: surveySubmitBody,
    command: (input, state) => {
      const { questionId, option } = parseOptionId(input.SurveyQuestionOptionID);
      return {
        type: 'answerSurveyQuestion',
        // An option of another question is no answer to this one.
        questionId: questionId || (state.survey.questionIds[state.survey.answers.length] ?? ''),
        option: questionId ? option : -1,
        otherText: input.OtherText,
        timeLeftSeconds: Math.floor(input.TimeLeft),
        atMs: Date.now(),
      };
    },
    answer: ({ state, content }) => {
      const last = selectLastSurveyAnswer(state, content)!;
      return success(
        presentSurveyAnswer(
          last.answer,
          last.found,
          last.isLast,
          selectSurveyStatus(state).isComplete,
        ),
      );
    },
  });
};

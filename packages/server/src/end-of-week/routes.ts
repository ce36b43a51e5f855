import type { FastifyPluginAsync } from 'fastify';
import {
  answerBonusBody,
  BONUS_MESSAGES,
  centsToDollars,
  instanceBody,
  instanceQuery,
  success,
  type BonusAnswerResult,
  type BonusQuestion,
  type ProgressResult,
} from '@mc/contract';
import {
  selectBonusQuestion,
  selectGame,
  selectProgress,
  selectWeekSummary,
  type BonusQuestionView,
} from '@mc/engine';
import {
  answerFromState,
  applyToInstance,
  noticesOf,
  readInstance,
} from '../games/instance-access';
import { presentProgressRow, presentSummary } from '../games/present';
import { badRequest, parseInput } from '../http/errors';
import { protect } from '../http/instance-routes';

// The end of the week: the bonus question, the week summary, and the where-I'm-at report
// (spec part 1, section 7 "End of week", and GET /api/i/progress and /progress/summary).

const presentQuestion = (view: BonusQuestionView): BonusQuestion => ({
  ID: view.questionId,
  Text: view.text,
  Answers: view.answers.map((answer) => ({ ID: answer.id, Text: answer.text })),
  TotalSeconds: view.totalSeconds,
  Week: view.week,
});

export const endOfWeekRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  // A question already generated for this week is returned again with the engine's notice ('A
  // question already generated for this week.'), which the spec's client treats as success.
  app.post('/api/i/eowquestions/generate', async (request) => {
    const { GameInstanceID } = parseInput(instanceBody, request.body);
    const { state, content, events } = await applyToInstance(request, GameInstanceID, {
      type: 'generateBonusQuestion',
    });
    const question = selectBonusQuestion(state, content);
    if (!question) throw badRequest(BONUS_MESSAGES.notGenerated);
    return success(presentQuestion(question), noticesOf(events));
  });

  app.get('/api/i/eowquestions', async (request) => {
    const { GameInstanceID } = parseInput(instanceQuery, request.query);
    const { state, content } = await readInstance(app.db, request, GameInstanceID);
    const question = selectBonusQuestion(state, content);
    if (!question) throw badRequest(BONUS_MESSAGES.notGenerated);
    if (question.answered || question.skipped) throw badRequest(BONUS_MESSAGES.alreadyAnswered);
    return success(presentQuestion(question));
  });

  app.post('/api/i/eowquestions', async (request) => {
    const input = parseInput(answerBonusBody, request.body);
    const { state, content } = await applyToInstance(request, input.GameInstanceID, {
      type: 'answerBonusQuestion',
      questionId: input.QuestionID,
      answerId: input.Skip ? null : input.AnswerID,
      skip: input.Skip,
      timeRemainingSeconds: Math.floor(input.TimeRemaining),
    });
    const question = selectBonusQuestion(state, content);
    const result: BonusAnswerResult = {
      AnsweredCorrectly: question?.answeredCorrectly ?? false,
      Reward: centsToDollars(question?.rewardCents ?? 0),
      Bonus: centsToDollars(question?.timeBonusCents ?? 0),
      CorrectAnswerID: question?.correctAnswerId ?? null,
      Explanation: question?.explanation ?? null,
      Messages: input.Skip ? [BONUS_MESSAGES.skipped] : [],
    };
    return success(result, result.Messages);
  });

  app.get('/api/i/progress', async (request, reply) => {
    const { GameInstanceID } = parseInput(instanceQuery, request.query);
    const { state } = await readInstance(app.db, request, GameInstanceID);
    return answerFromState(reply, state, 'progress', () => {
      const progress = selectProgress(state);
      const game = selectGame(state);
      const result: ProgressResult = {
        Items: progress.rows.map(presentProgressRow),
        Assets: centsToDollars(progress.assetsCents),
        Liabilities: centsToDollars(progress.liabilitiesCents),
        NetPosition: centsToDollars(progress.netPositionCents),
        Week: game.currentWeek,
        TotalWeeks: game.totalWeeks,
      };
      return success(result);
    });
  });

  app.get('/api/i/progress/summary', async (request) => {
    const { GameInstanceID } = parseInput(instanceQuery, request.query);
    const { state } = await readInstance(app.db, request, GameInstanceID);
    const summary = selectWeekSummary(state);
    if (!summary) throw badRequest('No week has finished yet.');
    return success(presentSummary(summary));
  });
};

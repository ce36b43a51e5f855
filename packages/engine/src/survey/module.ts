// The end of the game: the end quiz and survey (questions.ts), asked once the last week is over.
import { command, defineModule } from '../game/module';
import { balanceOf } from '../ledger/ledger';
import {
  answerSurveyQuestion,
  askSurveyQuestion,
  turnOffSurveyClock,
  SURVEY_KEY,
  SURVEY_REJECTIONS,
  type AnswerSurveyQuestionCommand,
  type AskSurveyQuestionCommand,
} from './questions';
import { selectSurveyQuestion } from './selectors';
import type { SurveyState } from './types';

type SurveyEvent =
  | { type: 'surveyQuestionAsked'; index: number }
  | { type: 'surveyAnswered'; questionId: string; correct: boolean | null };

export const surveyModule = defineModule<SurveyEvent>()({
  key: 'survey',
  initial: (): SurveyState => ({ questionIds: [], askedAtMs: null, clockOff: false, answers: [] }),
  commands: {
    // The game is over by then: these run after the last week has ended.
    askSurveyQuestion: command<AskSurveyQuestionCommand>(askSurveyQuestion, { afterWeekEnd: true }),
    answerSurveyQuestion: command<AnswerSurveyQuestionCommand>(answerSurveyQuestion, {
      afterWeekEnd: true,
    }),
    turnOffSurveyClock: command<AskSurveyQuestionCommand>(turnOffSurveyClock, {
      afterWeekEnd: true,
    }),
  },
  rejections: SURVEY_REJECTIONS,
  // The spec's Survey row: what the end quiz paid (hidden in the where-I'm-at list, shown on the
  // final balance sheet).
  reportRows: (state) => {
    const paid = balanceOf(state.ledger, SURVEY_KEY);
    return paid !== 0 ? [{ title: 'Survey', category: 'Survey', balanceCents: paid }] : [];
  },
  invariants(state) {
    const problems: string[] = [];
    const { questionIds, answers, askedAtMs } = state.survey;
    if (answers.length > questionIds.length) problems.push('more survey answers than questions');
    if (questionIds.length > 0 && !state.isGameComplete)
      problems.push('end questions begun before the game is over');
    if (new Set(questionIds).size !== questionIds.length) problems.push('an end question twice');
    answers.forEach((answer, index) => {
      if (answer.questionId !== questionIds[index]) problems.push(`answer ${index} out of order`);
      if (answer.rewardCents < 0 || answer.timeBonusCents < 0)
        problems.push(`answer ${index} paid less than nothing`);
      if (answer.correct !== true && answer.rewardCents + answer.timeBonusCents > 0)
        problems.push(`answer ${index} paid for a wrong answer`);
    });
    const paid = answers.reduce((sum, a) => sum + a.rewardCents + a.timeBonusCents, 0);
    if (paid !== balanceOf(state.ledger, SURVEY_KEY))
      problems.push('survey account off its answers');
    if (askedAtMs !== null && answers.length === questionIds.length && questionIds.length > 0)
      problems.push('a question asked after the last');
    return problems;
  },
  random: [
    {
      weight: 2,
      afterGame: true,
      next(player, state, content) {
        if (!state.isGameComplete) return undefined;
        if (state.survey.askedAtMs === null)
          return { type: 'askSurveyQuestion', atMs: 1_800_000_000_000 };
        const view = selectSurveyQuestion(state, content, 1_800_000_000_000);
        if (!view) return undefined;
        const n = view.found.question.options.length;
        return {
          type: 'answerSurveyQuestion',
          questionId: player.chance(0.05) ? 'nope' : view.found.question.id,
          option: player.chance(0.05) ? n : player.int(n),
          otherText: player.chance(0.3) ? 'My own words' : null,
          timeLeftSeconds: player.int(40),
          atMs: 1_800_000_000_000 + player.int(40_000),
        };
      },
    },
  ],
});

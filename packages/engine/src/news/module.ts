// Finance Weekly (News): an article each week and a quiz on it whose right answers pay into My
// Cash (quiz.ts); in the weeks the game's setting requires it, the week cannot end until the
// quiz's questions are answered (ending it early gives up their money, not the need to answer
// them), and the app shows blocked until the player starts it, or again once it is ended early.
import { publicId } from '../game/ids';
import { command, defineModule, type EndWeekCheck } from '../game/module';
import {
  articleOf,
  completeQuestion,
  createQuiz,
  endQuiz,
  isQuizDone,
  isQuizRequired,
  NEWS_MESSAGES,
  NEWS_REJECTIONS,
  quizOfWeek,
  startQuiz,
  submitAnswer,
} from './quiz';
import { selectQuiz } from './selectors';
import type { NewsState } from './types';

type NewsEvent =
  | { type: 'quizCreated'; quizId: string }
  | { type: 'answerMarked'; correct: boolean }
  | { type: 'questionCompleted'; questionId: string };

/** Spec part 2, section 4: a required quiz not done (its questions answered) blocks the week. */
export const quizCheck: EndWeekCheck = {
  app: 'FinanceWeekly',
  failure(state, content) {
    const record = quizOfWeek(state);
    if (!isQuizRequired(state, content, state.week) || isQuizDone(state, content, record))
      return null;
    return record?.status === 'ended'
      ? { code: 'news/quiz-required', message: NEWS_MESSAGES.quizRequiredEnded }
      : { code: 'news/quiz-required', message: NEWS_MESSAGES.quizRequired };
  },
  // "Started (the News icon returns to idle)": once begun, the app shows as usual; ended early
  // with questions still to answer, it shows blocked again.
  blocksApp: (state) => {
    const status = quizOfWeek(state)?.status;
    return status === undefined || status === 'created' || status === 'ended';
  },
  // One step at a time towards a quiz answered: created, started (or taken up again after ending
  // early, for no money), then each question answered with its first option(s) and moved on from.
  remedy(state, content) {
    const view = selectQuiz(state, content);
    if (!view) {
      const article = articleOf(content, state.week);
      return article && { type: 'createQuiz', articleId: article.id, questionIds: null };
    }
    if (view.record.status !== 'started') return { type: 'startQuiz', quizId: view.id };
    const current = view.questions[view.record.current]!;
    if (current.answer) return { type: 'completeQuestion', questionId: null };
    const chosen = Array.from({ length: current.requiredAnswers }, (_, i) => i);
    return { type: 'submitAnswer', questionId: null, chosen };
  },
};

export const newsModule = defineModule<NewsEvent>()({
  key: 'news',
  initial: (): NewsState => ({ quizzes: [] }),
  commands: {
    createQuiz: command(createQuiz),
    startQuiz: command(startQuiz),
    submitAnswer: command(submitAnswer),
    completeQuestion: command(completeQuestion),
    endQuiz: command(endQuiz),
  },
  rejections: [...NEWS_REJECTIONS, 'news/quiz-required'],
  endWeekChecks: [quizCheck],
  apps: {
    // A new article each week: a badge until this week's quiz is started.
    FinanceWeekly: {
      updateCount: (state, content) => {
        if (!articleOf(content, state.week)) return 0;
        const status = quizOfWeek(state)?.status;
        return status === undefined || status === 'created' ? 1 : 0;
      },
    },
  },
  ids: (state) => state.news.quizzes.map((q) => q.id),
  invariants(state) {
    const problems: string[] = [];
    const weeks = state.news.quizzes.map((q) => q.week);
    if (new Set(weeks).size !== weeks.length) problems.push('two quizzes in one week');
    for (const q of state.news.quizzes) {
      if (q.week > state.week) problems.push(`a quiz of week ${q.week}, not begun`);
      if (q.answers.length > q.questionIds.length) problems.push(`quiz ${q.id}: too many answers`);
      if (q.current < 0 || q.current >= q.questionIds.length)
        problems.push(`quiz ${q.id}: no question ${q.current}`);
      const completed = q.answers.filter((a) => a.completed).length;
      if (q.status === 'completed' && completed !== q.questionIds.length)
        problems.push(`quiz ${q.id}: completed with questions left`);
      if (q.paidCents < 0) problems.push(`quiz ${q.id}: paid ${q.paidCents}`);
      if (q.status === 'ended' && q.endedAt === null)
        problems.push(`quiz ${q.id}: ended, not when`);
      if (q.endedAt !== null && (q.endedAt < 0 || q.endedAt > completed))
        problems.push(`quiz ${q.id}: ended after ${q.endedAt} answers of ${completed}`);
    }
    return problems;
  },
  random: [
    {
      weight: 3,
      next(player, state, content) {
        const view = selectQuiz(state, content);
        const article = articleOf(content, state.week);
        if (!view) {
          if (!article) return undefined;
          return {
            type: 'createQuiz',
            articleId: player.chance(0.05) ? 'no-such-article' : article.id,
            questionIds: null,
          };
        }
        const { record } = view;
        const quizId = publicId(state, record.id);
        if (record.status === 'created')
          return { type: player.chance(0.1) ? 'endQuiz' : 'startQuiz', quizId };
        // Ended early: taken up again (a required quiz) or refused as over.
        if (record.status !== 'started') return { type: 'startQuiz', quizId };
        if (player.chance(0.03)) return { type: 'endQuiz', quizId };
        const current = view.questions[record.current]!;
        if (current.answer) return { type: 'completeQuestion', questionId: null };
        // Mostly sensible answers, sometimes nonsense (the engine must cope).
        const n = current.options.length;
        const chosen = player.chance(0.05)
          ? [n + 3]
          : Array.from({ length: current.requiredAnswers }, () => player.int(n));
        return { type: 'submitAnswer', questionId: null, chosen };
      },
    },
  ],
});

import type { FastifyPluginAsync } from 'fastify';
import {
  completeQuestionBody,
  createQuizBody,
  instanceQuery,
  NEWS_MESSAGES,
  quizBody,
  submitAnswerBody,
  success,
  type GlossaryEntry,
} from '@mc/contract';
import { glossary } from '@mc/content';
import {
  selectArchive,
  selectArticle,
  selectQuiz,
  selectQuizRequirement,
  quizOfWeek,
  type GameState,
} from '@mc/engine';
import { badRequest } from '../http/errors';
import { commandRoute, noticesOf, protect, readRoute, type Applied } from '../http/instance-routes';
import { placeOf, presentArticle, presentQuiz } from './present';

// Finance Weekly (spec part 2, section 7): this week's article and the archive, the quiz and its
// calls, whether it is required; and the glossary (a static list, cacheable like faqs.json).

const glossaryFile = JSON.stringify(
  success<GlossaryEntry[]>(
    glossary.map((t) => ({ Term: t.term, Aliases: t.aliases, Definition: t.definition })),
  ),
);

/** The quiz after a command: every quiz call answers with it. */
function quizAnswer({ state, content, events }: Applied) {
  const view = selectQuiz(state, content);
  return success(view && presentQuiz(view), noticesOf(events));
}

/** The current question's id, for answers that name options by it. */
function currentQuestionId(state: GameState): string | null {
  const quiz = quizOfWeek(state);
  return quiz ? (quiz.questionIds[quiz.current] ?? null) : null;
}

export const newsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/g/glossary', async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(glossaryFile),
  );

  await app.register(async (instance) => {
    protect(instance);

    readRoute(instance, {
      path: '/api/i/news/article',
      query: instanceQuery,
      read: ({ state, content }) => selectArticle(state, content),
      answer: (view) => {
        if (!view) throw badRequest(NEWS_MESSAGES.noArticle);
        return success(presentArticle(view));
      },
      keepAnswerPerState: true,
    });

    readRoute(instance, {
      path: '/api/i/news/archive/articles',
      query: instanceQuery,
      read: ({ state, content }) => selectArchive(state, content),
      answer: (views) => success(views.map(presentArticle)),
      keepAnswerPerState: true,
    });

    readRoute(instance, {
      path: '/api/i/news/quiz',
      query: instanceQuery,
      read: ({ state, content }) => selectQuiz(state, content),
      answer: (view) => success(view && presentQuiz(view)),
      keepAnswerPerState: true,
    });

    readRoute(instance, {
      path: '/api/i/news/quiz/isrequired',
      query: instanceQuery,
      read: ({ state, content }) => selectQuizRequirement(state, content),
      answer: (r) => success({ IsRequired: r.isRequired, IsComplete: r.isComplete }),
      keepAnswerPerState: true,
    });

    commandRoute(instance, {
      path: '/api/i/news/quiz/create',
      body: createQuizBody,
      command: (input) => ({
        type: 'createQuiz',
        articleId: input.ArticleID,
        questionIds: input.GameQuestionIDs,
      }),
      answer: quizAnswer,
    });

    // Start also takes up a required quiz ended early (its questions left pay nothing); end gives
    // up the money of the questions not answered.
    for (const [path, type] of [
      ['/api/i/news/quiz/start', 'startQuiz'],
      ['/api/i/news/quiz/end', 'endQuiz'],
    ] as const)
      commandRoute(instance, {
        path,
        body: quizBody,
        command: (input) => ({ type, quizId: input.QuizID }),
        answer: quizAnswer,
      });

    commandRoute(instance, {
      path: '/api/i/news/answer/submit',
      body: submitAnswerBody,
      command: (input, state) => {
        // Options are named by their question: an id of another question (or none) is no answer.
        const questionId = input.QuestionID ?? currentQuestionId(state) ?? '';
        return {
          type: 'submitAnswer',
          questionId: input.QuestionID,
          chosen: input.Answers.map((id) => placeOf(questionId, id)),
        };
      },
      answer: quizAnswer,
    });

    commandRoute(instance, {
      path: '/api/i/news/question/complete',
      body: completeQuestionBody,
      command: (input) => ({ type: 'completeQuestion', questionId: input.QuestionID }),
      answer: quizAnswer,
    });
  });
};

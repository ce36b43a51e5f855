import { z } from 'zod';
import { ERRORS } from '../messages';
import { resultSchema } from '../result-schema';
import { instanceId, requiredId } from './common';

// Finance Weekly (spec part 2: section 2 "Finance Weekly", section 3 "Finance Weekly article",
// "Quiz", "Question", "Quiz summary"; sections 4, 5 and 7). This week's article and its quiz,
// the archive of past weeks' articles, and the glossary whose terms become links in the game's
// texts. Money in dollars.

export const NEWS_MESSAGES = {
  noArticle: 'There is no article this week.',
  notThisWeek: 'Only this week’s quiz can be taken.',
  noQuiz: 'Quiz not found.',
  noQuestion: 'Question not found.',
  notStarted: 'Start the quiz first.',
  quizOver: 'This quiz is already finished.',
  alreadyEnded:
    'You’ve already ended this quiz early, so there’s no cash left to give up. Just answer its questions to finish the week.',
  alreadyAnswered: 'This question has already been answered.',
  notAnswered: 'Answer the question first.',
  notCurrent: 'That is not the question you are on.',
  chooseAnswer: 'Please choose an answer.',
  fillBlanks: 'Please fill every blank.',
  wordOnce: 'Each word can be used only once.',
  // The end of a required week, refused: the quiz not started, or ended early with questions left.
  quizRequired: 'Answer this week’s Finance Weekly quiz before you finish the week.',
  quizRequiredEnded:
    'You ended this week’s Finance Weekly quiz early, so there’s no cash for the questions left. You still need to answer them to finish the week.',
  // END QUIZ asks first: what ending gives up, and (a required quiz) what is still to do.
  endQuizWarning: 'You’ll miss out on the cash for the questions you haven’t answered.',
  endRequiredQuizWarning:
    'This week’s quiz is required, so you’ll still need to answer them (for no cash) to finish the week.',
} as const;

/** Spec part 2, section 3: 0 multiple choice, 1 true/false, 2 fill the blanks. */
export type QuestionType = 0 | 1 | 2;

/** An answer to choose, or a word of a fill-the-blanks word bank. */
export interface AnswerOption {
  ID: string;
  Text: string;
  Index: number;
  /** Fill the blanks, once answered: the word was placed in a blank. */
  WordUsed: boolean;
  /** Once answered: 'selected' (the player's), 'correct' (the right answer), 'incorrect' (theirs, wrong). */
  Classes: string[];
}

/** How an answered question was marked. */
export interface QuestionResult {
  Correct: boolean;
  /** The option IDs chosen, in order (one per blank for fill the blanks). */
  Chosen: string[];
  /** The right option IDs, in order (one per blank for fill the blanks). */
  CorrectAnswers: string[];
  Explanation: string;
  /** What this question earned (paid into My Cash when it is completed). */
  Money: number;
}

export interface Question {
  ID: string;
  QuestionType: QuestionType;
  /** The question; for fill the blanks, the text with each blank written {1}, {2}... in order. */
  Text: string;
  AnswerOptions: AnswerOption[];
  /** How many options the answer needs: 1, or the number of blanks. */
  RequiredAnswerCount: number;
  /** Null until the answer is submitted. */
  Result: QuestionResult | null;
  /** Whether the player has moved on from it (its money is paid). */
  IsComplete: boolean;
}

export interface QuizSummary {
  NumCorrect: number;
  TotalQuestions: number;
  /** What the quiz paid into My Cash. */
  Money: number;
}

/**
 * 'created', 'started', 'completed' (every question answered) or 'ended' (quit early, questions
 * left). A required quiz ended early can be started again to answer the questions left (CanResume).
 */
export type QuizStatus = 'created' | 'started' | 'completed' | 'ended';

export interface Quiz {
  ID: string;
  ArticleID: string;
  Week: number;
  Title: string;
  Status: QuizStatus;
  Questions: Question[];
  /** The question the player is on (the last one once the quiz is over). */
  CurrentQuestion: Question;
  CurrentQuestionIndex: number;
  AtLastQuestion: boolean;
  /** Right answers so far. */
  ScoreActual: number;
  ScorePossible: number;
  /** Money paid so far. */
  ScoreReward: number;
  /** What each right answer pays. */
  RewardPerCorrect: number;
  /** Null until the quiz is completed or ended. */
  Summary: QuizSummary | null;
  /**
   * Ended early: how many questions had been answered then (the rest pay nothing, even once
   * answered). Null if it was never ended early.
   */
  EndedEarlyAt: number | null;
  /**
   * Ended early in a week whose quiz is required: POST /quiz/start takes it up again, and its
   * questions left must be answered (for no cash) before the week can end.
   */
  CanResume: boolean;
}

export interface Article {
  ID: string;
  Week: number;
  Title: string;
  PreviewText: string;
  /** HTML (h3, p, ul, ol, li, strong, em). */
  Content: string;
  QuizTitle: string;
  IsQuizComplete: boolean;
  Header: { Class: string; Image: string; Alt: string };
  /** The share market's news that week, told above the article (the market news weeks). */
  MarketNews: { Headline: string; Text: string } | null;
  /** Where the article's facts come from. */
  Sources: { Title: string; Url: string }[];
}

/** Whether this week's quiz must be done before the week can end, and whether it is. */
export interface QuizRequirement {
  IsRequired: boolean;
  IsComplete: boolean;
}

export interface GlossaryEntry {
  Term: string;
  /** Other words that link to it. */
  Aliases: string[];
  Definition: string;
}

const answerOptionSchema = z
  .object({
    ID: z.string(),
    Text: z.string(),
    Index: z.number(),
    WordUsed: z.boolean(),
    Classes: z.array(z.string()),
  })
  .meta({ id: 'AnswerOption' });

const questionSchema = z
  .object({
    ID: z.string(),
    QuestionType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    Text: z.string(),
    AnswerOptions: z.array(answerOptionSchema),
    RequiredAnswerCount: z.number(),
    Result: z
      .object({
        Correct: z.boolean(),
        Chosen: z.array(z.string()),
        CorrectAnswers: z.array(z.string()),
        Explanation: z.string(),
        Money: z.number(),
      })
      .nullable(),
    IsComplete: z.boolean(),
  })
  .meta({ id: 'Question' });

const quizSummarySchema = z
  .object({ NumCorrect: z.number(), TotalQuestions: z.number(), Money: z.number() })
  .meta({ id: 'QuizSummary' });

export const quizSchema = resultSchema<Quiz>()(
  z
    .object({
      ID: z.string(),
      ArticleID: z.string(),
      Week: z.number(),
      Title: z.string(),
      Status: z.enum(['created', 'started', 'completed', 'ended']),
      Questions: z.array(questionSchema),
      CurrentQuestion: questionSchema,
      CurrentQuestionIndex: z.number(),
      AtLastQuestion: z.boolean(),
      ScoreActual: z.number(),
      ScorePossible: z.number(),
      ScoreReward: z.number(),
      RewardPerCorrect: z.number(),
      Summary: quizSummarySchema.nullable(),
      EndedEarlyAt: z.number().nullable(),
      CanResume: z.boolean(),
    })
    .meta({ id: 'Quiz' }),
);

export const articleSchema = resultSchema<Article>()(
  z
    .object({
      ID: z.string(),
      Week: z.number(),
      Title: z.string(),
      PreviewText: z.string(),
      Content: z.string(),
      QuizTitle: z.string(),
      IsQuizComplete: z.boolean(),
      Header: z.object({ Class: z.string(), Image: z.string(), Alt: z.string() }),
      MarketNews: z.object({ Headline: z.string(), Text: z.string() }).nullable(),
      Sources: z.array(z.object({ Title: z.string(), Url: z.string() })),
    })
    .meta({ id: 'Article' }),
);

export const quizRequirementSchema = resultSchema<QuizRequirement>()(
  z.object({ IsRequired: z.boolean(), IsComplete: z.boolean() }).meta({ id: 'QuizRequirement' }),
);

export const glossaryEntrySchema = resultSchema<GlossaryEntry>()(
  z
    .object({ Term: z.string(), Aliases: z.array(z.string()), Definition: z.string() })
    .meta({ id: 'GlossaryEntry' }),
);

/** POST /api/i/news/quiz/create: the quiz of an article (this week's), all its questions or some. */
export const createQuizBody = z.object({
  GameInstanceID: instanceId,
  ArticleID: requiredId,
  GameQuestionIDs: z
    .array(requiredId, { error: ERRORS.invalidRequest })
    .max(10, ERRORS.invalidRequest)
    .optional()
    .nullable()
    .transform((ids) => (ids && ids.length > 0 ? ids : null)),
});

/**
 * POST /api/i/news/quiz/start (also takes up a required quiz ended early, CanResume) and
 * /quiz/end.
 */
export const quizBody = z.object({ GameInstanceID: instanceId, QuizID: requiredId });

/** POST /api/i/news/question/complete: moving on from the answered question. */
export const completeQuestionBody = z.object({
  GameInstanceID: instanceId,
  QuestionID: requiredId,
});

/**
 * POST /api/i/news/answer/submit: the current question's answer, as option IDs (one for types 0
 * and 1; one per blank, in order, for fill the blanks).
 */
export const submitAnswerBody = z.object({
  GameInstanceID: instanceId,
  /** The question answered; absent: the current one. */
  QuestionID: requiredId.optional().transform((id) => id ?? null),
  // The count is checked only once it is a list (zod would otherwise measure a string too).
  Answers: z
    .array(requiredId, { error: NEWS_MESSAGES.chooseAnswer })
    .pipe(z.array(z.string()).max(10, ERRORS.invalidRequest)),
});

import { z } from 'zod';
import { ERRORS } from '../messages';
import { resultSchema } from '../result-schema';
import { instanceId } from './common';

// The learning check before week 1 (issue 33): when a game's link asks for it, a player answers
// PRETEST_ITEMS questions before the first week opens, one at a time, untimed and unmarked (it is
// a measure, not a lesson), and meets the same questions again in the end quiz. GET
// /api/i/pretest sends the next question, or Results: null once every one is answered; POST
// /api/i/pretest/submit answers it, once.

/** How many items a game's learning check asks (drawn per game world from the item bank). */
export const PRETEST_ITEMS = 12;

export const PRETEST_MESSAGES = {
  first:
    'Before week 1: answer the quick money check first (12 questions, about five minutes). It pays nothing and nobody sees your answers but you and your teacher.',
  none: 'This game has no money check before week 1.',
  done: 'You have already answered every question of the money check.',
  wrongQuestion: 'That is not the question you are on.',
  chooseAnswer: 'Please choose an answer.',
} as const;

/** A question of the check: its words and answers, with where the player is in the check. */
export interface PretestQuestion {
  ID: string;
  Name: string;
  Options: { ID: string; Name: string }[];
  /** 1 for the first question. */
  Index: number;
  Total: number;
}

export const pretestQuestionSchema = resultSchema<PretestQuestion>()(
  z
    .object({
      ID: z.string(),
      Name: z.string(),
      Options: z.array(z.object({ ID: z.string(), Name: z.string() })),
      Index: z.number(),
      Total: z.number(),
    })
    .meta({ id: 'PretestQuestion' }),
);

/** What an answer did: the next question's place, or that the check is done. Never the mark. */
export interface PretestAnswerResult {
  Answered: number;
  Total: number;
  IsComplete: boolean;
}

export const pretestAnswerResultSchema = resultSchema<PretestAnswerResult>()(
  z
    .object({ Answered: z.number(), Total: z.number(), IsComplete: z.boolean() })
    .meta({ id: 'PretestAnswerResult' }),
);

const choiceId = z
  .string({ error: PRETEST_MESSAGES.chooseAnswer })
  .trim()
  .min(1, PRETEST_MESSAGES.chooseAnswer)
  .max(80, PRETEST_MESSAGES.chooseAnswer);

/** POST /api/i/pretest/submit: the question answered and the answer chosen. */
export const pretestSubmitBody = z.object({
  GameInstanceID: instanceId,
  QuestionID: z
    .string({ error: ERRORS.invalidRequest })
    .trim()
    .min(1, ERRORS.invalidRequest)
    .max(80, ERRORS.invalidRequest),
  OptionID: choiceId,
});

/** The player's own learning (GET /api/i/pretest/result): right answers before and after. */
export interface PretestResult {
  Total: number;
  /** Right answers in the check before week 1; null until it is done. */
  Before: number | null;
  /** Right answers to the same questions in the end quiz; null until all are answered. */
  After: number | null;
}

export const pretestResultSchema = resultSchema<PretestResult>()(
  z
    .object({ Total: z.number(), Before: z.number().nullable(), After: z.number().nullable() })
    .meta({ id: 'PretestResult' }),
);

import { z } from 'zod';
import { ERRORS } from '../messages';
import { resultSchema } from '../result-schema';
import { instanceId } from './common';

// The end of the game (spec part 2: section 2 "End of game and surveys", section 3 "Survey",
// sections 4, 7 and 9): once the last week is over, the game's end quiz (right answers add cash to
// the score; timed questions add a time bonus) and then its survey (no right answers), one
// question at a time. Money in dollars.

export const SURVEY_MESSAGES = {
  notFinished: 'Finish the last week of the game first.',
  noSurvey: 'This game has no end-of-game quiz or survey.',
  complete: 'You have already finished the end-of-game questions.',
  notAsked: 'Open the question first.',
  wrongQuestion: 'That is not the question you are on.',
  chooseAnswer: 'Please choose an answer.',
  otherTooLong: 'Your answer can be at most 200 characters.',
  otherMarkup: 'Please write your answer as plain text, without HTML tags.',
  outOfTime: 'OUT OF TIME',
  incorrect: 'INCORRECT',
  noBonus: 'NO BONUS CASH THIS TIME',
} as const;

/** The longest 'Other' answer a survey question takes. */
export const OTHER_TEXT_MAX = 200;

/** What the game's end has: a quiz then a survey, only a survey, or nothing. */
export const END_SURVEY_KINDS = ['quiz', 'survey', 'none'] as const;
export type EndSurveyKind = (typeof END_SURVEY_KINDS)[number];

/** An answer to choose. */
export interface SurveyOption {
  ID: string;
  Name: string;
  /** Null until the question is answered; then whether this is the right answer (quiz only). */
  IsCorrect: boolean | null;
  /** The player's own choice, once answered. */
  Selected: boolean;
  /** The last option of a survey question that takes the player's own words. */
  IsOther: boolean;
}

/** GET /api/i/survey: the question the player is on (spec part 2, section 3 "Survey"). */
export interface SurveyQuestion {
  ID: string;
  Name: string;
  Options: SurveyOption[];
  /** Dollars a right answer pays (0 for a survey question). */
  Bonus: number;
  /** Whether the question is timed. */
  TimeBonus: boolean;
  /** Seconds the timed question gives (0 when untimed). */
  TotalTime: number;
  /** Seconds left by the server's clock (timed questions), else 0. */
  TimeLeft: number;
  /** The player turned this timed question's clock off (POST /api/i/survey/timer-off). */
  IsTimerOff: boolean;
  /** Dollars each whole second left adds to a right timed answer. */
  TimeBonusAmount: number;
  /** 1-based. */
  CurrentQuestionIndex: number;
  TotalQuestionCount: number;
  /** True for the survey's questions (no right answers), false for the quiz's. */
  HasSurvey: boolean;
  /** True at the question the survey starts at: the survey intro comes first. */
  IsSurveyStart: boolean;
  IsLastQuestion: boolean;
}

/** POST /api/i/survey/submit: how the answer was taken (spec: "Quiz answers"). */
export interface SurveyAnswerResult {
  QuestionID: string;
  /** Null for a survey question. */
  IsCorrect: boolean | null;
  IsOutOfTime: boolean;
  IsTimed: boolean;
  IsLastQuestion: boolean;
  /** Seconds left when the answer arrived (timed questions), else 0. */
  TimeLeft: number;
  CashReward: number;
  TimeBonusAmount: number;
  TotalReward: number;
  Explanation: string | null;
  Answers: { Name: string; Selected: boolean; Status: 'correct' | 'incorrect' | 'none' }[];
  IsSurveyComplete: boolean;
}

const optionSchema = z
  .object({
    ID: z.string(),
    Name: z.string(),
    IsCorrect: z.boolean().nullable(),
    Selected: z.boolean(),
    IsOther: z.boolean(),
  })
  .meta({ id: 'SurveyOption' });

export const surveyQuestionSchema = resultSchema<SurveyQuestion>()(
  z
    .object({
      ID: z.string(),
      Name: z.string(),
      Options: z.array(optionSchema),
      Bonus: z.number(),
      TimeBonus: z.boolean(),
      TotalTime: z.number(),
      TimeLeft: z.number(),
      IsTimerOff: z.boolean(),
      TimeBonusAmount: z.number(),
      CurrentQuestionIndex: z.number(),
      TotalQuestionCount: z.number(),
      HasSurvey: z.boolean(),
      IsSurveyStart: z.boolean(),
      IsLastQuestion: z.boolean(),
    })
    .meta({ id: 'SurveyQuestion' }),
);

export const surveyAnswerResultSchema = resultSchema<SurveyAnswerResult>()(
  z
    .object({
      QuestionID: z.string(),
      IsCorrect: z.boolean().nullable(),
      IsOutOfTime: z.boolean(),
      IsTimed: z.boolean(),
      IsLastQuestion: z.boolean(),
      TimeLeft: z.number(),
      CashReward: z.number(),
      TimeBonusAmount: z.number(),
      TotalReward: z.number(),
      Explanation: z.string().nullable(),
      Answers: z.array(
        z.object({
          Name: z.string(),
          Selected: z.boolean(),
          Status: z.enum(['correct', 'incorrect', 'none']),
        }),
      ),
      IsSurveyComplete: z.boolean(),
    })
    .meta({ id: 'SurveyAnswerResult' }),
);

/** POST /api/i/survey/submit. TimeLeft is the client's timer: the server's clock caps it. */
export const surveySubmitBody = z.object({
  GameInstanceID: instanceId,
  SurveyQuestionOptionID: z
    .string({ error: SURVEY_MESSAGES.chooseAnswer })
    .trim()
    .min(1, SURVEY_MESSAGES.chooseAnswer)
    .max(80, SURVEY_MESSAGES.chooseAnswer),
  OtherText: z
    .string({ error: ERRORS.invalidRequest })
    .trim()
    .max(OTHER_TEXT_MAX, SURVEY_MESSAGES.otherTooLong)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null)),
  TimeLeft: z.coerce.number({ error: ERRORS.invalidRequest }).min(0).max(600).optional().default(0),
});

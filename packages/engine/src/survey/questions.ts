// The end of the game's questions (spec part 2, sections 2, 3, 4 and 9). Once the last week is
// over, a game whose setting has an end quiz asks END_QUIZ.questions questions drawn from the pool
// (the game's seed: every player of a game gets the same quiz, as classmates get the same world),
// then its survey from question SURVEY_START_QUESTION (15) on; a game with only a survey asks the
// survey. Each question is answered once. A right quiz answer pays its reward; a timed one also a
// time bonus for each whole second left by the server's clock (the client's timer can only make it
// less), and nothing once its time has run out; a player may turn the clock off (while it still
// has time) and answer at their own pace, for the reward without a time bonus. Rewards go to the player's 'survey' ledger account,
// counted in the net position, shown on the final balance sheet as the spec's Survey row.
import { SURVEY_START_QUESTION } from '@mc/contract/constants';
import { MARKUP } from '@mc/contract/apps/planner';
import { OTHER_TEXT_MAX, SURVEY_MESSAGES } from '@mc/contract/apps/survey';
import type { GameContent } from '../game/content';
import { reject, type Rejection } from '../game/result';
import type { GameState } from '../game/state';
import { emit, moveMoney, update, type Tx } from '../game/tx';
import { WORLD } from '../ledger/ledger';
import { drawsFrom, shuffled } from '../random/draws';
import { secondsLeft } from '../end-of-week/bonus-question';
import { pretestItems } from '../pretest/check';
import type { EndQuizQuestion, LearningItem, SurveyQuestion } from './content';
import type { SurveyAnswer } from './types';

export { SURVEY_MESSAGES };

/** The player's ledger account of what the end quiz paid (the spec's Survey row). */
export const SURVEY_KEY = 'survey';

/**
 * The end quiz's numbers (the spec leaves the amounts to us): the questions before the survey
 * starts, a right answer's reward, and a timed question's clock and bonus. The same as the weekly
 * bonus question's (issue 29): $3 a right answer, and 2c a second left, at most 60c on a 30-second
 * clock, a fifth of the reward, so 14 right answers are worth $42 and speed at most $8.40,
 * small beside what money choices are worth against par.
 */
export const END_QUIZ = {
  questions: SURVEY_START_QUESTION - 1,
  rewardCents: 300,
  timedSeconds: 30,
  timeBonusCentsPerSecond: 2,
} as const;

export const SURVEY_REJECTIONS = [
  'survey/not-finished',
  'survey/none',
  'survey/complete',
  'survey/not-asked',
  'survey/wrong-question',
  'survey/choose-answer',
  'survey/other-text',
  'survey/out-of-time',
] as const;

export type EndQuestion =
  { kind: 'quiz'; question: EndQuizQuestion } | { kind: 'survey'; question: SurveyQuestion };

/** Whether the game has an end quiz or survey at all. */
export function hasEndSurvey(state: GameState): boolean {
  return state.settings.endSurvey !== 'none';
}

/**
 * The questions of the game's end, in order: its quiz's drawn from the pool, then the survey's.
 * A game with the learning check before week 1 (issue 33) asks its items again among the quiz's,
 * in another order, and fewer from the pool, so the quiz is as long.
 */
export function sequenceOf(state: GameState, content: GameContent): string[] {
  const survey = content.endOfGame.survey.map((q) => q.id);
  if (state.settings.endSurvey === 'survey') return survey;
  if (state.settings.endSurvey !== 'quiz') return [];
  const pool = shuffled(content.endOfGame.quiz, drawsFrom(state.gameSeed, 'end-quiz'));
  const learning = pretestItems(state, content).map((item) => item.id);
  if (learning.length === 0)
    return [...pool.slice(0, END_QUIZ.questions).map((q) => q.id), ...survey];
  const others = pool.slice(0, Math.max(0, END_QUIZ.questions - learning.length));
  const quiz = shuffled(
    [...learning, ...others.map((q) => q.id)],
    drawsFrom(state.gameSeed, 'end-quiz-with-check'),
  );
  return [...quiz, ...survey];
}

/** A learning check item asked in the end quiz: untimed, marked and paid as the quiz's own. */
const asQuizQuestion = (item: LearningItem): EndQuizQuestion => ({
  id: item.id,
  text: item.text,
  options: item.options,
  correct: item.correct,
  explanation: item.explanation,
  timed: false,
});

export function endQuestionOf(content: GameContent, id: string): EndQuestion | undefined {
  const quiz = content.endOfGame.quiz.find((q) => q.id === id);
  if (quiz) return { kind: 'quiz', question: quiz };
  const item = content.endOfGame.learning.find((q) => q.id === id);
  if (item) return { kind: 'quiz', question: asQuizQuestion(item) };
  const survey = content.endOfGame.survey.find((q) => q.id === id);
  return survey && { kind: 'survey', question: survey };
}

/** Every question answered. */
export function isSurveyComplete(state: GameState): boolean {
  const { questionIds, answers } = state.survey;
  return questionIds.length > 0 && answers.length === questionIds.length;
}

/** A server time stamp, or null when there is none. */
function serverTime(atMs: unknown): number | null {
  return typeof atMs === 'number' && Number.isFinite(atMs) ? atMs : null;
}

function availability(state: GameState): Rejection | null {
  if (!state.isGameComplete) return reject('survey/not-finished', SURVEY_MESSAGES.notFinished);
  if (!hasEndSurvey(state)) return reject('survey/none', SURVEY_MESSAGES.noSurvey);
  if (isSurveyComplete(state)) return reject('survey/complete', SURVEY_MESSAGES.complete);
  return null;
}

export interface AskSurveyQuestionCommand {
  /** The server's time when the question is asked for (ms since the epoch). */
  atMs: number;
}

/**
 * The current question is sent: the first time, the game's questions are drawn; each question's
 * clock starts the first time it is sent (sending it again does not restart it).
 */
export function askSurveyQuestion(tx: Tx, command: AskSurveyQuestionCommand): Rejection | void {
  const problem = availability(tx.state);
  if (problem) return problem;
  const { survey } = tx.state;
  if (survey.askedAtMs !== null && survey.questionIds.length > 0) return;
  const questionIds =
    survey.questionIds.length > 0 ? survey.questionIds : sequenceOf(tx.state, tx.content);
  if (questionIds.length === 0) return reject('survey/none', SURVEY_MESSAGES.noSurvey);
  update(tx, 'survey', (slice) => ({ ...slice, questionIds, askedAtMs: serverTime(command.atMs) }));
  emit(tx, { type: 'surveyQuestionAsked', index: survey.answers.length });
}

/**
 * The player turns the current timed question's clock off (WCAG 2.2.1: a time limit must be
 * adjustable): it is then answered at their own pace, for the reward without a time bonus. Only
 * while the question still has time by the server's clock, so it cannot rescue a late answer.
 */
export function turnOffSurveyClock(tx: Tx, command: AskSurveyQuestionCommand): Rejection | void {
  const problem = availability(tx.state);
  if (problem) return problem;
  const { survey } = tx.state;
  const currentId = survey.questionIds[survey.answers.length];
  const found = currentId === undefined ? undefined : endQuestionOf(tx.content, currentId);
  if (!found || survey.askedAtMs === null)
    return reject('survey/not-asked', SURVEY_MESSAGES.notAsked);
  if (found.kind !== 'quiz' || !found.question.timed || survey.clockOff) return;
  const left = secondsLeft(
    END_QUIZ.timedSeconds,
    END_QUIZ.timedSeconds,
    survey.askedAtMs,
    serverTime(command.atMs),
  );
  if (left === 0) return reject('survey/out-of-time', SURVEY_MESSAGES.outOfTime);
  update(tx, 'survey', (slice) => ({ ...slice, clockOff: true }));
}

export interface AnswerSurveyQuestionCommand {
  questionId: string;
  /** The option chosen, as its index in the options shown. */
  option: number;
  otherText: string | null;
  /** The client's timer when the answer was sent. */
  timeLeftSeconds: number;
  /** The server's time when the answer arrived. */
  atMs: number;
}

/** The id of an option as the API names it: its question and its place. */
export function optionId(questionId: string, option: number): string {
  return `${questionId}.${option}`;
}

export function answerSurveyQuestion(
  tx: Tx,
  command: AnswerSurveyQuestionCommand,
): Rejection | void {
  const problem = availability(tx.state);
  if (problem) return problem;
  const { survey } = tx.state;
  const index = survey.answers.length;
  const currentId = survey.questionIds[index];
  if (currentId === undefined || survey.askedAtMs === null)
    return reject('survey/not-asked', SURVEY_MESSAGES.notAsked);
  if (command.questionId !== currentId)
    return reject('survey/wrong-question', SURVEY_MESSAGES.wrongQuestion);
  const found = endQuestionOf(tx.content, currentId);
  if (!found) return reject('survey/not-asked', SURVEY_MESSAGES.notAsked);
  const { option } = command;
  if (!Number.isInteger(option) || option < 0 || option >= found.question.options.length)
    return reject('survey/choose-answer', SURVEY_MESSAGES.chooseAnswer);
  let answer: SurveyAnswer;
  if (found.kind === 'survey') {
    const isOther = found.question.allowOther && option === found.question.options.length - 1;
    const text = isOther && typeof command.otherText === 'string' ? command.otherText.trim() : '';
    if (text.length > OTHER_TEXT_MAX)
      return reject('survey/other-text', SURVEY_MESSAGES.otherTooLong);
    // eslint-disable-next-line no-control-regex -- control characters are not writing
    if (MARKUP.test(text) || /[\u0000-\u001f\u007f]/.test(text))
      return reject('survey/other-text', SURVEY_MESSAGES.otherMarkup);
    answer = {
      questionId: currentId,
      option,
      otherText: text || null,
      correct: null,
      outOfTime: false,
      secondsLeft: null,
      rewardCents: 0,
      timeBonusCents: 0,
    };
  } else {
    const { question } = found;
    const correct = option === question.correct;
    const seconds =
      question.timed && !survey.clockOff
        ? secondsLeft(
            END_QUIZ.timedSeconds,
            command.timeLeftSeconds,
            survey.askedAtMs,
            serverTime(command.atMs),
          )
        : null;
    const outOfTime = seconds === 0;
    const paid = correct && !outOfTime;
    answer = {
      questionId: currentId,
      option,
      otherText: null,
      correct,
      outOfTime,
      secondsLeft: seconds,
      rewardCents: paid ? END_QUIZ.rewardCents : 0,
      timeBonusCents: paid && seconds !== null ? seconds * END_QUIZ.timeBonusCentsPerSecond : 0,
    };
    moveMoney(tx, 'End quiz reward', WORLD.rewards, SURVEY_KEY, answer.rewardCents);
    moveMoney(tx, 'End quiz time bonus', WORLD.rewards, SURVEY_KEY, answer.timeBonusCents);
  }
  update(tx, 'survey', (slice) => ({
    ...slice,
    answers: [...slice.answers, answer],
    askedAtMs: null,
    clockOff: false,
  }));
  emit(tx, { type: 'surveyAnswered', questionId: currentId, correct: answer.correct });
}

// What the end of the game shows: whether it has a quiz or survey and whether it is done, the
// question the player is on (with its clock by the server's time), and the answers so far.
import type { GameContent } from '../game/content';
import type { GameState } from '../game/state';
import { secondsLeft } from '../end-of-week/bonus-question';
import { balanceOf } from '../ledger/ledger';
import {
  END_QUIZ,
  endQuestionOf,
  hasEndSurvey,
  isSurveyComplete,
  sequenceOf,
  SURVEY_KEY,
  type EndQuestion,
} from './questions';
import type { SurveyAnswer } from './types';

export interface SurveyStatus {
  hasEndSurvey: boolean;
  isOptional: boolean;
  isComplete: boolean;
  /** The game is over and its end questions are still to do (required or not). */
  isDue: boolean;
}

export function selectSurveyStatus(state: GameState): SurveyStatus {
  const has = hasEndSurvey(state);
  const complete = isSurveyComplete(state);
  return {
    hasEndSurvey: has,
    // A game with nothing at its end requires nothing.
    isOptional: !has || state.settings.endSurveyOptional,
    isComplete: complete,
    isDue: has && state.isGameComplete && !complete,
  };
}

export interface SurveyQuestionView {
  found: EndQuestion;
  /** 0-based. */
  index: number;
  total: number;
  /** The first survey question (its intro comes before it). */
  isSurveyStart: boolean;
  isLast: boolean;
  /** Seconds left by the server's clock at `nowMs` (timed questions), else 0. */
  secondsLeft: number;
  /** The player turned this question's clock off. */
  clockOff: boolean;
}

/** The question the player is on, or null when there is none (not due, or all answered). */
export function selectSurveyQuestion(
  state: GameState,
  content: GameContent,
  nowMs: number,
): SurveyQuestionView | null {
  if (!selectSurveyStatus(state).isDue) return null;
  const ids =
    state.survey.questionIds.length > 0 ? state.survey.questionIds : sequenceOf(state, content);
  const index = state.survey.answers.length;
  const id = ids[index];
  const found = id === undefined ? undefined : endQuestionOf(content, id);
  if (!found) return null;
  const firstSurvey = ids.findIndex((qid) => endQuestionOf(content, qid)?.kind === 'survey');
  const timed = found.kind === 'quiz' && found.question.timed;
  return {
    found,
    index,
    total: ids.length,
    isSurveyStart: index === firstSurvey,
    isLast: index === ids.length - 1,
    clockOff: state.survey.clockOff,
    secondsLeft:
      timed && !state.survey.clockOff
        ? secondsLeft(END_QUIZ.timedSeconds, END_QUIZ.timedSeconds, state.survey.askedAtMs, nowMs)
        : 0,
  };
}

/** The last answer given, with its question (for the feedback screens). */
export function selectLastSurveyAnswer(
  state: GameState,
  content: GameContent,
): { answer: SurveyAnswer; found: EndQuestion; isLast: boolean } | null {
  const { answers, questionIds } = state.survey;
  const answer = answers[answers.length - 1];
  const found = answer && endQuestionOf(content, answer.questionId);
  if (!answer || !found) return null;
  return { answer, found, isLast: answers.length === questionIds.length };
}

export interface EndQuizScore {
  right: number;
  questions: number;
  /** What the end quiz paid, rewards and time bonuses. */
  paidCents: number;
}

/** The end quiz's score so far. */
export function selectEndQuizScore(state: GameState): EndQuizScore {
  const quiz = state.survey.answers.filter((a) => a.correct !== null);
  return {
    right: quiz.filter((a) => a.correct).length,
    questions: quiz.length,
    paidCents: balanceOf(state.ledger, SURVEY_KEY),
  };
}

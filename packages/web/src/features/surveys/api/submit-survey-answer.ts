import type { SurveyAnswerResult, surveySubmitBody } from '@mc/contract';
import { gamePost, type GameBody } from '../../../lib/game-queries';

// POST /api/i/survey/submit: an answer to the question the player is on. The server decides what
// it pays (its own clock for a timed question); the screens show what it answered.

export type SurveyAnswer = GameBody<typeof surveySubmitBody>;

export const submitSurveyAnswer = (answer: SurveyAnswer) =>
  gamePost<SurveyAnswerResult>('/api/i/survey/submit', { ...answer });

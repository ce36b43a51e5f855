import { describe, expect, it } from 'vitest';
import { SURVEY_MESSAGES } from '@mc/contract/apps/survey';
import { selectProgress } from '../index';
import { withScenario } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import type { GameSettings } from '../game/state';
import { END_QUIZ, SURVEY_KEY } from './questions';
import {
  selectEndQuizScore,
  selectLastSurveyAnswer,
  selectSurveyQuestion,
  selectSurveyStatus,
} from './selectors';
import { balanceOf } from '../ledger/ledger';

// The end of the game: once the last week is over, the game's end quiz (14 questions drawn from
// the pool by the game's seed, the same for classmates) and then its survey; a right answer pays
// $10 into the Survey account, a timed one $0.20 for each second left by the server's clock, and
// nothing once its time has run out.

const content = withScenario({ disabledApps: [] });
const T0 = 1_800_000_000_000;

function finishedGame(settings: Partial<GameSettings> = {}, gameSeed = 'end') {
  const game = new TestGame(content, {
    gameSeed,
    totalWeeks: 26,
    settings: { quizRequired: 'none', endSurvey: 'quiz', endSurveyOptional: false, ...settings },
  });
  game.open('everyday', 10_000);
  while (!game.state.isGameComplete) {
    game.do({ type: 'endWeek' });
    if (!game.state.isGameComplete) game.do({ type: 'startWeek' });
  }
  return game;
}

const view = (game: TestGame, nowMs = T0) => selectSurveyQuestion(game.state, game.content, nowMs)!;

function answer(game: TestGame, option: number, atMs = T0 + 5_000, timeLeftSeconds = 30) {
  return {
    type: 'answerSurveyQuestion' as const,
    questionId: view(game).found.question.id,
    option,
    otherText: null,
    timeLeftSeconds,
    atMs,
  };
}

describe('the end quiz and survey', () => {
  it('waits for the end of the game, then asks 14 quiz questions and the survey from question 15', () => {
    const playing = new TestGame(content, {
      settings: { endSurvey: 'quiz', quizRequired: 'none' },
    });
    expect(playing.reject({ type: 'askSurveyQuestion', atMs: T0 }).message).toBe(
      SURVEY_MESSAGES.notFinished,
    );
    const game = finishedGame();
    expect(selectSurveyStatus(game.state)).toEqual({
      hasEndSurvey: true,
      isOptional: false,
      isComplete: false,
      isDue: true,
    });
    game.do({ type: 'askSurveyQuestion', atMs: T0 });
    const ids = game.state.survey.questionIds;
    expect(ids).toHaveLength(END_QUIZ.questions + 2);
    expect(ids.slice(0, 14).every((id) => id.startsWith('quiz-'))).toBe(true);
    expect(ids.slice(14)).toEqual(['learned', 'next']);
    expect(view(game)).toMatchObject({ index: 0, total: 16, isSurveyStart: false });
    // Classmates (the same game seed) get the same questions; another game others.
    const classmate = finishedGame({}, 'end');
    classmate.do({ type: 'askSurveyQuestion', atMs: T0 });
    expect(classmate.state.survey.questionIds).toEqual(ids);
    const other = finishedGame({}, 'another game');
    other.do({ type: 'askSurveyQuestion', atMs: T0 });
    expect(other.state.survey.questionIds).not.toEqual(ids);
  });

  it('pays a right answer, adds a time bonus by the server clock, and nothing when time runs out', () => {
    const game = finishedGame();
    let timedRight = false;
    let timedLate = false;
    let untimedRight = false;
    let wrong = false;
    while (view(game).found.kind === 'quiz') {
      game.do({ type: 'askSurveyQuestion', atMs: T0 });
      const question = view(game).found.question as { timed: boolean };
      const before = balanceOf(game.state.ledger, SURVEY_KEY);
      if (question.timed && !timedRight) {
        // 12 s by the server's clock, though the client claims 29 s left: 18 s of bonus.
        game.do(answer(game, 1, T0 + 12_000, 29));
        expect(balanceOf(game.state.ledger, SURVEY_KEY) - before).toBe(300 + 18 * 2);
        timedRight = true;
      } else if (question.timed && !timedLate) {
        game.do(answer(game, 1, T0 + 31_000, 25));
        expect(selectLastSurveyAnswer(game.state, game.content)!.answer).toMatchObject({
          correct: true,
          outOfTime: true,
          rewardCents: 0,
          timeBonusCents: 0,
        });
        timedLate = true;
      } else if (question.timed) {
        // The clock turned off while it had time: a minute later, the reward without a bonus.
        game.do({ type: 'turnOffSurveyClock', atMs: T0 + 5_000 });
        game.do(answer(game, 1, T0 + 60_000, 0));
        expect(balanceOf(game.state.ledger, SURVEY_KEY) - before).toBe(300);
      } else if (!question.timed && !untimedRight) {
        game.do(answer(game, 1, T0 + 60_000, 0));
        expect(balanceOf(game.state.ledger, SURVEY_KEY) - before).toBe(300);
        untimedRight = true;
      } else {
        game.do(answer(game, 0));
        expect(balanceOf(game.state.ledger, SURVEY_KEY)).toBe(before);
        wrong = true;
      }
    }
    expect([timedRight, timedLate, untimedRight, wrong]).toEqual([true, true, true, true]);
    const score = selectEndQuizScore(game.state);
    expect(score.questions).toBe(14);
    expect(score.paidCents).toBe(balanceOf(game.state.ledger, SURVEY_KEY));
    // The Survey row of the report counts in the net position.
    expect(selectProgress(game.state).rows).toContainEqual({
      title: 'Survey',
      category: 'Survey',
      balanceCents: score.paidCents,
    });
  });

  it('takes the survey with no right answers, an Other answer in words, and ends', () => {
    const game = finishedGame({ endSurvey: 'survey' });
    game.do({ type: 'askSurveyQuestion', atMs: T0 });
    expect(game.state.survey.questionIds).toEqual(['learned', 'next']);
    expect(view(game)).toMatchObject({ index: 0, isSurveyStart: true, secondsLeft: 0 });
    game.do(answer(game, 0));
    game.do({ type: 'askSurveyQuestion', atMs: T0 });
    const other = { ...answer(game, 2), otherText: 'Start a budget <3' };
    expect(game.reject({ ...other, otherText: 'x'.repeat(201) }).message).toBe(
      SURVEY_MESSAGES.otherTooLong,
    );
    expect(game.reject({ ...other, otherText: '<b>hi</b>' }).message).toBe(
      SURVEY_MESSAGES.otherMarkup,
    );
    game.do(other);
    expect(game.state.survey.answers.map((a) => [a.option, a.otherText, a.correct])).toEqual([
      [0, null, null],
      [2, 'Start a budget <3', null],
    ]);
    expect(selectSurveyStatus(game.state)).toMatchObject({ isComplete: true, isDue: false });
    expect(selectSurveyQuestion(game.state, game.content, T0)).toBeNull();
    expect(game.reject({ type: 'askSurveyQuestion', atMs: T0 }).message).toBe(
      SURVEY_MESSAGES.complete,
    );
  });

  it('refuses what is not the current question, no answer, or a question not yet sent', () => {
    const game = finishedGame();
    const first = selectSurveyQuestion(game.state, game.content, T0)!.found.question.id;
    expect(
      game.reject({
        type: 'answerSurveyQuestion',
        questionId: first,
        option: 1,
        otherText: null,
        timeLeftSeconds: 30,
        atMs: T0,
      }).message,
    ).toBe(SURVEY_MESSAGES.notAsked);
    game.do({ type: 'askSurveyQuestion', atMs: T0 });
    // Asking again does not restart the clock.
    game.do({ type: 'askSurveyQuestion', atMs: T0 + 20_000 });
    expect(game.state.survey.askedAtMs).toBe(T0);
    expect(game.reject({ ...answer(game, 1), questionId: 'quiz-99' }).message).toBe(
      SURVEY_MESSAGES.wrongQuestion,
    );
    expect(game.reject(answer(game, 3)).message).toBe(SURVEY_MESSAGES.chooseAnswer);
    expect(game.reject(answer(game, -1)).message).toBe(SURVEY_MESSAGES.chooseAnswer);
    game.do(answer(game, 1));
    // The same answer sent twice: the second is for a question no longer current.
    expect(game.reject({ ...answer(game, 1), questionId: first }).message).toBe(
      SURVEY_MESSAGES.notAsked,
    );
  });

  it('has nothing to ask in a game without an end quiz or survey', () => {
    const game = finishedGame({ endSurvey: 'none' });
    expect(selectSurveyStatus(game.state)).toMatchObject({ hasEndSurvey: false, isDue: false });
    expect(game.reject({ type: 'askSurveyQuestion', atMs: T0 }).message).toBe(
      SURVEY_MESSAGES.noSurvey,
    );
  });
});

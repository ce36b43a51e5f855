// The end-of-week bonus question: drawn without repeats from the scenario's pool (the pool starts
// over once every question has been asked), answered or skipped once. A right answer in time pays
// the cash reward plus a small time bonus per whole second left (capped, so knowing the answer
// earns far more than reading fast) into My Cash; an answer after the time has run out pays
// nothing. The player may turn the timer off while the question still has time (WCAG 2.2.1): a
// right answer then pays the cash reward at their own pace, with no time bonus.
//
// The draw and the shuffle of the answers come from a stream of their own for the week, derived
// from the instance's seed: the player's own seed decides which question comes when (classmates
// get different questions in a week), and generating, answering or skipping it never moves the
// stream the world's happenings are drawn from.
//
// The engine has no clock, so the server stamps every command with its time (atMs): the time left
// is the smaller of the client's figure and the server's (the timer less the whole seconds since
// the question was first sent), and whether the time has run out is the server's call alone. A
// command logged before the server stamped them has no atMs; the client's figure alone then
// stands, as it did when the command was first applied.
import { BONUS_QUESTION_MESSAGES } from '@mc/contract/engine-constants';
import { scenarioQuestions } from '../events/pools';
import { reject, type Rejection } from '../game/result';
import type { GameState } from '../game/state';
import { emit, moveMoney, update, type Tx } from '../game/tx';
import { PLAYER_KEYS, WORLD } from '../ledger/ledger';
import { drawsFrom, type Draws } from '../random/draws';
import type { BonusQuestionState } from './types';

/** The week's bonus-question stream: the instance's seed and the week, nothing else. */
export function bonusDraws(state: GameState, week: number): Draws {
  return drawsFrom(state.instanceSeed, `bonus|${week}`);
}

/** A server time stamp, or null when the command carries none (a command logged before them). */
function serverTime(atMs: unknown): number | null {
  return typeof atMs === 'number' && Number.isFinite(atMs) ? atMs : null;
}

export interface GenerateBonusQuestionCommand {
  /** The server's time when the question is asked for (ms since the epoch). */
  atMs: number;
}

export function generateBonusQuestion(
  tx: Tx,
  command: GenerateBonusQuestionCommand,
): Rejection | void {
  if (tx.state.phase !== 'ended') return reject('bonus/not-available', 'Finish the week first.');
  const existing = tx.state.endOfWeek.question;
  if (existing && existing.week === tx.state.week) {
    emit(tx, { type: 'notice', message: BONUS_QUESTION_MESSAGES.alreadyGenerated });
    return;
  }
  const all = scenarioQuestions(tx.content);
  const used = new Set(tx.state.endOfWeek.usedQuestionIds);
  const fresh = all.filter((q) => !used.has(q.id));
  const pool = fresh.length > 0 ? fresh : all;
  if (pool.length === 0)
    return reject('bonus/not-available', 'There is no bonus question this week.');
  const draws = bonusDraws(tx.state, tx.state.week);
  const question = pool[draws.int(pool.length)]!;
  const order = question.answers.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = draws.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const generated: BonusQuestionState = {
    week: tx.state.week,
    questionId: question.id,
    order,
    askedAtMs: serverTime(command.atMs),
    timerOff: false,
    answered: false,
    skipped: false,
    correct: false,
    outOfTime: false,
    rewardCents: 0,
    timeBonusCents: 0,
  };
  update(tx, 'endOfWeek', (slice) => ({
    ...slice,
    question: generated,
    usedQuestionIds: fresh.length > 0 ? [...slice.usedQuestionIds, question.id] : [question.id],
  }));
  emit(tx, { type: 'bonusQuestionGenerated', questionId: question.id });
}

export interface AnswerBonusQuestionCommand {
  questionId: string;
  answerId: number | null;
  skip: boolean;
  /** The client's timer when the answer was sent. */
  timeRemainingSeconds: number;
  /** The server's time when the answer arrived (ms since the epoch). */
  atMs: number;
}

/**
 * Whole seconds left on the timer: the client's figure, capped by the server's when both times
 * are known (the timer less the whole seconds since the question was first sent, never below 0).
 */
export function secondsLeft(
  totalSeconds: number,
  clientSeconds: number,
  askedAtMs: number | null,
  answeredAtMs: number | null,
): number {
  const client = Math.floor(Math.min(totalSeconds, Math.max(0, Number(clientSeconds) || 0)));
  if (askedAtMs === null || answeredAtMs === null) return client;
  const elapsed = Math.max(0, Math.floor((answeredAtMs - askedAtMs) / 1000));
  return Math.min(client, Math.max(0, totalSeconds - elapsed));
}

/**
 * The time bonus for `seconds` whole seconds left: so much a second, never more than the cap
 * (rules.timeBonusMaxCents), whatever the seconds claimed.
 */
export function timeBonusFor(
  rules: { timeBonusCentsPerSecond: number; timeBonusMaxCents: number },
  seconds: number,
): number {
  const earned = Math.max(0, Math.floor(seconds)) * rules.timeBonusCentsPerSecond;
  return Math.max(0, Math.min(rules.timeBonusMaxCents, earned));
}

/**
 * Whether the question's time has run out when the server stamped `atMs` (never while the question
 * keeps no time of its own, a question asked before the server stamped its commands).
 */
function isOutOfTime(totalSeconds: number, askedAtMs: number | null, atMs: number | null): boolean {
  if (askedAtMs === null || atMs === null) return false;
  return secondsLeft(totalSeconds, totalSeconds, askedAtMs, atMs) === 0;
}

/** The week's question, unanswered, or why it cannot be acted on. */
function openQuestion(tx: Tx): Rejection | BonusQuestionState {
  const current = tx.state.endOfWeek.question;
  if (!current || current.week !== tx.state.week || tx.state.phase !== 'ended') {
    return reject('bonus/not-generated', BONUS_QUESTION_MESSAGES.notGenerated);
  }
  if (current.answered)
    return reject('bonus/already-answered', BONUS_QUESTION_MESSAGES.alreadyAnswered);
  return current;
}

const isRejection = (value: Rejection | BonusQuestionState): value is Rejection => 'code' in value;

export interface TurnOffBonusTimerCommand {
  /** The server's time when the player turned the timer off (ms since the epoch). */
  atMs: number;
}

/**
 * The player turns the question's timer off (WCAG 2.2.1, timing adjustable): a right answer then
 * pays the cash reward, with no time bonus, however long it takes. Only while the question is
 * unanswered and still has time by the server's clock, so it cannot rescue an answer that is
 * already late. Turning it off twice is not an error.
 */
export function turnOffBonusTimer(tx: Tx, command: TurnOffBonusTimerCommand): Rejection | void {
  const current = openQuestion(tx);
  if (isRejection(current)) return current;
  if (current.timerOff) return;
  const atMs = serverTime(command.atMs);
  const askedAtMs = serverTime(current.askedAtMs);
  // Without the server's time the command cannot show the question still had time.
  if (
    (askedAtMs !== null && atMs === null) ||
    isOutOfTime(tx.content.scenario.rules.bonus.totalSeconds, askedAtMs, atMs)
  )
    return reject('bonus/out-of-time', BONUS_QUESTION_MESSAGES.outOfTime);
  update(tx, 'endOfWeek', (slice) => ({ ...slice, question: { ...current, timerOff: true } }));
  emit(tx, { type: 'bonusTimerTurnedOff' });
}

export function answerBonusQuestion(tx: Tx, command: AnswerBonusQuestionCommand): Rejection | void {
  const current = openQuestion(tx);
  if (isRejection(current)) return current;
  const question = tx.content.bonusQuestions.find((q) => q.id === current.questionId);
  if (!question) return reject('bonus/not-generated', BONUS_QUESTION_MESSAGES.notGenerated);
  if (command.questionId !== current.questionId) {
    return reject('bonus/wrong-question', "That is not this week's question.");
  }
  const rules = tx.content.scenario.rules.bonus;
  const correct = !command.skip && command.answerId === question.correctIndex;
  const askedAtMs = serverTime(current.askedAtMs);
  const atMs = serverTime(command.atMs);
  // Only the state says whether the timer is off (the command that turned it off was checked by
  // the server's clock): nothing on the answer itself can switch the timer off.
  const { timerOff } = current;
  const seconds = timerOff
    ? 0
    : secondsLeft(rules.totalSeconds, command.timeRemainingSeconds, askedAtMs, atMs);
  // Late by the server's clock; a command logged before the stamps goes by the client's figure.
  const outOfTime =
    !timerOff &&
    !command.skip &&
    (askedAtMs !== null && atMs !== null
      ? isOutOfTime(rules.totalSeconds, askedAtMs, atMs)
      : seconds === 0);
  const paid = correct && !outOfTime;
  const rewardCents = paid ? rules.rewardCents : 0;
  const timeBonusCents = paid && !timerOff ? timeBonusFor(rules, seconds) : 0;
  moveMoney(tx, 'Bonus question reward', WORLD.rewards, PLAYER_KEYS.cash, rewardCents);
  moveMoney(tx, 'Bonus question time bonus', WORLD.rewards, PLAYER_KEYS.cash, timeBonusCents);
  update(tx, 'endOfWeek', (slice) => ({
    ...slice,
    question: {
      ...current,
      answered: true,
      skipped: command.skip,
      correct,
      outOfTime,
      rewardCents,
      timeBonusCents,
    },
    summaries: slice.summaries.map((s) =>
      s.week === current.week
        ? {
            ...s,
            finishingNetCents: s.finishingNetCents + rewardCents + timeBonusCents,
            cashRewardCents: rewardCents,
            timeBonusCents,
          }
        : s,
    ),
  }));
  if (command.skip) emit(tx, { type: 'notice', message: BONUS_QUESTION_MESSAGES.skipped });
  emit(tx, {
    type: 'bonusQuestionAnswered',
    correct,
    skipped: command.skip,
    outOfTime,
    timerOff,
    rewardCents,
    timeBonusCents,
    explanation: question.explanation,
  });
}

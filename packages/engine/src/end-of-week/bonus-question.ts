// The end-of-week bonus question: drawn without repeats from the scenario's pool (the pool starts
// over once every question has been asked), answered or skipped once. A right answer pays the
// cash reward plus a time bonus per whole second left into My Cash.
import { BONUS_QUESTION_MESSAGES } from '@mc/contract/engine-constants';
import { scenarioQuestions } from '../events/pools';
import { reject, type Rejection } from '../game/result';
import { emit, moveMoney, randomInt, update, type Tx } from '../game/tx';
import { PLAYER_KEYS, WORLD } from '../ledger/ledger';
import type { BonusQuestionState } from './types';

export function generateBonusQuestion(tx: Tx): Rejection | void {
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
  const question = pool[randomInt(tx, pool.length)]!;
  const order = question.answers.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(tx, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const generated: BonusQuestionState = {
    week: tx.state.week,
    questionId: question.id,
    order,
    answered: false,
    skipped: false,
    correct: false,
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
  timeRemainingSeconds: number;
}

export function answerBonusQuestion(tx: Tx, command: AnswerBonusQuestionCommand): Rejection | void {
  const current = tx.state.endOfWeek.question;
  if (!current || current.week !== tx.state.week || tx.state.phase !== 'ended') {
    return reject('bonus/not-generated', BONUS_QUESTION_MESSAGES.notGenerated);
  }
  if (current.answered)
    return reject('bonus/already-answered', BONUS_QUESTION_MESSAGES.alreadyAnswered);
  const question = tx.content.bonusQuestions.find((q) => q.id === current.questionId);
  if (!question) return reject('bonus/not-generated', BONUS_QUESTION_MESSAGES.notGenerated);
  if (command.questionId !== current.questionId) {
    return reject('bonus/wrong-question', "That is not this week's question.");
  }
  const rules = tx.content.scenario.rules.bonus;
  const correct = !command.skip && command.answerId === question.correctIndex;
  const seconds = Math.floor(
    Math.min(rules.totalSeconds, Math.max(0, Number(command.timeRemainingSeconds) || 0)),
  );
  const rewardCents = correct ? rules.rewardCents : 0;
  const timeBonusCents = correct ? seconds * rules.timeBonusCentsPerSecond : 0;
  moveMoney(tx, 'Bonus question reward', WORLD.rewards, PLAYER_KEYS.cash, rewardCents);
  moveMoney(tx, 'Bonus question time bonus', WORLD.rewards, PLAYER_KEYS.cash, timeBonusCents);
  update(tx, 'endOfWeek', (slice) => ({
    ...slice,
    question: {
      ...current,
      answered: true,
      skipped: command.skip,
      correct,
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
    rewardCents,
    timeBonusCents,
    explanation: question.explanation,
  });
}

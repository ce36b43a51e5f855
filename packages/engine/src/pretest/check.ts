// The learning check (issue 33). When the game's settings ask for it (`pretest`), a player answers
// PRETEST_ITEMS items of the item bank before week 1 opens for anything else: the same items for
// every player of a game (drawn from the game's seed, as classmates share a world), one at a time,
// each answered once, untimed and never marked to the player, and paying nothing. The end quiz
// asks the same items again, in another order, among its questions (survey/questions.ts), so the
// matched score before and after counts only these.
import { PRETEST_ITEMS, PRETEST_MESSAGES } from '@mc/contract/apps/pretest';
import type { GameContent } from '../game/content';
import { reject, type Rejection } from '../game/result';
import type { GameState } from '../game/state';
import { emit, update, type Tx } from '../game/tx';
import { drawsFrom, shuffled } from '../random/draws';
import { hashSeed, type RngState } from '../random/prng';
import type { LearningItem } from '../survey/content';

export { PRETEST_ITEMS, PRETEST_MESSAGES };

export const PRETEST_REJECTIONS = [
  'pretest/first',
  'pretest/none',
  'pretest/done',
  'pretest/wrong-item',
  'pretest/choose-answer',
] as const;

/** Whether the game asks for the learning check before week 1. */
export const hasPretest = (state: GameState): boolean => state.settings.pretest === true;

/** The game's items, in the order the check asks them (the same for every player of a game). */
export function pretestItems(state: GameState, content: GameContent): LearningItem[] {
  return hasPretest(state) ? drawItems(state.gameSeed, content) : [];
}

function drawItems(gameSeed: Readonly<RngState>, content: GameContent): LearningItem[] {
  const bank = shuffled(content.endOfGame.learning, drawsFrom(gameSeed, 'learning-check'));
  return bank.slice(0, PRETEST_ITEMS);
}

/**
 * A game's items by the seed stored with the game (GameID), as its players' checks draw them: the
 * teacher's weekly guide lists them before any student has played.
 */
export function pretestItemsOfGame(gameSeed: number, content: GameContent): LearningItem[] {
  return drawItems(hashSeed(gameSeed), content);
}

/**
 * Every item answered (a game without the check has nothing to answer). Counted without drawing
 * the items, as it is asked before every command: a game asks the first PRETEST_ITEMS of its draw.
 */
export function isPretestDone(state: GameState, content: GameContent): boolean {
  if (!hasPretest(state)) return true;
  return state.pretest.answers.length >= Math.min(PRETEST_ITEMS, content.endOfGame.learning.length);
}

/** The item the player is on, with its place (0 for the first), or null when none is left. */
export function currentPretestItem(
  state: GameState,
  content: GameContent,
): { item: LearningItem; index: number; total: number } | null {
  const items = pretestItems(state, content);
  const index = state.pretest.answers.length;
  const item = items[index];
  return item ? { item, index, total: items.length } : null;
}

export interface AnswerPretestCommand {
  itemId: string;
  /** The option chosen, as its index in the options shown. */
  option: number;
}

/** The player answers the item they are on; an answer once given is kept. */
export function answerPretest(tx: Tx, command: AnswerPretestCommand): Rejection | void {
  if (!hasPretest(tx.state)) return reject('pretest/none', PRETEST_MESSAGES.none);
  const current = currentPretestItem(tx.state, tx.content);
  if (!current) return reject('pretest/done', PRETEST_MESSAGES.done);
  const { item } = current;
  if (command.itemId !== item.id)
    return reject('pretest/wrong-item', PRETEST_MESSAGES.wrongQuestion);
  const { option } = command;
  if (!Number.isInteger(option) || option < 0 || option >= item.options.length)
    return reject('pretest/choose-answer', PRETEST_MESSAGES.chooseAnswer);
  const answer = { itemId: item.id, option, correct: option === item.correct };
  update(tx, 'pretest', (slice) => ({ ...slice, answers: [...slice.answers, answer] }));
  emit(tx, { type: 'pretestAnswered', itemId: item.id });
}

/** One item's answers before (the check) and after (the end quiz): null where not yet answered. */
export interface LearningRow {
  item: LearningItem;
  before: boolean | null;
  after: boolean | null;
}

/**
 * The player's learning on the game's items: each item right or wrong before week 1 and in the
 * end quiz. Empty for a game without the check.
 */
export function learningRows(state: GameState, content: GameContent): LearningRow[] {
  const before = new Map(state.pretest.answers.map((a) => [a.itemId, a.correct]));
  const after = new Map(
    state.survey.answers.flatMap((a) => (a.correct === null ? [] : [[a.questionId, a.correct]])),
  );
  return pretestItems(state, content).map((item) => ({
    item,
    before: before.get(item.id) ?? null,
    after: after.get(item.id) ?? null,
  }));
}

/** Right answers out of the items, before and after; null until every item has its answer. */
export function learningScores(state: GameState, content: GameContent) {
  const rows = learningRows(state, content);
  const score = (side: 'before' | 'after') =>
    rows.length > 0 && rows.every((row) => row[side] !== null)
      ? rows.filter((row) => row[side]).length
      : null;
  return { total: rows.length, before: score('before'), after: score('after') };
}

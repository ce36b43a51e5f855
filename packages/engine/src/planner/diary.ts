// The diary (spec part 2, sections 2, 4 and 5): a reflection question for each week; the player
// answers this week's or an earlier week's in plain text of 1 to 500 characters, and may edit an
// answer later, up to DIARY_SAVES_PER_QUESTION saves of each. After an answer the mentor replies,
// with the reply written for the situation the player is in that week (content:
// packages/content/src/planner/diary.ts).
import {
  DIARY_ANSWER_MAX,
  DIARY_SAVES_PER_QUESTION,
  MARKUP,
  PLANNER_MESSAGES,
} from '@mc/contract/apps/planner';
import { cardBalance } from '../credit-card/card';
import type { GameContent } from '../game/content';
import { reject, type Rejection } from '../game/result';
import type { GameState } from '../game/state';
import { emit, update, type Tx } from '../game/tx';
import { billOwing } from '../bills/types';
import { owedToLender } from '../everyday/spend';
import type { DiaryQuestion, DiarySituation } from './content';
import type { DiaryAnswer } from './types';

export const DIARY_REJECTIONS = [
  'planner/no-question',
  'planner/week-not-reached',
  'planner/answer-empty',
  'planner/answer-too-long',
  'planner/answer-markup',
  'planner/save-limit',
] as const;

export function diaryQuestionOf(content: GameContent, week: number): DiaryQuestion | undefined {
  return content.diaryQuestions.find((q) => q.week === week);
}

/** A week's answer: the last one saved for it. */
export function diaryEntryOf(state: GameState, week: number): DiaryAnswer | undefined {
  const { answers } = state.planner;
  for (let i = answers.length - 1; i >= 0; i--) if (answers[i]!.week === week) return answers[i];
  return undefined;
}

/** An answer as kept: line breaks made plain, spaces at either end trimmed. */
export function cleanAnswer(answer: string): string {
  return answer.replace(/\r\n?/g, '\n').trim();
}

function answerProblem(answer: string): Rejection | null {
  if (answer.length === 0) return reject('planner/answer-empty', PLANNER_MESSAGES.answerEmpty);
  // Counted as the browser's maxlength counts (UTF-16 units: an emoji is two).
  if (answer.length > DIARY_ANSWER_MAX)
    return reject('planner/answer-too-long', PLANNER_MESSAGES.answerTooLong);
  // eslint-disable-next-line no-control-regex -- control characters are not writing
  if (MARKUP.test(answer) || /[\u0000-\u0008\u000b-\u001f\u007f]/.test(answer))
    return reject('planner/answer-markup', PLANNER_MESSAGES.answerMarkup);
  return null;
}

export interface SaveDiaryAnswerCommand {
  week: number;
  answer: string;
}

/**
 * Saves the answer to a week's question (this week's or an earlier one's); it takes the place of
 * any answer before (which is kept, as a sealed page is never changed). How often: diarySaveLimit.
 */
export function saveDiaryAnswer(tx: Tx, command: SaveDiaryAnswerCommand): Rejection | void {
  const { week } = command;
  if (!Number.isInteger(week) || !diaryQuestionOf(tx.content, week) || week > tx.state.totalWeeks)
    return reject('planner/no-question', PLANNER_MESSAGES.noQuestion);
  if (week > tx.state.week)
    return reject('planner/week-not-reached', PLANNER_MESSAGES.weekNotReached);
  const answer = cleanAnswer(typeof command.answer === 'string' ? command.answer : '');
  const problem = answerProblem(answer);
  if (problem) return problem;
  // Saving the same words again changes nothing.
  if (diaryEntryOf(tx.state, week)?.answer === answer) return;
  const saved: DiaryAnswer = { week, answer, savedInWeek: tx.state.week };
  update(tx, 'planner', (slice) => ({ ...slice, answers: [...slice.answers, saved] }));
  emit(tx, { type: 'diaryAnswered', week });
}

/** How many times a week's answer has been saved (every save is kept). */
export function diarySavesOf(state: GameState, week: number): number {
  return state.planner.answers.reduce((count, saved) => count + (saved.week === week ? 1 : 0), 0);
}

/**
 * Each week's answer can be saved DIARY_SAVES_PER_QUESTION times: every save is kept twice (in
 * the game's log and as a page of the diary), and saved over and over it would grow the game
 * without bound (decision 031). The last answer saved stays. Games stored before the limit may
 * hold more saves of an answer; they keep them, and replay the same (CommandLimit).
 */
export function diarySaveLimit(
  state: GameState,
  command: SaveDiaryAnswerCommand,
): Rejection | null {
  if (diarySavesOf(state, command.week) < DIARY_SAVES_PER_QUESTION) return null;
  return reject('planner/save-limit', PLANNER_MESSAGES.saveLimit);
}

/** The player owes now: an overdue bill, a card balance or money borrowed for everyday spending. */
function owesNow(state: GameState): boolean {
  const overdue = state.bills.list.some(
    (bill) => (bill.tag === 'Overdue' || bill.tag === 'Collected') && billOwing(bill) > 0,
  );
  return overdue || cardBalance(state) < 0 || owedToLender(state) > 0;
}

/**
 * How the net position moved in `week` once it has ended (its summary's start to finish); 0 for
 * a week still being played. Mid-week the bills have arrived and pay day has not, so "so far" is
 * nearly always down, and a reply judging it would contradict the week's summary.
 */
function netChange(state: GameState, week: number): number {
  const summary = state.endOfWeek.summaries.find((s) => s.week === week);
  return summary ? summary.finishingNetCents - summary.startingNetCents : 0;
}

/**
 * The situations the player is in for `week`, most pressing first: owing comes before everything
 * (it costs fees while it lasts), then having no income, then how the week moved the net
 * position, once it has ended.
 */
export function diarySituations(state: GameState, week: number): DiarySituation[] {
  const situations: DiarySituation[] = [];
  if (owesNow(state)) situations.push('owes');
  if (state.jobs.current.length === 0) situations.push('no-income');
  const change = netChange(state, week);
  if (change < 0) situations.push('net-down');
  if (change > 0) situations.push('net-up');
  situations.push('any');
  return situations;
}

/** The mentor's reply to an answer of `week`: the first of the player's situations it is written for. */
export function diaryReply(
  state: GameState,
  content: GameContent,
  week: number,
): { situation: DiarySituation; messages: string[] } | null {
  const question = diaryQuestionOf(content, week);
  if (!question) return null;
  for (const situation of diarySituations(state, week)) {
    const reply = question.replies.find((r) => r.situation === situation);
    if (reply) return { situation, messages: reply.messages };
  }
  return null;
}

export interface DiaryQuestionView {
  question: DiaryQuestion;
  answer: string | null;
}

function view(state: GameState, question: DiaryQuestion): DiaryQuestionView {
  return { question, answer: diaryEntryOf(state, question.week)?.answer ?? null };
}

/** The question of a week reached (this week's by default), with its answer; null when none. */
export function selectDiaryQuestion(
  state: GameState,
  content: GameContent,
  week: number = state.week,
): DiaryQuestionView | null {
  if (week > state.week) return null;
  const question = diaryQuestionOf(content, week);
  return question ? view(state, question) : null;
}

/** The questions of the weeks before this one, newest first (spec: 'PAST WEEK ENTRIES'). */
export function selectPastDiaryQuestions(
  state: GameState,
  content: GameContent,
): DiaryQuestionView[] {
  return content.diaryQuestions
    .filter((q) => q.week < state.week)
    .sort((a, b) => b.week - a.week)
    .map((q) => view(state, q));
}

// A student's game rebuilt from its command log up to the end of a week, for the teacher to step
// through (issue 19). The same seeds and commands give the same game (game/replay.ts), so the game
// at the end of week N is the log replayed up to the command that opens week N + 1. What the
// student did that week is told in words: the kind of each command, and what it moved.
import { formatBalance } from '@mc/contract/money';
import type { Command, CommandType } from '../game/commands';
import type { Engine } from '../game/engine';
import type { ReplayInit } from '../game/replay';
import type { GameState } from '../game/state';
import { quizOfWeek } from '../news/quiz';
import {
  entriesOf,
  isWorldKey,
  postingCount,
  postingDescription,
  postingsBetween,
} from '../ledger/ledger';

/**
 * What each kind of command means, said as a student's action; null: reading or moving around,
 * which a teacher needs no line for. Partial on purpose: a new command is said by its name until
 * it gets words here.
 */
const ACTIONS: Partial<Record<CommandType, string | null>> = {
  markAppAccessed: null,
  readCommunication: null,
  deleteCommunication: null,
  generateBonusQuestion: null,
  startWeek: null,
  createQuiz: null,
  startQuiz: null,
  submitAnswer: null,
  completeQuestion: null,
  askSurveyQuestion: null,
  turnOffSurveyClock: null,
  turnOffBonusTimer: null,
  openBankAccount: 'Opened a bank account',
  closeBankAccount: 'Closed a bank account',
  openInvestment: 'Opened a savings or investment account',
  withdrawInvestment: 'Took money out of an investment',
  transfer: 'Moved money',
  buyCreditCard: 'Got a credit card',
  payCreditCard: 'Paid the credit card',
  payBill: 'Paid a bill',
  setEverydayAccount: 'Chose how to pay for everyday spending',
  cancelSubscription: 'Cancelled a subscription',
  repayLender: 'Paid back the lender',
  setPayAccount: 'Chose the account pay goes into',
  applyForJob: 'Applied for a job',
  leaveJob: 'Left a job',
  buyFromShop: 'Bought something from uShop',
  placeBid: 'Bid on an iBuy auction',
  cancelBid: 'Cancelled an iBuy bid',
  buyNow: 'Bought something on iBuy with Buy Now',
  listForSale: 'Put something up for sale on iBuy',
  cancelSale: 'Took something off sale on iBuy',
  buyShares: 'Bought shares',
  sellShares: 'Sold shares',
  // Told by quizPhraseOf, with how it went.
  endQuiz: null,
  savePlan: 'Made a budget plan in the Weekly Planner',
  saveDiaryAnswer: 'Wrote in the diary',
  endWeek: 'Ended the week',
  answerBonusQuestion: 'Answered the bonus question',
  answerSurveyQuestion: 'Answered an end-of-game question',
  // The learning check is reported on its own (issue 33), not as a week's money action.
  answerPretest: null,
};

/** 'applyForJob' -> 'Apply for job': a command without words of its own still reads. */
const fromName = (type: string) => {
  const words = type.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function phraseOf(command: Command): string | null {
  if (command.type === 'actionCommunication')
    return command.choice === 'accept' ? 'Accepted an offer' : 'Declined an offer';
  const known = ACTIONS[command.type];
  return known === undefined ? fromName(command.type) : known;
}

/**
 * The Finance Weekly quiz in a teacher's words, told when it is answered or ended early (its
 * other steps say nothing): how many right and what it paid, or how many were answered before
 * it was ended; never "finished" for a quiz abandoned. Undefined: not a quiz's end.
 */
function quizPhraseOf(command: Command, before: GameState, after: GameState): string | undefined {
  if (command.type !== 'endQuiz' && command.type !== 'completeQuestion') return undefined;
  const was = quizOfWeek(before);
  const quiz = quizOfWeek(after);
  if (!quiz || !was || was.status === quiz.status) return undefined;
  const total = quiz.questionIds.length;
  const answers = quiz.answers.filter((a) => a.completed);
  const right = answers.filter((a) => a.correct).length;
  if (quiz.status === 'completed') {
    const paid = `${formatBalance(quiz.paidCents)} earned`;
    const rest = quiz.endedAt === null ? '' : ' (the rest answered after ending it early)';
    return `Answered the Finance Weekly quiz: ${right} of ${total} right, ${paid}${rest}`;
  }
  if (quiz.status !== 'ended') return undefined;
  const answered = answers.length;
  return answered === 0
    ? 'Ended the Finance Weekly quiz early with none answered'
    : `Ended the Finance Weekly quiz early: ${answered} of ${total} answered, ${right} right`;
}

/**
 * A quiz the week ended on without an answer to every question or an early end (an optional one,
 * opened or started and left): said with the week's end, so every quiz of the week is told.
 */
function quizLeftOf(state: GameState): string | undefined {
  const quiz = quizOfWeek(state);
  if (!quiz || (quiz.status !== 'created' && quiz.status !== 'started')) return undefined;
  const answers = quiz.answers.filter((a) => a.completed);
  if (answers.length === 0) return 'Opened the Finance Weekly quiz and left it with none answered';
  const right = answers.filter((a) => a.correct).length;
  return `Left the Finance Weekly quiz unfinished: ${answers.length} of ${quiz.questionIds.length} answered, ${right} right`;
}

/** What a command's postings did, e.g. 'Phone bill, -$45.00'; a move between own accounts by its size. */
function moneyOf(state: GameState, from: number): string[] {
  return postingsBetween(state.ledger, from, postingCount(state.ledger)).map((posting) => {
    const own = entriesOf(posting).filter(([key]) => !isWorldKey(key));
    const net = own.reduce((sum, [, amount]) => sum + amount, 0);
    const moved = own.reduce((sum, [, amount]) => sum + Math.max(0, amount), 0);
    const amount = net === 0 ? formatBalance(moved) : `${net > 0 ? '+' : ''}${formatBalance(net)}`;
    return `${postingDescription(posting)}, ${amount}`;
  });
}

export interface WeekReplay {
  /** The game as it stood at the end of the week (after its bonus question). */
  state: GameState;
  /** What the student did during the week, in order. */
  actions: string[];
}

/**
 * The game at the end of `week`, replayed from its log, and the week's actions in words; null when
 * the log does not reach the end of that week. The week's end (endWeek) says nothing of the pay
 * and bills it brings: the week's breakdown tells those.
 */
export function replayToWeekEndWith(
  engine: Engine,
  init: ReplayInit,
  commands: readonly Command[],
  week: number,
): WeekReplay | null {
  const { content, ...input } = init;
  let state = engine.createGame({ ...input, scenario: content.scenario, items: content.items });
  const actions: string[] = [];
  for (const command of commands) {
    const result = engine.applyCommand(state, command, content, { fromLog: true });
    if (!result.ok) continue;
    if (result.state.week > week) break;
    if (state.week === week) {
      const left = command.type === 'endWeek' ? quizLeftOf(state) : undefined;
      if (left !== undefined) actions.push(left);
      const quizPhrase = quizPhraseOf(command, state, result.state);
      if (quizPhrase !== undefined) actions.push(quizPhrase);
      const phrase = quizPhrase === undefined ? phraseOf(command) : null;
      if (phrase !== null) {
        const money =
          command.type === 'endWeek' ? [] : moneyOf(result.state, postingCount(state.ledger));
        actions.push(money.length > 0 ? `${phrase} (${money.join('; ')})` : phrase);
      }
    }
    state = result.state;
  }
  const finished = state.endOfWeek.summaries.some((summary) => summary.week === week);
  return finished ? { state, actions } : null;
}

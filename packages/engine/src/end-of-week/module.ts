// The end of a week and the start of the next: ending a week (its checks, then every module's
// steps in the order of modules.ts), the timed bonus question, the weekly summary, and opening the
// next week.
import { command, defineModule } from '../game/module';
import { answerBonusQuestion, generateBonusQuestion, turnOffBonusTimer } from './bonus-question';
import type { EndOfWeekState } from './types';
import { endWeek, startWeek } from './week';

type EndOfWeekEvent =
  | { type: 'bonusQuestionGenerated'; questionId: string }
  | {
      type: 'bonusQuestionAnswered';
      correct: boolean;
      skipped: boolean;
      outOfTime: boolean;
      timerOff: boolean;
      rewardCents: number;
      timeBonusCents: number;
      explanation: string;
    }
  | { type: 'bonusTimerTurnedOff' }
  | { type: 'weekEnded'; week: number }
  | { type: 'weekStarted'; week: number; isGameComplete: boolean }
  | { type: 'gameCompleted'; week: number };

export const endOfWeekModule = defineModule<EndOfWeekEvent>()({
  key: 'endOfWeek',
  initial: (): EndOfWeekState => ({
    startingNetCents: 0,
    startingPosting: 0,
    usedQuestionIds: [],
    question: null,
    summaries: [],
  }),
  commands: {
    startWeek: command(startWeek, { afterWeekEnd: true }),
    endWeek: command(endWeek),
    generateBonusQuestion: command(generateBonusQuestion, { afterWeekEnd: true }),
    answerBonusQuestion: command(answerBonusQuestion, { afterWeekEnd: true }),
    turnOffBonusTimer: command(turnOffBonusTimer, { afterWeekEnd: true }),
  },
  rejections: [
    'bonus/not-available',
    'bonus/not-generated',
    'bonus/already-answered',
    'bonus/wrong-question',
    'bonus/out-of-time',
  ],
  invariants(state) {
    const question = state.endOfWeek.question;
    if (!question?.answered) return [];
    const problems: string[] = [];
    const paid = question.rewardCents + question.timeBonusCents;
    if (question.rewardCents < 0 || question.timeBonusCents < 0)
      problems.push('the bonus question paid less than nothing');
    if ((!question.correct || question.outOfTime) && paid > 0)
      problems.push('the bonus question paid for a wrong or late answer');
    if (question.timerOff && question.timeBonusCents > 0)
      problems.push('a time bonus with the timer off');
    return problems;
  },
});

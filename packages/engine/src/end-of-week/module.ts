// The end of a week and the start of the next: ending a week (its checks, then every module's
// steps in the order of modules.ts), the timed bonus question, the weekly summary, and opening the
// next week.
import { command, defineModule } from '../game/module';
import { answerBonusQuestion, generateBonusQuestion } from './bonus-question';
import type { EndOfWeekState } from './types';
import { endWeek, startWeek } from './week';

type EndOfWeekEvent =
  | { type: 'bonusQuestionGenerated'; questionId: string }
  | {
      type: 'bonusQuestionAnswered';
      correct: boolean;
      skipped: boolean;
      rewardCents: number;
      timeBonusCents: number;
      explanation: string;
    }
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
  },
  rejections: [
    'bonus/not-available',
    'bonus/not-generated',
    'bonus/already-answered',
    'bonus/wrong-question',
  ],
});

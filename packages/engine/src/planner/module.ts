// The Weekly Planner: My budget (budget.ts) with the player's plan for what remains (plan.ts,
// set beside what they did in actual.ts), and the diary (diary.ts) with the mentor's replies.
import { command, defineModule } from '../game/module';
import { PLAN_FIELDS, type PlannerState } from './types';
import {
  DIARY_REJECTIONS,
  diaryEntryOf,
  diaryQuestionOf,
  diarySaveLimit,
  saveDiaryAnswer,
  type SaveDiaryAnswerCommand,
} from './diary';
import { PLAN_REJECTIONS, savePlan } from './plan';
import { selectBudget } from './budget';
import type { PlanAmounts } from './types';
import { DIARY_ANSWER_MAX } from '@mc/contract/apps/planner';

type PlannerEvent = { type: 'planSaved'; week: number } | { type: 'diaryAnswered'; week: number };

const SAMPLE_ANSWERS = [
  'Pay the bills first, then save a bit every week.',
  'I want to keep a buffer in savings for surprises.',
  '<b>bold</b> answer',
  '   ',
  'x'.repeat(DIARY_ANSWER_MAX + 1),
  'Budgeting <3 & saving > spending',
];

export const plannerModule = defineModule<PlannerEvent>()({
  key: 'planner',
  initial: (): PlannerState => ({ plans: [], answers: [] }),
  commands: {
    savePlan: command<PlanAmounts>(savePlan),
    saveDiaryAnswer: command<SaveDiaryAnswerCommand>(saveDiaryAnswer, { limit: diarySaveLimit }),
  },
  rejections: [...PLAN_REJECTIONS, ...DIARY_REJECTIONS],
  apps: {
    // A badge while this week's diary question waits for an answer.
    Planner: {
      updateCount: (state, content) =>
        diaryQuestionOf(content, state.week) && !diaryEntryOf(state, state.week) ? 1 : 0,
    },
  },
  invariants(state) {
    const problems: string[] = [];
    const planWeeks = state.planner.plans.map((p) => p.week);
    if (new Set(planWeeks).size !== planWeeks.length) problems.push('two plans in one week');
    for (const plan of state.planner.plans) {
      if (plan.week > state.week) problems.push(`a plan for week ${plan.week}, not begun`);
      for (const field of PLAN_FIELDS) {
        const value = plan.amounts[field];
        if (!Number.isSafeInteger(value) || value < 0)
          problems.push(`plan of week ${plan.week}: ${field} is ${value}`);
      }
    }
    let lastSaved = 0;
    for (const saved of state.planner.answers) {
      if (
        saved.week > state.week ||
        saved.savedInWeek > state.week ||
        saved.savedInWeek < saved.week
      )
        problems.push(`a diary answer for week ${saved.week} saved in week ${saved.savedInWeek}`);
      if (saved.savedInWeek < lastSaved) problems.push('diary answers out of order');
      lastSaved = saved.savedInWeek;
      const { length } = saved.answer;
      if (length < 1 || length > DIARY_ANSWER_MAX || saved.answer !== saved.answer.trim())
        problems.push(`diary answer of week ${saved.week} is ${length} characters`);
    }
    return problems;
  },
  random: [
    {
      weight: 1,
      next(player, state, content) {
        const { plannableDollars } = selectBudget(state, content);
        // Mostly within what remains, sometimes over it, negative or not whole.
        const amount = () =>
          player.chance(0.05)
            ? player.pick([-1, 0.5, plannableDollars + 1, Number.NaN])!
            : player.int(Math.floor(plannableDollars / 2) + 1);
        return {
          type: 'savePlan',
          bills: amount(),
          goods: amount(),
          savings: amount(),
          shares: amount(),
          fixedTerm: amount(),
        };
      },
    },
    {
      weight: 1,
      next(player, state) {
        const week = player.chance(0.1)
          ? state.week + 1 + player.int(3)
          : 1 + player.int(state.week);
        return { type: 'saveDiaryAnswer', week, answer: player.pick(SAMPLE_ANSWERS)! };
      },
    },
  ],
});

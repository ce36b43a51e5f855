// Learning beside play (issue 33): for each topic of the learning check, what the player did in
// the game that the topic teaches, read from the ledger (money that moved, by the week summary's
// categories) or from the badges (a habit kept). The teacher's Learning tab sets the class's
// figures beside the topic's gain: a class that got the credit questions right but paid card
// interest has something to talk about.
import type { MoneyCategory } from '@mc/contract/apps/end-of-week';
import type { BadgeId } from '../badges/types';
import { selectGameMovements } from '../end-of-week/breakdown';
import type { GameState } from '../game/state';

/** What one player did for one topic. */
export interface PlayMeasure {
  topic: string;
  /** What was counted, in a teacher's words. */
  label: string;
  /** 'money': amountCents is the game's total; 'habit': a badge earned or not (amountCents 0). */
  kind: 'money' | 'habit';
  amountCents: number;
  /** The player paid or earned any of it, or kept the habit. */
  has: boolean;
}

/** Money that moved, by topic: the category, and -1 where money out is counted as paid. */
const MONEY: readonly { topic: string; label: string; category: MoneyCategory; sign: 1 | -1 }[] = [
  { topic: 'pay-and-tax', label: 'Pay earned after tax', category: 'pay', sign: 1 },
  { topic: 'super', label: 'Super built up', category: 'super', sign: 1 },
  { topic: 'banking', label: 'Bank fees paid', category: 'bank-fees', sign: -1 },
  { topic: 'interest', label: 'Interest earned', category: 'interest', sign: 1 },
  {
    topic: 'bills-and-debt',
    label: 'Late and dishonour fees paid',
    category: 'late-fees',
    sign: -1,
  },
  { topic: 'credit', label: 'Credit card interest and fees paid', category: 'card', sign: -1 },
  { topic: 'scams', label: 'Money lost to scams', category: 'scams', sign: -1 },
  { topic: 'shares', label: 'Gain or loss on shares', category: 'shares', sign: 1 },
  {
    topic: 'buying-and-selling',
    label: 'Value gained or lost on things owned',
    category: 'items',
    sign: 1,
  },
];

/** Habits, by topic: the badge that marks them (badges/badges.ts says what each needs). */
const HABITS: readonly { topic: string; label: string; badge: BadgeId }[] = [
  { topic: 'budgeting', label: 'Kept their plan four weeks running', badge: 'on-budget' },
  {
    topic: 'insurance-and-risk',
    label: 'Had two weeks of spending saved for surprises by week 8',
    badge: 'safety-net',
  },
];

/** The player's game so far, for each topic that has a measure (consumer rights has none). */
export function learningInPlay(state: GameState): PlayMeasure[] {
  const moved = new Map(selectGameMovements(state).map((m) => [m.category, m.amountCents]));
  const earned = new Set(state.badges.earned.map((badge) => badge.id));
  return [
    ...MONEY.map(({ topic, label, category, sign }) => {
      const total = moved.get(category) ?? 0;
      const amountCents = total === 0 ? 0 : sign * total;
      return { topic, label, kind: 'money' as const, amountCents, has: amountCents !== 0 };
    }),
    ...HABITS.map(({ topic, label, badge }) => ({
      topic,
      label,
      kind: 'habit' as const,
      amountCents: 0,
      has: earned.has(badge),
    })),
  ];
}

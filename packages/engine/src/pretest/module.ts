// The learning check before week 1 (check.ts): its one command, and its gate: nothing else of the
// game until it is done (the core lets only a gate's own module through: game/dispatch.ts).
import { command, defineModule, type Gate } from '../game/module';
import {
  answerPretest,
  currentPretestItem,
  isPretestDone,
  pretestItems,
  PRETEST_MESSAGES,
  PRETEST_REJECTIONS,
} from './check';
import type { AnswerPretestCommand } from './check';
import type { PretestState } from './types';

/** Nothing else of the game until the check is done (a game without one has nothing to do). */
const pretestGate: Gate = (state, content) =>
  isPretestDone(state, content) ? null : { code: 'pretest/first', message: PRETEST_MESSAGES.first };

type PretestEvent = { type: 'pretestAnswered'; itemId: string };

export const pretestModule = defineModule<PretestEvent>()({
  key: 'pretest',
  initial: (): PretestState => ({ answers: [] }),
  commands: {
    answerPretest: command<AnswerPretestCommand>(answerPretest),
  },
  gate: pretestGate,
  rejections: PRETEST_REJECTIONS,
  invariants(state) {
    const problems: string[] = [];
    const ids = state.pretest.answers.map((answer) => answer.itemId);
    if (new Set(ids).size !== ids.length) problems.push('a learning check item answered twice');
    if (state.settings.pretest !== true && ids.length > 0)
      problems.push('learning check answers in a game without one');
    return problems;
  },
  random: [
    {
      weight: 20,
      next(player, state, content) {
        const current = currentPretestItem(state, content);
        if (!current) return undefined;
        const items = pretestItems(state, content);
        return {
          type: 'answerPretest',
          itemId: player.chance(0.05) ? (items[0]?.id ?? 'nope') : current.item.id,
          option: player.chance(0.05)
            ? current.item.options.length
            : player.int(current.item.options.length),
        };
      },
    },
  ],
});

// A random player for simulation tests and benchmarks (after TigerBeetle's VOPR): it picks
// commands from what the selectors show, sensible or not, with its own seeded generator, so a
// seed replays exactly. Not part of the public API; import it as '@mc/engine/testing/random-player'.
import type { Command } from '../game/commands';
import { createGame } from '../game/create';
import { applyCommand } from '../game/dispatch';
import type { ReplayInit } from '../game/replay';
import type { CommandResult } from '../game/result';
import type { GameContent } from '../game/content';
import { publicId } from '../game/ids';
import type { GameState } from '../game/state';
import { nextUint32, seedRng, toUnitFloat, type RngState } from '../random/prng';
import { selectApps } from '../apps/selectors';
import { selectBankAccounts, selectInvestments } from '../banking/selectors';
import { selectBills } from '../bills/selectors';
import { selectCash } from '../cashbox/selectors';
import { selectCreditCard } from '../credit-card/selectors';
import { selectBonusQuestion } from '../end-of-week/selectors';

export class RandomPlayer {
  private rng: RngState;

  constructor(seed: string | number) {
    this.rng = seedRng(`player:${String(seed)}`);
  }

  float(): number {
    const { value, next } = nextUint32(this.rng);
    this.rng = next;
    return toUnitFloat(value);
  }

  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(items.length)];
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  /** An amount: usually a share of what there is, sometimes nonsense (0, 1 cent, too much). */
  amount(available: number): number {
    const roll = this.float();
    if (roll < 0.05) return this.pick([0, 1, -100, 2.5]) ?? 0;
    if (roll < 0.12) return available + 1 + this.int(10_000);
    return Math.max(2, Math.floor(available * this.float()));
  }

  /** One command of the week's play (not ending the week). */
  play(state: GameState, content: GameContent): Command {
    const cash = selectCash(state);
    const accounts = selectBankAccounts(state);
    const investments = selectInvestments(state);
    const card = selectCreditCard(state);
    const sources = [cash.id, ...accounts.map((a) => a.id), ...(card ? [card.id] : [])];
    const anyId = () =>
      this.pick([...sources, ...investments.map((a) => a.id), 'not-an-id']) ?? null;
    const balanceOf = (id: string | null) =>
      id === cash.id
        ? cash.balanceCents
        : ([...accounts, ...investments].find((a) => a.id === id)?.balanceCents ?? 1_000);
    const types = content.scenario.bankAccountTypes;
    const roll = this.int(100);
    if (roll < 8 || accounts.length === 0) {
      const type = this.pick(types)!;
      const from = this.pick([cash.id, ...accounts.map((a) => a.id), null]) ?? null;
      return {
        type: 'openBankAccount',
        accountTypeId: type.id,
        fromAccountId: from,
        amountCents: this.amount(balanceOf(from) / 2),
      };
    }
    if (roll < 35) {
      const bill = this.pick(selectBills(state, { payableOnly: this.chance(0.9) }));
      if (bill)
        return {
          type: 'payBill',
          billId: bill.id,
          fromAccountId: this.pick(sources) ?? null,
          setAutomatic: this.chance(0.3),
        };
    }
    if (roll < 50) {
      const from = anyId();
      return {
        type: 'transfer',
        fromAccountId: from,
        toAccountId: anyId(),
        amountCents: this.amount(balanceOf(from)),
      };
    }
    if (roll < 55) {
      const type = this.pick(
        types.filter((t) => t.accountType === 'FixedTermDepositInvestmentInstance'),
      )!;
      const from = this.pick(sources) ?? null;
      return {
        type: 'openInvestment',
        accountTypeId: type.id,
        fromAccountId: from,
        amountCents: this.amount(balanceOf(from)),
      };
    }
    if (roll < 58) {
      const td = this.pick(investments);
      if (td)
        return {
          type: 'withdrawInvestment',
          accountId: td.id,
          toAccountId: this.chance(0.5) ? null : anyId(),
        };
    }
    if (roll < 61) {
      const account = this.pick([...accounts, ...investments]);
      if (account)
        return {
          type: 'closeBankAccount',
          accountId: account.id,
          toAccountId: this.chance(0.7) ? null : anyId(),
        };
    }
    if (roll < 65) {
      const type = this.pick(content.scenario.creditCards)!;
      return { type: 'buyCreditCard', cardTypeId: type.id, fromAccountId: anyId() };
    }
    if (roll < 72 && card) {
      const min = card.minRepayAmountCents;
      const full = -card.closingBalanceCents;
      const amount = this.pick([min, full, this.amount(full), min - 1, full + 1]) ?? min;
      return {
        type: 'payCreditCard',
        fromAccountId: this.pick(accounts)?.id ?? null,
        amountCents: amount,
      };
    }
    if (roll < 88) {
      // Read the state directly rather than render every message: the player only needs ids.
      const messages = state.communications.list;
      const open = messages.filter((m) => m.action && !m.action.actioned && !m.action.cancelled);
      const message = this.chance(0.3) && open.length > 0 ? this.pick(open) : this.pick(messages);
      if (message) {
        const id = publicId(state, message.id);
        const kind = this.int(10);
        if (message.action && kind < 6) {
          return {
            type: 'actionCommunication',
            communicationId: id,
            choice: this.chance(0.5) ? 'accept' : 'decline',
          };
        }
        if (kind < 8) return { type: 'readCommunication', communicationId: id };
        return { type: 'deleteCommunication', communicationId: id };
      }
    }
    if (roll < 92) {
      const app = this.pick(selectApps(state, content))!;
      return { type: 'markAppAccessed', appInstanceId: app.id };
    }
    if (roll < 94) return { type: 'setPayAccount', accountId: anyId() ?? '' };
    return {
      type: 'transfer',
      fromAccountId: cash.id,
      toAccountId: this.pick(accounts)?.id ?? null,
      amountCents: this.amount(cash.balanceCents),
    };
  }

  /** After endWeek: maybe generate the bonus question; maybe answer it (right, wrong, skip, time out). */
  bonusCommands(state: GameState, content: GameContent): Command[] {
    if (this.chance(0.15)) return [];
    const question = selectBonusQuestion(state, content);
    if (!question) return [{ type: 'generateBonusQuestion' }];
    if (question.answered && this.chance(0.9)) return [];
    const choice = this.pick(question.answers)!;
    return [
      {
        type: 'answerBonusQuestion',
        questionId: question.questionId,
        answerId: this.chance(0.1) ? null : choice.id,
        skip: this.chance(0.1),
        timeRemainingSeconds: this.int(61),
      },
    ];
  }
}

export interface PlayedGame {
  state: GameState;
  /** Every command applied, in order, accepted or not. */
  commands: Command[];
  accepted: number;
}

export interface PlayOptions {
  commandsPerWeek: number;
  /** Called after every command; throw to stop. */
  onStep?: (state: GameState, command: Command, result: CommandResult, index: number) => void;
}

/** Plays a whole game with a random player, from createGame to the end of the last week. */
export function playGame(init: ReplayInit, player: RandomPlayer, options: PlayOptions): PlayedGame {
  const { content, ...input } = init;
  let state = createGame({ ...input, scenario: content.scenario });
  const commands: Command[] = [];
  let accepted = 0;
  const apply = (command: Command): CommandResult => {
    const result = applyCommand(state, command, content);
    commands.push(command);
    if (result.ok) {
      state = result.state;
      accepted++;
    }
    options.onStep?.(state, command, result, commands.length - 1);
    return result;
  };
  while (!state.isGameComplete) {
    for (let i = 0; i < options.commandsPerWeek; i++) apply(player.play(state, content));
    let ended = apply({ type: 'endWeek' });
    if (!ended.ok && ended.code === 'game/bank-account-required') {
      const type = content.scenario.bankAccountTypes.find(
        (t) => t.accountType === 'TransactionsBankAccountInstance',
      )!;
      apply({ type: 'openBankAccount', accountTypeId: type.id });
      ended = apply({ type: 'endWeek' });
    }
    if (!ended.ok) throw new Error(`endWeek refused in week ${state.week}: ${ended.code}`);
    for (let i = 0; i < 2; i++)
      for (const command of player.bonusCommands(state, content)) apply(command);
    apply({ type: 'startWeek' });
  }
  return { state, commands, accepted };
}

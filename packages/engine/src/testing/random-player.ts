// A random player for simulation tests and benchmarks (after TigerBeetle's VOPR): it draws one of
// the modules' random moves by weight, so a new module's commands are played as soon as it is in
// the list, sensible or not, with its own seeded generator, so a seed replays exactly. Not part
// of the public API; import it as '@mc/engine/testing/random-player'.
import { currentPretestItem } from '../pretest/check';
import type { Command } from '../game/commands';
import type { Engine } from '../game/engine';
import type { GameContent } from '../game/content';
import { publicId } from '../game/ids';
import type { RandomChooser, RandomCommand } from '../game/module';
import { ENGINE } from '../game/modules';
import type { ReplayInit } from '../game/replay';
import type { CommandResult } from '../game/result';
import type { GameState } from '../game/state';
import { bankKey, balanceOf, PLAYER_KEYS } from '../ledger/ledger';
import { refOf } from '../game/ids';
import { nextUint32, seedRng, toUnitFloat, type RngState } from '../random/prng';
import { selectBonusQuestion } from '../end-of-week/selectors';

export class RandomPlayer implements RandomChooser {
  private rng: RngState;
  /**
   * The server's clock as the player's commands would be stamped with it (ms): it starts at a
   * fixed time and moves on a few seconds per bonus command, so a seed replays exactly.
   */
  private clockMs = 1_770_000_000_000; // early February 2026

  constructor(
    seed: string | number,
    private readonly engine: Engine = ENGINE,
  ) {
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

  amount(available: number): number {
    const roll = this.float();
    if (roll < 0.05) return this.pick([0, 1, -100, 2.5]) ?? 0;
    if (roll < 0.12) return available + 1 + this.int(10_000);
    return Math.max(2, Math.floor(available * this.float()));
  }

  anyAccountId(state: GameState): string | null {
    const ids = [
      state.cashbox.accountId,
      ...state.banking.accounts.filter((a) => a.closedWeek === null).map((a) => a.id),
      ...(state.creditCard.card ? [state.creditCard.card.id] : []),
    ];
    return this.pick([...ids.map((id) => publicId(state, id)), 'not-an-id']) ?? null;
  }

  balanceOf(state: GameState, id: string | null): number {
    const ref = refOf(state, id);
    if (ref === undefined) return 1_000;
    if (ref === state.cashbox.accountId) return balanceOf(state.ledger, PLAYER_KEYS.cash);
    const account = state.banking.accounts.find((a) => a.id === ref);
    return account ? balanceOf(state.ledger, bankKey(account.id)) : 1_000;
  }

  /** One command of the week's play (not ending the week): a module's move, drawn by weight. */
  play(state: GameState, content: GameContent): Command {
    const moves = this.engine.randomMoves;
    const total = moves.reduce((sum, move) => sum + move.weight, 0);
    let target = this.float() * total;
    for (const move of moves) {
      target -= move.weight;
      if (target >= 0) continue;
      const command = move.next(this, state, content);
      if (command) return command as Command;
      break;
    }
    // Nothing sensible drawn: move some cash.
    const cash = publicId(state, state.cashbox.accountId);
    return {
      type: 'transfer',
      fromAccountId: cash,
      toAccountId: this.anyAccountId(state),
      amountCents: this.amount(this.balanceOf(state, cash)),
    };
  }

  /** One command once the game is over: a move made for then, or undefined when none applies. */
  playAfterGame(state: GameState, content: GameContent): Command | undefined {
    const moves = this.engine.randomMoves.filter((move) => move.afterGame);
    const move = this.pick(moves);
    return move?.next(this, state, content) as Command | undefined;
  }

  /** The server's time for the next stamped command: a few seconds to a couple of minutes on. */
  private now(): number {
    this.clockMs += 1_000 + this.int(this.chance(0.1) ? 120_000 : 60_000);
    return this.clockMs;
  }

  /**
   * After endWeek: maybe generate the bonus question; maybe turn its timer off (in time or late);
   * maybe answer it (right, wrong, skip, time out), claiming any time left, true or not.
   */
  bonusCommands(state: GameState, content: GameContent): Command[] {
    if (this.chance(0.15)) return [];
    const question = selectBonusQuestion(state, content);
    if (!question) return [{ type: 'generateBonusQuestion', atMs: this.now() }];
    if (question.answered && this.chance(0.9)) return [];
    if (!question.timerOff && this.chance(0.1))
      return [{ type: 'turnOffBonusTimer', atMs: this.now() }];
    const choice = this.pick(question.answers)!;
    return [
      {
        type: 'answerBonusQuestion',
        questionId: question.questionId,
        answerId: this.chance(0.1) ? null : choice.id,
        skip: this.chance(0.1),
        timeRemainingSeconds: this.int(61),
        atMs: this.now(),
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
  /** The engine to play (default: the game's); tests pass one with extra modules. */
  engine?: Engine;
}

/** The most steps the end-of-week checks' remedies may take to let a week end. */
const MAX_REMEDY_STEPS = 40;

/** Plays a whole game with a random player, from createGame to the end of the last week. */
export function playGame(init: ReplayInit, player: RandomPlayer, options: PlayOptions): PlayedGame {
  const engine = options.engine ?? ENGINE;
  const { content, ...input } = init;
  let state = engine.createGame({ ...input, scenario: content.scenario, items: content.items });
  const commands: Command[] = [];
  let accepted = 0;
  const apply = (command: Command): CommandResult => {
    const result = engine.applyCommand(state, command, content);
    commands.push(command);
    if (result.ok) {
      state = result.state;
      accepted++;
    }
    options.onStep?.(state, command, result, commands.length - 1);
    return result;
  };
  // A game with the learning check begins with it: nothing else is taken until it is done (the
  // random moves tried meanwhile are refused, which the invariants see too).
  for (let current = currentPretestItem(state, content); current;) {
    apply(player.play(state, content));
    const { item } = current;
    apply({ type: 'answerPretest', itemId: item.id, option: player.int(item.options.length) });
    current = currentPretestItem(state, content);
  }
  while (!state.isGameComplete) {
    for (let i = 0; i < options.commandsPerWeek; i++) apply(player.play(state, content));
    let ended = apply({ type: 'endWeek' });
    // A refused week names its check; the check says what puts it right, a step at a time (a
    // required quiz takes a few: started, then each question answered and moved on from).
    for (let steps = 0; !ended.ok && steps < MAX_REMEDY_STEPS; steps++) {
      const failing = engine.endWeekChecks.find((check) => check.failure(state, content));
      const remedy: RandomCommand | undefined = failing?.remedy(state, content);
      if (!remedy) break;
      apply(remedy as Command);
      if (!engine.endWeekChecks.some((check) => check.failure(state, content)))
        ended = apply({ type: 'endWeek' });
    }
    if (!ended.ok) throw new Error(`endWeek refused in week ${state.week}: ${ended.code}`);
    for (let i = 0; i < 2; i++)
      for (const command of player.bonusCommands(state, content)) apply(command);
    apply({ type: 'startWeek' });
  }
  // After the last week: the end quiz and survey, if the game has them.
  for (let i = 0; i < 8 * options.commandsPerWeek; i++) {
    const command = player.playAfterGame(state, content);
    if (!command) break;
    apply(command);
  }
  return { state, commands, accepted };
}

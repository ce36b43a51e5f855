// Adding a module and naming its steps in the week's order is all it takes: a small test-only
// module (a piggy bank on the Planner icon, in place of the Weekly Planner's own module) is dispatched, stepped at the end of each week,
// audited by the invariants, shown in the where-I'm-at report and on its icon's badge, and played
// by the random player, with no change to the core.
import { describe, expect, it } from 'vitest';
import {
  command,
  defineEngine,
  defineModule,
  ENGINE,
  MODULES,
  WEEK_ORDER,
  type GameContent,
  type GameState,
} from '../src/index';
import { reject, type Rejection } from '../src/game/result';
import { moveMoney, update, type Tx } from '../src/game/tx';
import { balanceOf, PLAYER_KEYS } from '../src/ledger/ledger';
import { playGame, RandomPlayer } from '../src/testing/random-player';
import { content } from './fixtures/content';

const PIGGY = 'piggy';

interface PiggyState {
  coins: number;
  weeksSaved: number;
}

// The test module's slice is not part of GameState's type, so its functions read it loosely.
const piggyOf = (state: GameState) => (state as unknown as { piggyBank: PiggyState }).piggyBank;

function dropCoin(tx: Tx, { amountCents }: { amountCents: number }): Rejection | void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > 200)
    return reject('game/invalid-command', 'A coin is 5c to $2.');
  if (balanceOf(tx.state.ledger, PLAYER_KEYS.cash) < amountCents)
    return reject('game/invalid-command', 'Not enough cash.');
  moveMoney(tx, 'Coin into the piggy bank', PLAYER_KEYS.cash, PIGGY, amountCents);
  const slice = piggyOf(tx.state);
  update(tx, 'piggyBank' as never, () => ({ ...slice, coins: slice.coins + 1 }) as never);
}

const piggyBankModule = defineModule<{ type: 'coinDropped' }>()({
  key: 'piggyBank',
  initial: (): PiggyState => ({ coins: 0, weeksSaved: 0 }),
  commands: { dropCoin: command(dropCoin) },
  endOfWeek: {
    count(tx) {
      const slice = piggyOf(tx.state);
      if (slice.coins > 0)
        update(
          tx,
          'piggyBank' as never,
          () => ({ ...slice, weeksSaved: slice.weeksSaved + 1 }) as never,
        );
    },
  },
  apps: { Planner: { updateCount: (state) => piggyOf(state).coins } },
  reportRows: (state) => [
    { title: 'Piggy bank', category: 'Items', balanceCents: balanceOf(state.ledger, PIGGY) },
  ],
  invariants: (state) =>
    piggyOf(state).coins === 0 && balanceOf(state.ledger, PIGGY) !== 0
      ? ['the piggy bank holds money but no coins']
      : [],
  random: [{ weight: 30, next: (player) => ({ type: 'dropCoin', amountCents: player.int(250) }) }],
});

// Every app has its module now, so the piggy bank takes the Planner's icon from the planner
// module, which this engine leaves out, with the badges that read the planner's plans.
const LEFT_OUT = new Set(['planner', 'badges']);
const ORDER = {
  endOfWeek: [
    ...WEEK_ORDER.endOfWeek.filter((step) => !LEFT_OUT.has(step.split('.')[0]!)),
    'piggyBank.count',
  ],
  openWeek: WEEK_ORDER.openWeek,
};
const OTHERS = MODULES.filter((module) => !LEFT_OUT.has(module.key));
const withPiggy = defineEngine([...OTHERS, piggyBankModule], ORDER);

/** The test scenario with Planner enabled: the piggy bank drives its icon. */
const piggyContent: GameContent = {
  ...content,
  scenario: {
    ...content.scenario,
    disabledApps: content.scenario.disabledApps.filter((app) => app !== 'Planner'),
  },
};

function newGame(engine = withPiggy) {
  return engine.createGame({
    scenario: piggyContent.scenario,
    items: piggyContent.items,
    gameSeed: 'piggy-game',
    instanceSeed: 'piggy',
    totalWeeks: 26,
    playerName: 'Pip',
  });
}

function apply(state: GameState, type: string, payload: object = {}) {
  const result = withPiggy.applyCommand(state, { type, ...payload } as never, piggyContent);
  if (!result.ok) throw new Error(`${type}: ${result.message}`);
  return result.state;
}

describe('a module added to the list', () => {
  it('has its slice in a new game and its command dispatched by name', () => {
    let state = newGame();
    expect(piggyOf(state)).toEqual({ coins: 0, weeksSaved: 0 });
    state = apply(state, 'dropCoin', { amountCents: 200 });
    expect(piggyOf(state).coins).toBe(1);
    expect(balanceOf(state.ledger, PIGGY)).toBe(200);
    // The game's own engine does not know the command.
    const plain = ENGINE.createGame({
      ...newGameInput(),
      scenario: content.scenario,
      items: content.items,
    });
    const refused = ENGINE.applyCommand(plain, { type: 'dropCoin' } as never, content);
    expect(refused).toMatchObject({ ok: false, code: 'game/invalid-command' });
  });

  it('runs its end-of-week step in the order given', () => {
    expect(withPiggy.endOfWeekSteps.map((s) => s.name).at(-1)).toBe('piggyBank.count');
    let state = apply(newGame(), 'dropCoin', { amountCents: 50 });
    const account = content.scenario.bankAccountTypes.find(
      (t) => t.accountType === 'TransactionsBankAccountInstance',
    )!;
    state = apply(state, 'openBankAccount', { accountTypeId: account.id });
    state = apply(state, 'endWeek');
    expect(piggyOf(state).weeksSaved).toBe(1);
    // Once the week has ended, its command waits for the next week like any money command.
    const late = withPiggy.applyCommand(
      state,
      { type: 'dropCoin', amountCents: 5 } as never,
      piggyContent,
    );
    expect(late).toMatchObject({ ok: false, code: 'game/week-ended' });
  });

  it('shows in the where-I am-at report and on its icon, and its invariants are checked', () => {
    const state = apply(apply(newGame(), 'dropCoin', { amountCents: 100 }), 'dropCoin', {
      amountCents: 20,
    });
    const progress = withPiggy.selectProgress(state);
    expect(progress.rows).toContainEqual({
      title: 'Piggy bank',
      category: 'Items',
      balanceCents: 120,
    });
    // Coins moved from cash into the piggy bank: still the player's, so the net position holds.
    expect(progress.netPositionCents).toBe(withPiggy.selectProgress(newGame()).netPositionCents);
    const myStuff = withPiggy.selectApps(state, piggyContent).find((a) => a.name === 'Planner')!;
    expect(myStuff).toMatchObject({ isDisabled: false, updateCount: 2, hasUpdate: true });
    expect(withPiggy.checkInvariants(state)).toEqual([]);
    const broken = { ...state, piggyBank: { coins: 0, weeksSaved: 0 } } as GameState;
    expect(withPiggy.checkInvariants(broken)).toContain('the piggy bank holds money but no coins');
    // Without its report rows the ledger's net position and the report's would disagree.
    const blind = defineEngine([...OTHERS, { ...piggyBankModule, reportRows: undefined }], ORDER);
    expect(blind.checkInvariants(state).join('\n')).toMatch(/progress net/);
  });

  it('is played by the random player, with the invariants holding after every command', () => {
    let drops = 0;
    const played = playGame(
      { ...newGameInput(), content: piggyContent },
      new RandomPlayer(7, withPiggy),
      {
        commandsPerWeek: 6,
        engine: withPiggy,
        onStep(state, cmd, result) {
          if (cmd.type === ('dropCoin' as string) && result.ok) drops++;
          if (result.ok) expect(withPiggy.checkInvariants(state)).toEqual([]);
        },
      },
    );
    expect(played.state.isGameComplete).toBe(true);
    expect(drops).toBeGreaterThan(0);
  });

  it('must have its steps in the order, and an enabled app needs a module', () => {
    const withoutPiggy = {
      ...ORDER,
      endOfWeek: ORDER.endOfWeek.filter((step) => step !== 'piggyBank.count'),
    };
    expect(() => defineEngine([...OTHERS, piggyBankModule], withoutPiggy)).toThrow(
      /missing from the order: piggyBank.count/,
    );
    expect(() => defineEngine(OTHERS, WEEK_ORDER)).toThrow(/badges.award/);
    expect(() =>
      defineEngine(OTHERS, withoutPiggy).createGame({
        ...newGameInput(),
        scenario: piggyContent.scenario,
        items: piggyContent.items,
      }),
    ).toThrow(/enables apps no module drives: Planner/);
  });
});

function newGameInput() {
  return {
    gameSeed: 'piggy-game',
    instanceSeed: 'piggy',
    totalWeeks: 26 as const,
    playerName: 'Pip',
  };
}

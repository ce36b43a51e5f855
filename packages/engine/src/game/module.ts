// What an app module is. Each app folder exports one module: its slice of the state, its commands,
// its rejection codes, its steps at the end and the opening of a week, its end-of-week checks, its
// icon's update count, its rows in the where-I'm-at report, its invariants, the renderers of the
// messages it sends and the moves a random player can make with it. The core (engine.ts) is
// generic: it looks commands, steps and the rest up in the list of modules (modules.ts) and is
// never edited for one app. (After boardgame.io's game object and plugins.)
import type { AppName } from '../apps/app-names';
import type { AppView } from '../apps/types';
import type { Communication } from '../communications/types';
import type { CommunicationRendering } from '../communications/rendering';
import type { ItemType } from '../items/content';
import type { ProgressRow, ProgressView } from '../progress/rows';
import type { Command } from './commands';
import type { GameContent, Scenario } from './content';
import type { CommandResult, Rejection, RejectionCode } from './result';
import type { GameSettings, GameState } from './state';
import type { Tx } from './tx';

/**
 * A ceiling on how often a command is taken, so that no player can grow a game without bound
 * (decision 031): why the command is refused, given the state before it, or null. Met only by a
 * command that changes the game, and only as it comes: a command replayed from a game's log was
 * taken under the limits of its day, so a game stored before a limit came in replays the same.
 */
export type CommandLimit<P> = (
  state: GameState,
  payload: P,
  content: GameContent,
) => Rejection | null;

/** A command's rule: applies the payload to the draft, or says why not. */
export interface CommandSpec<P> {
  run(tx: Tx, payload: P): Rejection | void;
  /**
   * May run after the week has ended (reading and tidying up, the bonus question, starting the
   * next week); every other command is refused then, and once the game is complete.
   */
  afterWeekEnd: boolean;
  /** How often it may be taken (absent: as often as its rule allows). */
  limit?: CommandLimit<P>;
}

/** Declares a command: its rule, whether it may run after the week has ended, and its limit. */
export function command<P extends object = Record<never, never>>(
  run: (tx: Tx, payload: P) => Rejection | void,
  options: { afterWeekEnd?: boolean; limit?: CommandLimit<NoInfer<P>> } = {},
): CommandSpec<NoInfer<P>> {
  const spec: CommandSpec<P> = { run, afterWeekEnd: options.afterWeekEnd ?? false };
  if (options.limit) spec.limit = options.limit;
  return spec;
}

/** How a command is applied. */
export interface ApplyOptions {
  /**
   * The command comes from the game's log (a replay): it was taken when it came, so the limits
   * on how often a command is taken are not met again (CommandLimit).
   */
  fromLog?: boolean;
}

/**
 * Something that comes before the rest of the game (the money check before week 1): while it
 * gives a reason, every command but its own module's is refused with it.
 */
export type Gate = (
  state: GameState,
  content: GameContent,
) => { code: RejectionCode; message: string } | null;

/** A module's gate with the commands that pass it (its own). */
export interface GateWithCommands {
  check: Gate;
  commands: ReadonlySet<string>;
}

/** A step of the week: runs at the end of a week or at the opening of the next. */
export type WeekStep = (tx: Tx) => void;

/** What must be true before a week can end; the app it names shows blocked while it fails. */
export interface EndWeekCheck {
  app: AppName;
  /** A failure (code and message to show), or null when the week may end. */
  failure(state: GameState, content: GameContent): { code: RejectionCode; message: string } | null;
  /**
   * Whether the app shows blocked while the check fails (absent: it does). Finance Weekly's
   * required quiz shows blocked until it is started, though the week still cannot end before it
   * is done.
   */
  blocksApp?(state: GameState, content: GameContent): boolean;
  /** A command that puts the failure right (for the random player and tests). */
  remedy(state: GameState, content: GameContent): RandomCommand | undefined;
}

/** What a module says about a dashboard app's icon. */
export interface AppIcon {
  /** The red badge's number (0: none). */
  updateCount(state: GameState, content: GameContent): number;
}

/**
 * Renders a stored message of one kind into what the player reads. `source` is the message's
 * source, narrowed to the renderer's kind; its type gives the kind's stored fields.
 */
export type MessageRenderer<S = never> = (
  state: GameState,
  content: GameContent,
  message: Communication,
  source: S,
) => CommunicationRendering;

/** A command a random player might try: any shape, sensible or not (the engine must cope). */
export type RandomCommand = { type: string } & Record<string, unknown>;

/** The random player's helpers that a module's moves use (testing/random-player.ts). */
export interface RandomChooser {
  float(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T | undefined;
  chance(p: number): boolean;
  /** An amount: usually a share of what there is, sometimes nonsense (0, 1 cent, too much). */
  amount(available: number): number;
  /** The id of an account of the player's (cash, bank, investment, card) or a bad id. */
  anyAccountId(state: GameState): string | null;
  /** What an account holds, in cents (a guess for unknown ids). */
  balanceOf(state: GameState, id: string | null): number;
}

/** A kind of move a random player makes, with its weight among all modules' moves. */
export interface RandomMove {
  weight: number;
  /** A move for after the last week (the end quiz): played only then, and only such moves. */
  afterGame?: boolean;
  /** A command, or undefined when this move makes no sense now (another is drawn). */
  next(player: RandomChooser, state: GameState, content: GameContent): RandomCommand | undefined;
}

/** The shape every module has; `defineModule` keeps each module's exact types. */
export interface ModuleShape {
  /** The module's name, and its slice's key in the state. */
  readonly key: string;
  /** The slice of a new game, before any setup (omit for a module that keeps no state). */
  readonly initial?: (scenario: Scenario) => unknown;
  /** Runs once when a game is created, in the order of the module list (ids, welcome mail...). */
  readonly setup?: WeekStep;
  readonly commands?: Readonly<Record<string, CommandSpec<never>>>;
  /** Every rejection code its commands return, namespaced by the module ('banking/locked'). */
  readonly rejections?: readonly string[];
  /** Named steps at the end of a week; their order among all modules' is in modules.ts. */
  readonly endOfWeek?: Readonly<Record<string, WeekStep>>;
  /** Named steps at the opening of a week; their order is in modules.ts. */
  readonly openWeek?: Readonly<Record<string, WeekStep>>;
  readonly endWeekChecks?: readonly EndWeekCheck[];
  /** What must be done before anything else of the game (see Gate). */
  readonly gate?: Gate;
  /** The dashboard apps whose icon this module drives. */
  readonly apps?: Partial<Readonly<Record<AppName, AppIcon>>>;
  /** Its rows in the where-I'm-at report, in order. */
  readonly reportRows?: (state: GameState) => ProgressRow[];
  /** Problems with its slice (empty when sound); the core adds ledger-wide checks. */
  readonly invariants?: (state: GameState) => string[];
  /** The id numbers its slice holds, for the check that ids are unique and issued. */
  readonly ids?: (state: GameState) => number[];
  /** Renderers of the messages it sends, by the stored message's source kind. */
  readonly messages?: Readonly<Record<string, MessageRenderer>>;
  /** The moves a random player makes with it. */
  readonly random?: readonly RandomMove[];
  /** Type only: the events its commands and steps emit (see `defineModule`). */
  readonly __events?: { type: string };
}

/**
 * Defines a module, keeping its exact types so that the state, the commands, the rejection codes
 * and the events can be derived from the list of modules. `E` is the union of events it emits.
 */
export function defineModule<E extends { type: string } = never>() {
  return <const M extends ModuleShape>(module: M) => module as M & { readonly __events?: E };
}

/** The message renderers of every module, by the stored message's source kind. */
export type MessageRenderers = Readonly<Record<string, MessageRenderer>>;

// ---- What the engine is (engine.ts builds it from the list of modules) ----------------------

export interface CreateGameInput {
  scenario: Scenario;
  /** The content's things: what the scenario's starting belongings are (and are worth). */
  items: readonly ItemType[];
  /** The game's seed, shared by every player of the game: the world they all meet. */
  gameSeed: string | number;
  /** The instance's seed: the order of this player's bonus questions, and the ids' look. */
  instanceSeed: string | number;
  totalWeeks: 26 | 27;
  playerName: string;
  /** The game's settings (absent: the defaults, DEFAULT_SETTINGS). */
  settings?: Partial<GameSettings> | undefined;
}

export interface ReplayInit extends Omit<CreateGameInput, 'scenario' | 'items'> {
  content: GameContent;
}

export interface ReplayResult {
  state: GameState;
  /** Commands that were rejected, by position (they changed nothing, as when first applied). */
  rejected: { index: number; rejection: Rejection }[];
}

export interface WeekOrder {
  readonly endOfWeek: readonly string[];
  readonly openWeek: readonly string[];
}

export interface NamedStep {
  /** 'module.step', as WEEK_ORDER names it. */
  name: string;
  run: WeekStep;
}

export interface Engine {
  readonly modules: readonly ModuleShape[];
  readonly commands: ReadonlyMap<string, CommandSpec<never>>;
  readonly endOfWeekSteps: readonly NamedStep[];
  readonly openWeekSteps: readonly NamedStep[];
  readonly endWeekChecks: readonly EndWeekCheck[];
  readonly gates: readonly GateWithCommands[];
  readonly icons: ReadonlyMap<AppName, AppIcon>;
  readonly renderers: MessageRenderers;
  readonly randomMoves: readonly RandomMove[];
  createGame(input: CreateGameInput): GameState;
  applyCommand(
    state: GameState,
    command: Command,
    content: GameContent,
    options?: ApplyOptions,
  ): CommandResult;
  replay(init: ReplayInit, commands: readonly Command[]): ReplayResult;
  checkInvariants(state: GameState): string[];
  selectProgress(state: GameState): ProgressView;
  selectApps(state: GameState, content: GameContent): AppView[];
}

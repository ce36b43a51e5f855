// A new game instance: week 1 open, each module's slice as it starts, then each module's setup in
// the order of the list (the cash box and its starting cash, the apps, the super fund, the welcome
// messages). No bank account yet: opening one is the player's first task.
import { GAME_LENGTH_WEEKS, LIMITS } from '@mc/contract';
import { APP_NAMES } from '../apps/app-names';
import { openWeek } from '../end-of-week/week';
import { emptyLedger } from '../ledger/ledger';
import { hashSeed, mix32 } from '../random/prng';
import type { Scenario } from './content';
import type { CreateGameInput, Engine } from './module';
import { STATE_VERSION, type CoreState, type GameSettings, type GameState } from './state';
import { begin } from './tx';

export type { CreateGameInput } from './module';

export const DEFAULT_SETTINGS: GameSettings = {
  quizRequired: 'some',
  endSurvey: 'none',
  endSurveyOptional: true,
  quizAnswersFromWeek: 1,
};

/** A scenario may enable only the apps some module drives: an app with no module has no rules. */
function checkApps(engine: Engine, scenario: Scenario): void {
  const missing = APP_NAMES.filter(
    (app) => !scenario.disabledApps.includes(app) && !engine.icons.has(app),
  );
  if (missing.length > 0)
    throw new Error(`scenario ${scenario.id} enables apps no module drives: ${missing.join(', ')}`);
}

export function createGameWith(engine: Engine, input: CreateGameInput): GameState {
  const { scenario } = input;
  if (
    input.totalWeeks !== GAME_LENGTH_WEEKS.school &&
    input.totalWeeks !== GAME_LENGTH_WEEKS.family
  ) {
    throw new RangeError(`a game lasts 26 or 27 weeks, not ${String(input.totalWeeks)}`);
  }
  checkApps(engine, scenario);
  const name = input.playerName.trim().slice(0, LIMITS.nameMax) || scenario.persona.name;
  const core: CoreState = {
    version: STATE_VERSION,
    scenarioId: scenario.id,
    player: { name, ageYears: scenario.persona.ageYears },
    totalWeeks: input.totalWeeks,
    settings: { ...DEFAULT_SETTINGS, ...input.settings },
    week: 1,
    phase: 'playing',
    isGameComplete: false,
    gameSeed: hashSeed(input.gameSeed),
    instanceSeed: hashSeed(input.instanceSeed),
    ids: { seed: mix32(hashSeed(`${String(input.instanceSeed)}#ids`)[0]), next: 0 },
    ledger: emptyLedger(),
  };
  const slices = Object.fromEntries(
    engine.modules.flatMap((m) => (m.initial ? [[m.key, m.initial(scenario)]] : [])),
  );
  const initial = { ...core, ...slices } as GameState;
  // Week 1 has no random events (its story is the scenario's), so the scenario is enough to open it.
  const tx = begin(
    initial,
    {
      scenario,
      bonusQuestions: [],
      gameEvents: [],
      offers: [],
      jobPostings: [],
      awards: [],
      items: [...input.items],
      companies: [],
      marketNews: { weeks: [], good: [], bad: [] },
      articles: [],
      diaryQuestions: [],
      endOfGame: { quiz: [], survey: [], learning: [] },
    },
    engine,
  );
  for (const module of engine.modules) module.setup?.(tx);
  openWeek(tx);
  return tx.state;
}

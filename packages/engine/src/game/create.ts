// A new game instance: week 1 open, the starting cash in the cash box, the super fund the
// employer pays into, the job, the apps and the welcome messages. No bank account yet: opening
// one is the player's first task.
import { GAME_LENGTH_WEEKS, LIMITS } from '@mc/contract';
import { createApps } from '../apps/apps';
import { createAccount } from '../banking/open';
import { deliverNotice } from '../communications/deliver';
import { openWeek } from '../end-of-week/week';
import { emptyLedger, PLAYER_KEYS, WORLD } from '../ledger/ledger';
import { hashSeed, mix32, seedRng } from '../random/prng';
import type { Scenario } from './content';
import { STATE_VERSION, type GameState } from './state';
import { begin, issueId, moveMoney, update } from './tx';

export interface CreateGameInput {
  scenario: Scenario;
  /** The game's seed, shared by every player of one game link (market, prices). */
  gameSeed: string | number;
  /** The instance's seed (this player's own events). */
  instanceSeed: string | number;
  totalWeeks: 26 | 27;
  playerName: string;
}

export function createGame(input: CreateGameInput): GameState {
  const { scenario } = input;
  if (
    input.totalWeeks !== GAME_LENGTH_WEEKS.school &&
    input.totalWeeks !== GAME_LENGTH_WEEKS.family
  ) {
    throw new RangeError(`a game lasts 26 or 27 weeks, not ${String(input.totalWeeks)}`);
  }
  const name = input.playerName.trim().slice(0, LIMITS.nameMax) || scenario.persona.name;
  const initial: GameState = {
    version: STATE_VERSION,
    scenarioId: scenario.id,
    player: { name, ageYears: scenario.persona.ageYears },
    totalWeeks: input.totalWeeks,
    week: 1,
    phase: 'playing',
    isGameComplete: false,
    gameSeed: hashSeed(input.gameSeed),
    rng: seedRng(input.instanceSeed),
    ids: { seed: mix32(hashSeed(`${String(input.instanceSeed)}#ids`)[0]), next: 0 },
    ledger: emptyLedger(),
    banking: { accounts: [] },
    cashbox: { accountId: 0 },
    creditCard: { card: null, statements: [] },
    bills: { series: {}, list: [], automatic: {} },
    income: { job: { ...scenario.job }, payAccountId: null },
    communications: { list: [] },
    events: { usedEventIds: [], usedOfferIds: [] },
    endOfWeek: { startingNetCents: 0, usedQuestionIds: [], question: null, summaries: [] },
    apps: { list: [] },
  };
  // Week 1 has no random events, so the scenario alone is enough content to open it.
  const tx = begin(initial, { scenario, bonusQuestions: [], gameEvents: [], offers: [] });
  const cashboxId = issueId(tx);
  update(tx, 'cashbox', () => ({ accountId: cashboxId }));
  createApps(tx, scenario.disabledApps);
  const superType = scenario.bankAccountTypes.find(
    (t) => t.accountType === 'SuperInvestmentInstance',
  );
  if (superType) createAccount(tx, superType);
  moveMoney(tx, 'Starting cash', WORLD.opening, PLAYER_KEYS.cash, scenario.startingCashCents);
  for (const message of scenario.welcomeMessages) {
    deliverNotice(tx, message.channel, {
      from: message.from,
      subject: message.subject,
      content: message.content.replaceAll('%USERNAME%', name),
    });
  }
  openWeek(tx);
  return tx.state;
}

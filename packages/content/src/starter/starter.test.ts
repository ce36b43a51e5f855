import { describe, expect, it } from 'vitest';
import {
  checkInvariants,
  createGame,
  payFor,
  selectApps,
  selectCash,
  selectEmails,
} from '@mc/engine';
import { playGame, RandomPlayer } from '@mc/engine/testing/random-player';
import { bonusQuestions } from '../bonus-questions';
import { gameEvents } from '../events';
import { offers } from '../offers';
import { starterContent } from '../index';
import { scenarioProblems } from './scenario-schema';
import { starterScenario } from './scenario';

const pools = {
  bonusQuestionIds: bonusQuestions.map((q) => q.id),
  eventIds: gameEvents.map((e) => e.id),
  offerIds: offers.map((o) => o.id),
};

describe('the starter scenario', () => {
  it('passes the scenario schema and names only content that exists', () => {
    expect(scenarioProblems(starterScenario, pools)).toEqual([]);
  });

  it('reports broken scenarios', () => {
    const broken = {
      ...starterScenario,
      bills: [...starterScenario.bills, { ...starterScenario.bills[0]!, amountCents: 0 }],
      offerIds: ['no-such-offer'],
    };
    const problems = scenarioProblems(
      {
        ...broken,
        story: [
          ...broken.story,
          { ...broken.story[0]!, id: 'genuine-phone-plan' },
          {
            type: 'event',
            week: 5,
            id: 'story-gas',
            kind: 'notice',
            channel: 'email',
            from: 'Gas',
            subject: 'Gas',
            content: '<p>Gas</p>',
            amountCents: 0,
            billChange: { seriesId: 'gas', amountCents: 100, fromWeek: 5 },
          },
        ],
      },
      pools,
    );
    expect(problems).toContain('story genuine-phone-plan: the id is already taken');
    expect(problems).toContain('story story-gas: no bill gas to change');
    expect(problems).toContain(
      'story story-gas: a bill change starts after the week it is announced',
    );
    expect(problems).toContain('bills: bill ids are unique');
    expect(problems.some((p) => p.startsWith('bills.6.amountCents'))).toBe(true);
    expect(problems).toContain('offer no-such-offer does not exist');
  });

  it('offers what the game needs: an 18-year-old, two of each account, two term deposits, super, three cards', () => {
    const count = (kind: string) =>
      starterScenario.bankAccountTypes.filter((t) => t.accountType === kind).length;
    expect(starterScenario.persona.ageYears).toBe(18);
    expect(count('TransactionsBankAccountInstance')).toBeGreaterThanOrEqual(2);
    expect(count('SavingsBankAccountInstance')).toBeGreaterThanOrEqual(2);
    expect(count('FixedTermDepositInvestmentInstance')).toBe(2);
    expect(count('SuperInvestmentInstance')).toBe(1);
    expect(starterScenario.creditCards).toHaveLength(3);
    expect(starterScenario.bonusQuestionIds.length).toBeGreaterThanOrEqual(40);
  });

  it('pays the junior retail wage fortnightly, with PAYG withheld and 12% super', () => {
    // $18.59 x 38 h = $706.42 a week; a fortnight of $1,412.84: half is 706.42 -> 706 ->
    // 0.18 x 706.99 - 57.8462 = 69.41 -> 69, twice = $138.
    expect(payFor(starterScenario.job, 18, starterScenario.rules.superGuaranteeRate)).toEqual({
      grossCents: 141_284,
      taxCents: 13_800,
      superCents: 16_954,
      netCents: 127_484,
    });
  });

  it('leaves a weekly budget with room to save: bills are well under net pay', () => {
    const weeklyBills = starterScenario.bills
      .filter((b) => !b.optional)
      .reduce((sum, b) => sum + b.amountCents / b.everyWeeks, 0);
    expect(weeklyBills).toBeLessThan(127_484 / 2);
    expect(weeklyBills).toBeGreaterThan(127_484 / 2 / 2);
  });

  it('starts a game with cash, no bank account, the welcome messages and the unbuilt apps disabled', () => {
    const state = createGame({
      scenario: starterScenario,
      gameSeed: 'g',
      instanceSeed: 'i',
      totalWeeks: 26,
      playerName: 'Kim',
    });
    expect(selectCash(state).balanceCents).toBe(90_000);
    expect(selectEmails(state, starterContent, 0)[0]!.content).toContain('Hi Kim');
    const enabled = selectApps(state, starterContent)
      .filter((a) => !a.isDisabled)
      .map((a) => a.name);
    expect(enabled).toEqual(['Email', 'Banking', 'Messages', 'Cashbox', 'Credit']);
  });

  it('plays whole games with the real content, keeping the invariants', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const played = playGame(
        {
          content: starterContent,
          gameSeed: `class-${seed % 3}`,
          instanceSeed: `student-${seed}`,
          totalWeeks: 27,
          playerName: 'Kim',
        },
        new RandomPlayer(seed),
        {
          commandsPerWeek: 6,
          onStep(state, command, result) {
            if (result.ok)
              expect(checkInvariants(state), `seed ${seed} ${command.type}`).toEqual([]);
          },
        },
      );
      expect(played.state.isGameComplete).toBe(true);
      expect(JSON.stringify(played.state).length).toBeLessThan(100_000);
    }
  }, 120_000);
});

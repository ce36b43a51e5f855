import { describe, expect, it } from 'vitest';
import {
  assess,
  checkInvariants,
  createGame,
  incomeYearOfWeek,
  isLastWeekOfIncomeYear,
  payFor,
  ratesFor,
  selectApps,
  selectCash,
  selectEmails,
} from '@mc/engine';
import { playGame, RandomPlayer } from '@mc/engine/testing/random-player';
import { bonusQuestions } from '../bonus-questions';
import { gameEvents } from '../events';
import { items } from '../items/catalogue';
import { jobPostings } from '../jobs/postings';
import { offers } from '../offers';
import { starterContent, starterContents } from '../index';
import { scenarioProblems } from './scenario-schema';
import { starterScenario, starterScenarios } from './scenario';

const pools = {
  bonusQuestionIds: bonusQuestions.map((q) => q.id),
  eventIds: gameEvents.map((e) => e.id),
  offerIds: offers.map((o) => o.id),
  jobPostingIds: jobPostings.map((p) => p.id),
  itemIds: items.map((i) => i.id),
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
      everydaySpending: [
        ...starterScenario.everydaySpending,
        { ...starterScenario.everydaySpending[0]!, id: 'lunches', everyWeeks: 2 },
      ],
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
    expect(problems.some((p) => p.startsWith('bills.3.amountCents'))).toBe(true);
    expect(problems).toContain('offer no-such-offer does not exist');
    expect(problems).toContain(
      'everydaySpending.3: only a subscription comes less often than weekly',
    );
  });

  it('pays the bonus question for knowledge: $3 a right answer, a time bonus of at most 60c, at every age', () => {
    for (const scenario of Object.values(starterScenarios)) {
      expect(scenario.rules.bonus).toEqual({
        rewardCents: 300,
        timeBonusCentsPerSecond: 2,
        timeBonusMaxCents: 60,
        totalSeconds: 60,
      });
      expect(scenario.rules.news.rewardPerCorrectCents).toBe(100);
    }
    const withBonus = (bonus: Partial<typeof starterScenario.rules.bonus>) =>
      scenarioProblems(
        {
          ...starterScenario,
          rules: { ...starterScenario.rules, bonus: { ...starterScenario.rules.bonus, ...bonus } },
        },
        pools,
      );
    const tooMuch =
      'rules.bonus.timeBonusMaxCents: the time bonus cap is at most a fifth of the cash reward';
    // A time bonus cap above the reward, or above a fifth of it, is refused.
    expect(withBonus({ timeBonusMaxCents: 5000 })).toContain(tooMuch);
    expect(withBonus({ timeBonusMaxCents: 61 })).toContain(tooMuch);
    expect(withBonus({ rewardCents: 0, timeBonusMaxCents: 0 })).not.toEqual([]);
    expect(withBonus({ timeBonusMaxCents: 60 })).toEqual([]);
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

  it("ends the income year with week 22, as the story's tax time says, with rates for every week", () => {
    const { firstDay } = starterScenario.rules.tax;
    const weeks = Array.from({ length: 27 }, (_, i) => i + 1);
    expect(weeks.filter((w) => isLastWeekOfIncomeYear(firstDay, w))).toEqual([22]);
    for (const week of weeks)
      expect(() => ratesFor(incomeYearOfWeek(firstDay, week))).not.toThrow();
    const taxAgent = starterScenario.story.find((beat) => beat.id === 'story-tax-agent');
    expect(taxAgent?.week).toBe(23); // the first week of July
  });

  it("refunds the persona's tax: a school leaver's part year is under the tax-free threshold", () => {
    // 11 fortnightly pays in weeks 2-22 and the school-holiday job before the game.
    const { earlierIncome } = starterScenario.rules.tax;
    const pay = payFor(starterScenario.job, 18, starterScenario.rules.superGuaranteeRate);
    const result = assess({
      incomeYear: 2025,
      wagesCents: earlierIncome.wagesCents + 11 * pay.grossCents,
      interestCents: 0,
      dividendsCents: 0,
      capitalGainCents: 0,
      withheldCents: earlierIncome.withheldCents + 11 * pay.taxCents,
    });
    expect(result.assessedCents).toBe(0);
    expect(result.balanceCents).toBe(162_000); // $1,518 from the game's pays, $102 from before
  });

  it('leaves a weekly budget with room to save: bills and everyday spending are well under net pay', () => {
    const weeklyBills =
      starterScenario.bills
        .filter((b) => !b.optional)
        .reduce((sum, b) => sum + b.amountCents / b.everyWeeks, 0) +
      starterScenario.everydaySpending.reduce((sum, s) => sum + s.amountCents / s.everyWeeks, 0);
    expect(weeklyBills).toBeLessThan(127_484 / 2);
    expect(weeklyBills).toBeGreaterThan(127_484 / 2 / 2);
  });

  it('starts a game with cash, no bank account, the welcome messages and every app enabled', () => {
    const state = createGame({
      scenario: starterScenario,
      items: starterContent.items,
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
    expect(enabled).toEqual([
      'Email',
      'Banking',
      'Messages',
      'Planner',
      'Cashbox',
      'Credit',
      'MyStuff',
      'JobFinder',
      'uShop',
      'iBuy',
      'Shares',
      'FinanceWeekly',
    ]);
  });

  // Every persona's content (the 18-year-old's is the starter content), ten games each.
  it.each(Object.entries(starterContents))(
    'plays whole games with the real content of persona %s, keeping the invariants',
    (_key, content) => {
      for (let seed = 1; seed <= 10; seed++) {
        const played = playGame(
          {
            content,
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
        // The debt path writes to the player about every unpaid bill (reminder, final notice, the
        // collector's letter and text), and a random player leaves many weekly bills unpaid: the
        // largest of these games is about 112 000 characters.
        expect(JSON.stringify(played.state).length).toBeLessThan(125_000);
      }
    },
    120_000,
  );
});

import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  selectCash,
  selectInvestments,
  type GameState,
  type StoryBeat,
} from '@mc/engine';
import { playGame, RandomPlayer } from '@mc/engine/testing/random-player';
import { bonusQuestions } from '../bonus-questions';
import { gameEvents } from '../events';
import { faqs } from '../faqs';
import { helpMessages, mentorWelcome, weeklyMentorTips } from '../help';
import { starterContents } from '../index';
import { items } from '../items/catalogue';
import { jobPostings } from '../jobs/postings';
import { offers } from '../offers';
import { fitsPersona, PERSONA_KEYS, type PersonaKey } from '../schemas';
import { personaForAge, UNFIT_IDS } from './personas';
import { scenarioProblems } from './scenario-schema';
import { starterScenarios } from './scenario';

const pools = {
  bonusQuestionIds: bonusQuestions.map((q) => q.id),
  eventIds: gameEvents.map((e) => e.id),
  offerIds: offers.map((o) => o.id),
  jobPostingIds: jobPostings.map((p) => p.id),
  itemIds: items.map((i) => i.id),
};

/** Everything a persona's game can send: its pools' events and offers and its story. */
function reaching(key: PersonaKey) {
  const scenario = starterScenarios[key];
  return [
    ...gameEvents.filter((event) => scenario.eventIds.includes(event.id)),
    ...offers.filter((offer) => scenario.offerIds.includes(offer.id)),
    ...(scenario.story as (StoryBeat & { personas?: PersonaKey[] })[]),
  ];
}

describe.each(PERSONA_KEYS)('the %s persona', (key) => {
  const scenario = starterScenarios[key];
  const content = starterContents[key];

  it('is a valid scenario naming only content that exists', () => {
    expect(scenarioProblems(scenario, pools)).toEqual([]);
    expect(content.scenario).toBe(scenario);
  });

  it('meets no event, offer or story beat that does not fit it, by tag or by the unfit list', () => {
    const ids = reaching(key).map((item) => item.id);
    expect(ids.filter((id) => UNFIT_IDS[key].includes(id))).toEqual([]);
    expect(
      reaching(key)
        .filter((item) => !fitsPersona(item, key))
        .map((i) => i.id),
    ).toEqual([]);
    // The pools keep everything that does fit: nothing is dropped by mistake.
    expect(scenario.eventIds).toEqual(
      gameEvents.filter((e) => fitsPersona(e, key)).map((e) => e.id),
    );
    expect(scenario.offerIds).toEqual(offers.filter((o) => fitsPersona(o, key)).map((o) => o.id));
  });

  it.each([26, 27])('has a story beat in every week of a %i-week game', (totalWeeks) => {
    const weeks = new Set(scenario.story.map((beat) => beat.week));
    const empty = Array.from({ length: totalWeeks }, (_, i) => i + 1).filter((w) => !weeks.has(w));
    expect(empty).toEqual([]);
  });

  it('has a default name nobody in any content shares', () => {
    const name = new RegExp(`\\b${scenario.persona.name}\\b`);
    const stories = PERSONA_KEYS.flatMap((k) => starterScenarios[k].story);
    const texts = [
      ...[...gameEvents, ...stories].flatMap((e) => [e.from, e.subject, e.content]),
      ...[...offers, ...stories.filter((b) => b.type === 'offer')].flatMap((o) =>
        'acceptOutcome' in o ? [o.from, o.content, o.acceptOutcome, o.declineOutcome] : [],
      ),
      ...PERSONA_KEYS.flatMap((k) =>
        starterScenarios[k].welcomeMessages.flatMap((m) => [m.from, m.content]),
      ),
      ...helpMessages.map((h) => h.body),
      ...mentorWelcome.map((page) => page.body),
      ...weeklyMentorTips.map((tip) => tip.body),
      ...faqs.map((faq) => faq.content),
    ];
    expect(texts.filter((text) => name.test(text))).toEqual([]);
    const others = PERSONA_KEYS.filter((k) => k !== key).map(
      (k) => starterScenarios[k].persona.name,
    );
    expect(others).not.toContain(scenario.persona.name);
  });

  it('lists the same bank products, cards and apps as every other persona of the game', () => {
    // The game's listings by GameID (GET /api/g/banking, /api/g/creditcards) are true for all.
    expect(scenario.bankAccountTypes).toBe(starterScenarios['18'].bankAccountTypes);
    expect(scenario.creditCards).toBe(starterScenarios['18'].creditCards);
    expect(scenario.disabledApps).toEqual(starterScenarios['18'].disabledApps);
  });
});

describe('choosing a persona by age', () => {
  it('gives under-16s the 14-15 persona, 16 and 17 the 16-17, 18 and over (or unknown) the 18', () => {
    expect([12, 14, 15, 16, 17, 18, 19, 45, undefined].map(personaForAge)).toEqual([
      '14-15',
      '14-15',
      '14-15',
      '16-17',
      '16-17',
      '18',
      '18',
      '18',
      '18',
    ]);
  });

  it('makes each persona the age it says', () => {
    expect(PERSONA_KEYS.map((k) => starterScenarios[k].persona.ageYears)).toEqual([15, 16, 18]);
    for (const k of PERSONA_KEYS)
      expect(personaForAge(starterScenarios[k].persona.ageYears)).toBe(k);
  });
});

describe("a 15-year-old's game", () => {
  const content = starterContents['14-15'];

  it('never pays super for 6 hours a week, and the pay slips say so', () => {
    // Older messages are archived as a game goes on, so the pay slips are gathered on the way.
    const slips = new Map<number, { superCents: number; grossCents: number }>();
    const played = playGame(
      { content, gameSeed: 'class-a', instanceSeed: 'teen', totalWeeks: 27, playerName: 'Kim' },
      new RandomPlayer(7),
      {
        commandsPerWeek: 6,
        onStep(state) {
          for (const c of state.communications.list)
            if (c.source.kind === 'payslip') slips.set(c.id, c.source as never);
        },
      },
    );
    const state: GameState = played.state;
    const payslips = [...slips.values()];
    expect(content.scenario.job.hoursPerWeek).toBeLessThanOrEqual(30);
    // The random player may change or leave jobs (every one open to a 15-year-old is 12 hours a
    // week or less), so not every week is paid.
    expect(payslips.length).toBeGreaterThan(0);
    expect(payslips.every((slip) => slip.grossCents > 0 && slip.superCents === 0)).toBe(true);
    const fund = selectInvestments(state).filter(
      (a) => a.accountType === 'SuperInvestmentInstance',
    );
    expect(fund.every((a) => a.balanceCents === 0)).toBe(true);
  }, 60_000);

  it('cannot get a credit card: the bank says why, and nothing changes', () => {
    let state = createGame({
      scenario: content.scenario,
      items: content.items,
      gameSeed: 'g',
      instanceSeed: 'i',
      totalWeeks: 26,
      playerName: 'Kim',
    });
    expect(state.player.ageYears).toBe(15);
    const opened = applyCommand(
      state,
      {
        type: 'openBankAccount',
        accountTypeId: 'everyday-access',
        fromAccountId: selectCash(state).id,
        amountCents: 10_000,
      },
      content,
    );
    if (!opened.ok) throw new Error(opened.message);
    state = opened.state;
    const account = opened.events.find((e) => e.type === 'accountOpened');
    const bought = applyCommand(
      state,
      {
        type: 'buyCreditCard',
        cardTypeId: content.scenario.creditCards[0]!.id,
        fromAccountId: account?.type === 'accountOpened' ? account.accountId : '',
      },
      content,
    );
    expect(bought.ok).toBe(false);
    if (!bought.ok) expect(bought.message).toBe('You must be 18 or older to get a credit card.');
  });
});

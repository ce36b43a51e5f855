// Who is owed decides the path (issue 30): a company follows the lawful debt path; a person or the
// school asks again and is let down, and nothing more. The law by age: no default and no small
// loan under 18. No bill due after the game's last week; a final notice's offers stay open until
// the pay-by week it gives.
import { describe, expect, it } from 'vitest';
import { selectBills, selectEmails, selectTextThreads, type CommunicationView } from '../index';
import type { BillSeries, StoryBeat } from '../game/content';
import { TestGame } from '../../test/fixtures/game';
import { content, scenario, withScenario } from '../../test/fixtures/content';
import { billName } from './messages';

const quietRules = { ...content.scenario.rules, weeklyEventChance: 0, weeklyOfferChance: 0 };
const [, , phone] = content.scenario.bills;

function messages(game: TestGame): CommunicationView[] {
  const texts = selectTextThreads(game.state, game.content).flatMap((t) => t.messages);
  return [...selectEmails(game.state, game.content), ...texts].sort((a, b) => a.week - b.week);
}

function weeks(game: TestGame, n: number) {
  for (let i = 0; i < n; i++) game.nextWeek();
}

const chipIn: StoryBeat = {
  type: 'event',
  week: 2,
  id: 'story-chip-in',
  kind: 'mishap',
  channel: 'text',
  from: 'Mia',
  subject: "Sam's birthday",
  content: "<p>Your share of Sam's present is <strong>$45</strong>. Request's in your Email!</p>",
  amountCents: 4500,
  owedTo: 'person',
  billTitle: "Sam's birthday present (your share)",
};

describe('money owed to a person', () => {
  it('has no late fee, no final notice, no collector: a reminder text, then a let-down one', () => {
    const game = new TestGame(withScenario({ bills: [], story: [chipIn], rules: quietRules }));
    game.open('everyday', 10_000);
    weeks(game, 1); // week 2: the text and the request in Email
    const [request] = selectEmails(game.state, game.content, 1);
    expect(request).toMatchObject({ from: 'Mia', amountCents: 4500 });
    expect(request!.bill).toMatchObject({ isPayable: true, weekDue: 4 });
    expect(request!.content).toContain("You owe Mia <strong>$45.00</strong> for Sam's birthday");
    weeks(game, 3); // due week 4: overdue at its end, no fee
    const owed = selectBills(game.state)[0]!;
    expect(owed).toMatchObject({ tag: 'Overdue', lateFeesCents: 0, amountCents: 4500 });
    const reminder = messages(game).filter((m) => m.week === 4 && m.bill?.id === owed.id);
    expect(reminder).toMatchObject([{ channel: 'text', from: 'Mia' }]);
    weeks(game, 12);
    const all = messages(game).filter((m) => m.bill?.id === owed.id);
    expect(all.map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/Final|collection/));
    expect(all.filter((m) => m.week === 6 && m.channel === 'text')).toHaveLength(1);
    expect(selectBills(game.state)[0]).toMatchObject({ tag: 'Overdue', isPayable: true });
  });

  it('a housemate’s share of the power is the person’s: no disconnection and no default', () => {
    const share: BillSeries = {
      id: 'power-share',
      title: 'Power and internet (your share)',
      payee: 'Jess (housemate)',
      category: 'utilities',
      amountCents: 40_000,
      everyWeeks: 4,
      firstWeek: 1,
      dueAfterWeeks: 1,
      lateFeeCents: 0,
      collectAfterWeeks: 4,
      optional: false,
      owedTo: 'person',
    };
    const game = new TestGame(withScenario({ bills: [share], story: [], rules: quietRules }));
    game.open('everyday');
    weeks(game, 20);
    expect(game.state.bills.defaults).toEqual([]);
    const subjects = messages(game).map((m) => m.subject);
    expect(subjects.filter((s) => /Disconnection|Final notice|Debt collection/.test(s))).toEqual(
      [],
    );
  });
});

describe('the law by age', () => {
  it('lists no default and offers no small loan to a player under 18', () => {
    const young = withScenario({
      persona: { ...scenario.persona, ageYears: 16 },
      bills: [{ ...phone!, amountCents: 20_000 }],
      story: [],
      rules: quietRules,
    });
    const game = new TestGame(young);
    game.open('everyday');
    weeks(game, 20);
    expect(game.state.bills.defaults).toEqual([]);
    expect(game.state.bills.smallLoan).toBeNull();
    // An adult with the same bills gets both.
    const adult = new TestGame(withScenario({ ...young.scenario, persona: scenario.persona }));
    adult.open('everyday');
    weeks(adult, 20);
    expect(adult.state.bills.defaults.length).toBeGreaterThan(0);
    expect(adult.state.bills.smallLoan).not.toBeNull();
  });
});

describe('the last week', () => {
  it('never has a bill due after it: the last bill is due in the last week', () => {
    const game = new TestGame(withScenario({ bills: [phone!], story: [], rules: quietRules }), {
      totalWeeks: 26,
    });
    game.open('everyday', 50_000);
    weeks(game, 25);
    const last = selectBills(game.state).find((b) => b.openingWeek === 26)!;
    expect(last.weekDue).toBe(26);
    expect(selectBills(game.state).every((b) => b.weekDue <= 26)).toBe(true);
  });
});

describe('a final notice', () => {
  it('keeps its payment plan offer open until the end of the pay-by week it gives', () => {
    const game = new TestGame(withScenario({ bills: [phone!], story: [], rules: quietRules }));
    game.open('everyday');
    weeks(game, 4); // phone: arrives week 2, due 3; final notice at the end of week 5
    weeks(game, 1);
    const notice = messages(game).find((m) => m.subject.startsWith('Final notice'))!;
    const payBy = Number(/pay it by the end of week (\d+)/.exec(notice.content)![1]);
    expect(payBy).toBeGreaterThan(notice.week);
    while (game.state.week <= payBy) {
      const now = messages(game).find((m) => m.id === notice.id)!;
      expect(now.cancelled).toBe(false);
      weeks(game, 1);
    }
    expect(messages(game).find((m) => m.id === notice.id)!.cancelled).toBe(true);
  });
});

describe('a bill’s name in a sentence', () => {
  it.each([
    ['Your screen repair invoice', 'screen repair'],
    ["Sam's birthday present (your share)", "Sam's birthday present (your share)"],
    ['Mobile plan', 'mobile plan'],
    ['Your receipt', 'receipt'],
  ])('%s reads as "%s"', (title, name) => {
    expect(billName(title)).toBe(name);
  });
});

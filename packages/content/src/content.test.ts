import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bonusQuestions } from './bonus-questions';
import { gameEvents } from './events';
import { faqs } from './faqs';
import { helpMessages, mentorWelcome, weeklyMentorTips } from './help';
import { offers } from './offers';
import {
  fitsPersona,
  PERSONA_KEYS,
  HELP_APP_KEYS,
  bonusQuestionSchema,
  faqSchema,
  gameEventSchema,
  helpMessageSchema,
  markupProblems,
  mentorPageSchema,
  offerSchema,
  storyBeatSchema,
  weeklyMentorTipSchema,
  type BonusQuestion,
  type Offer,
} from './schemas';
import { starterScenario } from './starter/scenario';
import { story } from './story';

/** Parses every item and reports the failures by position and id, so a broken item is easy to find. */
function failures(schema: z.ZodType, items: readonly unknown[]): string[] {
  return items.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [];
    const id = (item as { id?: string; appKey?: string; week?: number }).id ?? index;
    return result.error.issues.map(
      (issue) => `${String(id)}: ${issue.path.join('.')} ${issue.message}`,
    );
  });
}

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function countBy<T>(
  items: readonly T[],
  key: (item: T) => string | number,
): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const scams = offers.filter((offer) => offer.isScam);
const genuineOffers = offers.filter((offer) => !offer.isScam);

describe('every item parses through its schema', () => {
  it.each([
    ['bonus questions', bonusQuestionSchema, bonusQuestions],
    ['game events', gameEventSchema, gameEvents],
    ['offers', offerSchema, offers],
    ['faqs', faqSchema, faqs],
    ['help messages', helpMessageSchema, helpMessages],
    ['mentor welcome', mentorPageSchema, mentorWelcome],
    ['weekly tips', weeklyMentorTipSchema, weeklyMentorTips],
  ] as const)('%s', (_name, schema, items) => {
    expect(failures(schema, items)).toEqual([]);
  });
});

describe('ids', () => {
  it.each([
    ['bonus questions', bonusQuestions.map((q) => q.id)],
    ['game events', gameEvents.map((e) => e.id)],
    ['offers', offers.map((o) => o.id)],
    ['faqs', faqs.map((f) => f.id)],
    // Events, offers and the story all become communications, so they share one id space.
    [
      'events, offers and the story together',
      [...gameEvents, ...offers, ...story].map((item) => item.id),
    ],
  ] as const)('are unique across %s', (_name, ids) => {
    expect(duplicates(ids)).toEqual([]);
  });
});

describe('counts', () => {
  it('has enough of everything', () => {
    expect(bonusQuestions.length).toBeGreaterThanOrEqual(48);
    expect(gameEvents.length).toBeGreaterThanOrEqual(14);
    expect(scams.length).toBeGreaterThanOrEqual(12);
    expect(genuineOffers.length).toBeGreaterThanOrEqual(6);
    expect(faqs.length).toBeGreaterThanOrEqual(24);
    expect(mentorWelcome.length).toBeGreaterThanOrEqual(3);
    expect(mentorWelcome.length).toBeLessThanOrEqual(4);
  });
});

describe('bonus questions', () => {
  it('have four distinct answers each', () => {
    for (const question of bonusQuestions) {
      expect(question.answers, question.id).toHaveLength(4);
      expect(new Set(question.answers).size, question.id).toBe(4);
    }
  });

  it('spread the correct answer over all four positions', () => {
    const byIndex = countBy(bonusQuestions, (q) => q.correctIndex);
    for (const index of [0, 1, 2, 3]) {
      expect(byIndex.get(index) ?? 0, `correct answer at index ${index}`).toBeGreaterThanOrEqual(8);
    }
  });

  it('never use "all of the above" or "none of the above"', () => {
    const lazy = bonusQuestions.filter((q) =>
      q.answers.some((answer) => /(all|none) of the above/i.test(answer)),
    );
    expect(lazy.map((q) => q.id)).toEqual([]);
  });

  it('cover the whole syllabus', () => {
    const topics = new Set(bonusQuestions.map((q) => q.topic));
    for (const topic of [
      'budgeting',
      'needs-and-wants',
      'saving',
      'interest',
      'bank-fees',
      'term-deposits',
      'credit-cards',
      'debt',
      'pay-slips',
      'tax',
      'super',
      'scams',
      'online-safety',
      'shares',
      'insurance',
      'bnpl',
    ]) {
      expect(topics, topic).toContain(topic);
    }
  });

  // The worked numbers, recomputed here in whole cents so a typo in the data fails the test.
  const dollars = (cents: number, showCents = false) =>
    '$' +
    (cents / 100).toLocaleString('en-AU', {
      minimumFractionDigits: showCents || cents % 100 !== 0 ? 2 : 0,
      maximumFractionDigits: 2,
    });
  const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;
  const TAX_FREE_THRESHOLD_CENTS = 18_200_00;
  const SUPER_GUARANTEE_PERCENT = 12;
  const minimumRepayment = (balanceCents: number) => Math.max(25_00, (balanceCents * 2) / 100);

  const worked: [id: string, expected: string][] = [
    ['budget-save-quarter', dollars((120_00 * 25) / 100)],
    ['budget-50-30-20', dollars((300_00 * 20) / 100)],
    ['budget-inflation', dollars((50_00 * 104) / 100)],
    ['saving-weeks-to-goal', `${360_00 / 40_00} weeks`],
    ['interest-simple-two-years', dollars((1_000_00 * 5 * 2) / 100)],
    ['interest-simple-six-months', dollars((500_00 * 4 * 0.5) / 100)],
    ['interest-compound-two-years', dollars((((1_000_00 * 110) / 100) * 110) / 100)],
    ['interest-compound-second-year', dollars((((200_00 * 105) / 100) * 5) / 100, true)],
    ['interest-rule-of-72', `${72 / 6} years`],
    ['fees-monthly-over-year', dollars(4_00 * 12)],
    ['fees-atm', percent(3_00, 20_00)],
    ['term-deposit-twelve-months', dollars((2_000_00 * 4) / 100)],
    ['term-deposit-six-months', dollars((1_000_00 * 4 * 0.5) / 100)],
    ['credit-minimum-small-balance', dollars(minimumRepayment(600_00))],
    ['credit-minimum-large-balance', dollars(minimumRepayment(2_000_00))],
    ['credit-monthly-interest', dollars((1_000_00 * 18) / 100 / 12)],
    ['credit-annual-fee-share', percent(120_00, 400_00)],
    ['payslip-net', dollars(400_00 - 25_00)],
    ['payslip-hours', dollars(12 * 15_50)],
    ['payslip-casual-loading', dollars(Math.round((24_95 * 125) / 100))],
    ['payslip-junior-rate', `About ${dollars(Math.round((26_55 * 50) / 100))}`],
    ['tax-income-above-threshold', dollars(25_000_00 - TAX_FREE_THRESHOLD_CENTS)],
    ['super-calc', dollars((500_00 * SUPER_GUARANTEE_PERCENT) / 100)],
    // The game's brokerage: 2% of the trade (engine shares/trade.ts), as the question says.
    ['shares-brokerage', dollars((800_00 * 102) / 100)],
    ['shares-gain', dollars(10 * (4_50 - 4_00), true)],
    ['insurance-claim-calc', dollars(800_00 - 100_00)],
    ['bnpl-instalments', dollars(200_00 / 4)],
  ];

  it.each(worked)('%s has the right answer %s', (id, expected) => {
    const question = bonusQuestions.find((q) => q.id === id);
    expect(question, id).toBeDefined();
    const { answers, correctIndex } = question as BonusQuestion;
    expect(answers[correctIndex]).toBe(expected);
  });

  it("teaches the game's brokerage, 2% of the trade", () => {
    const question = bonusQuestions.find((q) => q.id === 'shares-brokerage') as BonusQuestion;
    expect(question.text).toMatch(/2%/);
  });

  it('knows income under the tax-free threshold is not taxed', () => {
    const question = bonusQuestions.find((q) => q.id === 'tax-under-threshold') as BonusQuestion;
    expect(15_000_00).toBeLessThan(TAX_FREE_THRESHOLD_CENTS);
    expect(question.answers[question.correctIndex]).toMatch(/^Nothing/);
  });
});

describe('game events', () => {
  it('include both windfalls and mishaps', () => {
    const byKind = countBy(gameEvents, (e) => e.kind);
    expect(byKind.get('windfall') ?? 0).toBeGreaterThanOrEqual(5);
    expect(byKind.get('mishap') ?? 0).toBeGreaterThanOrEqual(5);
  });

  it('use realistic amounts, $20 to $400', () => {
    const outOfRange = gameEvents.filter((e) => e.amountCents < 20_00 || e.amountCents > 400_00);
    expect(outOfRange.map((e) => e.id)).toEqual([]);
  });

  it('fit in the game, earliest week first', () => {
    for (const event of gameEvents) {
      expect(event.earliestWeek, event.id).toBeLessThanOrEqual(event.latestWeek);
      expect(event.latestWeek, event.id).toBeLessThanOrEqual(27);
    }
  });
});

describe('offers', () => {
  it('cover the four main scam kinds and at least one remote-access or romance scam', () => {
    const kinds = new Set(scams.map((o) => o.scamKind));
    for (const kind of ['phishing', 'fake-online-shop', 'job-scam', 'investment-scam'] as const) {
      expect(kinds, kind).toContain(kind);
    }
    expect(kinds.has('remote-access') || kinds.has('romance')).toBe(true);
  });

  it('give every scam at least two red flags, and genuine offers none', () => {
    for (const scam of scams) {
      expect(scam.scamKind, scam.id).toBeDefined();
      expect(scam.redFlags.length, scam.id).toBeGreaterThanOrEqual(2);
    }
    for (const offer of genuineOffers) {
      expect(offer.scamKind, offer.id).toBeUndefined();
      expect(offer.redFlags, offer.id).toEqual([]);
    }
  });

  it('keep scam losses to what a teen could lose, $30 to $500', () => {
    const unrealistic = scams.filter(
      (o) => o.acceptAmountCents > -30_00 || o.acceptAmountCents < -500_00,
    );
    expect(unrealistic.map((o) => o.id)).toEqual([]);
  });

  it('include genuine offers that pay and some that cost', () => {
    expect(genuineOffers.some((o) => o.acceptAmountCents > 0)).toBe(true);
    expect(genuineOffers.some((o) => o.acceptAmountCents < 0)).toBe(true);
  });

  it('teach what to do after a scam: call the bank, report to Scamwatch', () => {
    for (const scam of scams) {
      expect(scam.acceptOutcome, scam.id).toMatch(/Scamwatch/);
      expect(scam.acceptOutcome, scam.id).toMatch(/bank/i);
    }
  });

  it('never use a real government address in a scam', () => {
    const domains = (offer: Offer) =>
      `${offer.content} ${offer.acceptOutcome}`.match(/[a-z0-9-]+(\.[a-z0-9-]+)+/gi) ?? [];
    const official = scams.flatMap(domains).filter((domain) => /\.gov(\.au)?$/i.test(domain));
    expect(official).toEqual([]);
  });

  it('fit in the game, earliest week first', () => {
    for (const offer of offers) {
      expect(offer.earliestWeek, offer.id).toBeLessThanOrEqual(offer.latestWeek);
    }
  });
});

describe('markup', () => {
  const richTexts: [string, string][] = [
    ...gameEvents.map((e): [string, string] => [e.id, e.content]),
    ...offers.flatMap((o): [string, string][] => [
      [`${o.id} content`, o.content],
      [`${o.id} accept`, o.acceptOutcome],
      [`${o.id} decline`, o.declineOutcome],
    ]),
    ...faqs.map((f): [string, string] => [f.id, f.content]),
  ];

  it('uses only the allowed tags, closed in order', () => {
    const problems = richTexts.flatMap(([where, text]) =>
      markupProblems(text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('keeps mentor texts, questions, names and red flags free of markup', () => {
    const plain = [
      ...helpMessages.flatMap((h) => [h.title, h.body]),
      ...mentorWelcome.flatMap((page) => [page.title, page.body]),
      ...weeklyMentorTips.flatMap((tip) => [tip.title, tip.body]),
      ...bonusQuestions.flatMap((q) => [q.text, ...q.answers, q.explanation]),
      ...faqs.map((f) => f.name),
      ...offers.flatMap((o) => [o.from, o.subject, ...o.redFlags]),
      ...gameEvents.flatMap((e) => [e.from, e.subject]),
    ];
    expect(plain.filter((text) => /[<>]/.test(text))).toEqual([]);
  });

  it('rejects links, images, attributes and unclosed tags', () => {
    expect(markupProblems('<p>Hi <strong>there</strong><br>friend</p><ul><li>a</li></ul>')).toEqual(
      [],
    );
    expect(markupProblems('<a href="x">click</a>')).not.toEqual([]);
    expect(markupProblems('<img src="x.png">')).not.toEqual([]);
    expect(markupProblems('<p class="big">hi</p>')).not.toEqual([]);
    expect(markupProblems('<p>hi')).not.toEqual([]);
    expect(markupProblems('<p><strong>hi</p></strong>')).not.toEqual([]);
    expect(markupProblems('5 < 6')).not.toEqual([]);
  });
});

describe('mentor help', () => {
  it('covers every app a player can open with one or two messages, and no app turned off', () => {
    const byApp = countBy(helpMessages, (h) => h.appKey);
    const disabled: readonly string[] = starterScenario.disabledApps;
    for (const appKey of HELP_APP_KEYS) {
      const served = byApp.get(appKey) ?? 0;
      if (disabled.includes(appKey)) {
        expect(served, `${appKey} is turned off: no help for it`).toBe(0);
      } else {
        expect(served, appKey).toBeGreaterThanOrEqual(1);
        expect(served, appKey).toBeLessThanOrEqual(2);
      }
    }
  });

  it('keeps help between 300 and 900 characters with %USERNAME% at most once', () => {
    for (const help of helpMessages) {
      expect(help.body.length, help.title).toBeGreaterThanOrEqual(300);
      expect(help.body.length, help.title).toBeLessThanOrEqual(900);
      expect(help.body.split('%USERNAME%').length - 1, help.title).toBeLessThanOrEqual(1);
    }
  });

  it('welcomes the player by name on short pages', () => {
    expect(mentorWelcome.some((page) => page.body.includes('%USERNAME%'))).toBe(true);
    for (const page of mentorWelcome) expect(page.body.length, page.title).toBeLessThanOrEqual(350);
  });

  it.each(PERSONA_KEYS)(
    'has one tip for each week, 1 to 27, for the %s persona, each under 350 characters',
    (key) => {
      expect(
        weeklyMentorTips.filter((tip) => fitsPersona(tip, key)).map((tip) => tip.week),
      ).toEqual(Array.from({ length: 27 }, (_, index) => index + 1));
      for (const tip of weeklyMentorTips) expect(tip.body.length, tip.title).toBeLessThan(350);
    },
  );
});

describe('the schemas reject broken content', () => {
  const question = bonusQuestions[0] as BonusQuestion;
  const scam = scams[0] as Offer;
  const genuine = genuineOffers[0] as Offer;

  it('bonus questions: wrong answer count, repeated answers, index out of range', () => {
    expect(bonusQuestionSchema.safeParse({ ...question, answers: ['a', 'b', 'c'] }).success).toBe(
      false,
    );
    expect(
      bonusQuestionSchema.safeParse({ ...question, answers: ['a', 'b', 'c', 'A'] }).success,
    ).toBe(false);
    expect(bonusQuestionSchema.safeParse({ ...question, correctIndex: 4 }).success).toBe(false);
    expect(bonusQuestionSchema.safeParse({ ...question, explanation: 'one\ntwo' }).success).toBe(
      false,
    );
  });

  it('events: non-positive or fractional amounts, weeks out of order or range', () => {
    const event = gameEvents[0];
    expect(gameEventSchema.safeParse({ ...event, amountCents: -500 }).success).toBe(false);
    expect(gameEventSchema.safeParse({ ...event, amountCents: 10.5 }).success).toBe(false);
    expect(gameEventSchema.safeParse({ ...event, earliestWeek: 10, latestWeek: 5 }).success).toBe(
      false,
    );
    expect(gameEventSchema.safeParse({ ...event, latestWeek: 28 }).success).toBe(false);
    expect(gameEventSchema.safeParse({ ...event, content: '<a href="x">win</a>' }).success).toBe(
      false,
    );
  });

  it('offers: scams need a kind, red flags and a cost; genuine offers have none', () => {
    expect(offerSchema.safeParse({ ...scam, scamKind: undefined }).success).toBe(false);
    expect(offerSchema.safeParse({ ...scam, redFlags: ['only one'] }).success).toBe(false);
    expect(offerSchema.safeParse({ ...scam, acceptAmountCents: 5000 }).success).toBe(false);
    expect(offerSchema.safeParse({ ...genuine, redFlags: ['odd'] }).success).toBe(false);
    expect(offerSchema.safeParse({ ...genuine, scamKind: 'phishing' }).success).toBe(false);
  });

  it('story: a notice that moves money, a mishap that changes a bill, a scam that changes a bill', () => {
    const notice = story.find((beat) => beat.type === 'event' && beat.kind === 'notice')!;
    expect(storyBeatSchema.safeParse(notice).success).toBe(true);
    expect(storyBeatSchema.safeParse({ ...notice, amountCents: 500 }).success).toBe(false);
    const mishap = story.find((beat) => beat.type === 'event' && beat.kind === 'mishap')!;
    expect(storyBeatSchema.safeParse(mishap).success).toBe(true);
    expect(
      storyBeatSchema.safeParse({
        ...mishap,
        billChange: { seriesId: 'rent', amountCents: 100, fromWeek: 9 },
      }).success,
    ).toBe(false);
    expect(storyBeatSchema.safeParse({ ...notice, week: 28 }).success).toBe(false);
    const storyScam = story.find((beat) => beat.type === 'offer' && beat.isScam)!;
    expect(storyBeatSchema.safeParse(storyScam).success).toBe(true);
    expect(
      storyBeatSchema.safeParse({
        ...storyScam,
        acceptBillChange: { seriesId: 'rent', amountCents: 100 },
      }).success,
    ).toBe(false);
    expect(
      offerSchema.safeParse({ ...scam, acceptBillChange: { seriesId: 'rent', amountCents: 1 } })
        .success,
    ).toBe(false);
  });

  it('help: unknown app, too short, %USERNAME% twice', () => {
    const help = helpMessages[0];
    expect(helpMessageSchema.safeParse({ ...help, appKey: 'Calendar' }).success).toBe(false);
    expect(helpMessageSchema.safeParse({ ...help, body: 'Too short.' }).success).toBe(false);
    const twice = `%USERNAME% ${'x'.repeat(400)} %USERNAME%`;
    expect(helpMessageSchema.safeParse({ ...help, body: twice }).success).toBe(false);
  });
});

// The learning items of the matched pre-test and post-test (issue 33): each fits the schema, the
// bank covers every topic, the curriculum codes are ones news/curriculum.ts checked, no item
// repeats a question the player meets elsewhere, right answers are spread over the positions, and
// the figures are the game's.
import { ESTABLISHMENT_FEE_RATE, MONTHLY_FEE_RATE } from '@mc/engine/bills/small-loan';
import { BROKERAGE_RATE } from '@mc/engine/shares/trade';
import { describe, expect, it } from 'vitest';
import { bonusQuestions } from '../bonus-questions';
import { articles } from '../news/articles';
import { curriculum } from '../news/curriculum';
import { bankAccountTypes } from '../starter/accounts';
import { bills } from '../starter/bills';
import { rules } from '../starter/rules';
import { endQuizQuestions } from './end-quiz';
import { LEARNING_ITEMS } from './learning-items';
import { learningItemSchema, QUIZ_TOPICS, type LearningItem } from './schema';

/** A question's words without case, punctuation or spacing, to compare two texts. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9$%]+/g, ' ')
    .trim();

/** Dollars as the items write them, to the cent: '$2,800', '$8.75'. */
const dollars = (amount: number) => {
  const rounded = Math.round(amount * 100) / 100;
  return `$${rounded.toLocaleString('en-AU', {
    minimumFractionDigits: Number.isInteger(rounded) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
};

const isTrueFalse = (q: LearningItem) => q.options.length === 2;
const multipleChoice = LEARNING_ITEMS.filter((q) => !isTrueFalse(q));
const trueFalse = LEARNING_ITEMS.filter(isTrueFalse);

const item = (id: string) => {
  const q = LEARNING_ITEMS.find((x) => x.id === id);
  if (!q) throw new Error(`no learning item ${id}`);
  return q;
};
const rightAnswer = (id: string) => {
  const q = item(id);
  return q.options[q.correct];
};

describe('learning items', () => {
  describe.each(LEARNING_ITEMS.map((q) => [q.id, q] as const))('%s', (_, q) => {
    it('fits the schema', () => {
      const parsed = learningItemSchema.safeParse(q);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('is named learn-<topic>-<n> after its topic', () => {
      expect(q.id).toMatch(new RegExp(`^learn-${q.topic}-[1-9][0-9]*$`));
    });

    it('is never timed', () => {
      expect('timed' in q).toBe(false);
      expect(learningItemSchema.safeParse({ ...q, timed: false }).success).toBe(false);
    });

    it('cites only content descriptions news/curriculum.ts lists', () => {
      const listed = new Set(curriculum.map((c) => c.code));
      expect(q.curriculum.length).toBeGreaterThan(0);
      expect(q.curriculum.filter((code) => !listed.has(code))).toEqual([]);
    });

    if (isTrueFalse(q)) {
      it("is a statement with exactly the options 'True' and 'False'", () => {
        expect(q.options).toEqual(['True', 'False']);
        expect(q.text).not.toContain('?');
      });
    } else {
      it('asks one question with 3 or 4 answers', () => {
        expect(q.options.length).toBeGreaterThanOrEqual(3);
        expect(q.options.length).toBeLessThanOrEqual(4);
        expect(q.text.match(/\?/g)).toHaveLength(1);
        expect(q.text.endsWith('?')).toBe(true);
      });
    }
  });

  it('has at least 36 items with distinct ids and texts', () => {
    expect(LEARNING_ITEMS.length).toBeGreaterThanOrEqual(36);
    expect(new Set(LEARNING_ITEMS.map((q) => q.id)).size).toBe(LEARNING_ITEMS.length);
    expect(new Set(LEARNING_ITEMS.map((q) => normalise(q.text))).size).toBe(LEARNING_ITEMS.length);
  });

  it('has at least 3 items for each of the quiz topics', () => {
    for (const topic of QUIZ_TOPICS) {
      expect(LEARNING_ITEMS.filter((q) => q.topic === topic).length, topic).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('makes about a quarter of the items true/false, with both answers right somewhere', () => {
    const share = trueFalse.length / LEARNING_ITEMS.length;
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.3);
    expect(trueFalse.some((q) => q.correct === 0)).toBe(true);
    expect(trueFalse.some((q) => q.correct === 1)).toBe(true);
  });

  it('spreads the multiple-choice right answers: no position holds more than half', () => {
    const counts = [0, 1, 2, 3].map(
      (position) => multipleChoice.filter((q) => q.correct === position).length,
    );
    for (const count of counts) expect(count).toBeLessThanOrEqual(multipleChoice.length / 2);
    // Every position of a four-answer item is right somewhere, so guessing one never pays.
    expect(counts.every((count) => count > 0)).toBe(true);
  });

  it('repeats no end quiz, bonus or Finance Weekly quiz question word for word', () => {
    const taken = new Set([
      ...endQuizQuestions.map((q) => normalise(q.text)),
      ...bonusQuestions.map((q) => normalise(q.text)),
      ...articles.flatMap((a) => a.quiz.questions.map((q) => normalise(q.text))),
    ]);
    expect(taken.size).toBeGreaterThan(100);
    expect(LEARNING_ITEMS.filter((q) => taken.has(normalise(q.text))).map((q) => q.id)).toEqual([]);
  });

  it("rejects a true/false item whose options aren't 'True', 'False' in that order", () => {
    const statement = item('learn-super-2');
    expect(learningItemSchema.safeParse({ ...statement, options: ['False', 'True'] }).success).toBe(
      false,
    );
    expect(learningItemSchema.safeParse({ ...statement, options: ['Yes', 'No'] }).success).toBe(
      false,
    );
    expect(learningItemSchema.safeParse({ ...statement, curriculum: ['AC9HE9K99'] }).success).toBe(
      false,
    );
  });
});

describe("the learning items' figures are the game's and their sums are right", () => {
  it('pay: net pay is gross pay less the tax withheld', () => {
    expect(rightAnswer('learn-pay-and-tax-1')).toBe(dollars(15 * 16 - 9));
  });

  it("super: the game's 12% guarantee on a $250 week", () => {
    expect(rules.superGuaranteeRate).toBe(0.12);
    expect(item('learn-super-1').explanation).toContain('12%');
    expect(rightAnswer('learn-super-1')).toBe(dollars(250 * rules.superGuaranteeRate));
  });

  it("interest: the game's Online Saver (2.75% p.a.) earns about $22 on $800 in a year", () => {
    const saver = bankAccountTypes.find((t) => t.id === 'online-saver')!;
    expect(item('learn-interest-1').text).toContain(
      `${(saver.interestRate * 100).toFixed(2)}% p.a.`,
    );
    expect(rightAnswer('learn-interest-1')).toBe(
      `About ${dollars(Math.round(800 * saver.interestRate))}`,
    );
  });

  it('interest: compound interest on $1,000 at 10% for three years', () => {
    expect(rightAnswer('learn-interest-2')).toBe(dollars(Math.round(1000 * 1.1 ** 3 * 100) / 100));
  });

  it("interest: the game's 3-month term deposit earns a share of its yearly rate", () => {
    const deposit = bankAccountTypes.find((t) => t.id === 'term-deposit-3-month')!;
    const q = item('learn-interest-3');
    expect(q.text).toContain(`${deposit.depositPeriodWeeks}-week`);
    expect(q.text).toContain(`${(deposit.interestRate * 100).toFixed(2)}% p.a.`);
    expect(rightAnswer('learn-interest-3')).toBe('False');
    const earned = (deposit.interestRate * 100 * deposit.depositPeriodWeeks) / 52;
    expect(q.explanation).toContain(`about ${earned.toFixed(2)}%`);
  });

  it("budgeting: the game's rent of $466 a fortnight is $233 a week", () => {
    const rent = bills.find((b) => b.id === 'rent')!;
    expect(rent.everyWeeks).toBe(2);
    expect(item('learn-budgeting-1').text).toContain(
      `${dollars(rent.amountCents / 100)} a fortnight`,
    );
    expect(rightAnswer('learn-budgeting-1')).toBe(dollars(rent.amountCents / 2 / 100));
  });

  it("budgeting: the game's $60 four-weekly power and internet bill is paid 13 times a year", () => {
    const power = bills.find((b) => b.id === 'power-internet')!;
    expect(power.everyWeeks).toBe(4);
    expect(item('learn-budgeting-2').text).toContain(
      `${dollars(power.amountCents / 100)} every four weeks`,
    );
    expect(rightAnswer('learn-budgeting-2')).toBe(dollars(((52 / 4) * power.amountCents) / 100));
  });

  it('budgeting: spending more than comes in is a shortfall', () => {
    expect(rightAnswer('learn-budgeting-3')).toBe(`A shortfall of ${dollars(180 + 90 - 250)}`);
  });

  it("bills and debt: the payday loan is the game's (20% establishment fee, 4% a month)", () => {
    expect(ESTABLISHMENT_FEE_RATE).toBe(0.2);
    expect(MONTHLY_FEE_RATE).toBe(0.04);
    const q = item('learn-bills-and-debt-3');
    expect(rightAnswer('learn-bills-and-debt-3')).toContain(
      '20% establishment fee plus 4% a month',
    );
    expect(q.explanation).toContain(`${dollars(150 * ESTABLISHMENT_FEE_RATE)} to start`);
    expect(q.explanation).toContain(`${dollars(150 * MONTHLY_FEE_RATE)} a month`);
    // The plan that pays both bills leaves money over: $100 − $60 − $35.
    expect(item('learn-bills-and-debt-1').explanation).toContain(dollars(100 - 60 - 35));
  });

  it('credit: a late fee on buy now pay later comes on top of the price', () => {
    expect(rightAnswer('learn-credit-3')).toBe(dollars(160 + 10));
  });

  it("shares: the game's 2% brokerage, paid when buying and again when selling", () => {
    expect(BROKERAGE_RATE).toBe(0.02);
    expect(item('learn-shares-3').text).toContain(`${BROKERAGE_RATE * 100}% when you buy`);
    const bought = 250 * (1 + BROKERAGE_RATE);
    const sold = 300 * (1 - BROKERAGE_RATE);
    expect(rightAnswer('learn-shares-3')).toBe(dollars(sold - bought));
  });

  it('buying: the sale price against the second-hand price, and what a phone loses', () => {
    expect(80 * 0.75 - 55).toBe(5);
    expect(rightAnswer('learn-buying-and-selling-1')).toBe('The second-hand one, by $5');
    expect(rightAnswer('learn-buying-and-selling-3')).toBe(
      `${Math.round(((600 - 360) / 600) * 100)}%`,
    );
  });

  it('insurance: a year of premiums plus one excess for each policy', () => {
    const policyA = 12 * 20 + 500;
    const policyB = 12 * 30 + 100;
    expect(policyB).toBeLessThan(policyA);
    expect(rightAnswer('learn-insurance-and-risk-3')).toBe('Policy B');
    expect(item('learn-insurance-and-risk-3').explanation).toContain(dollars(policyA));
    expect(item('learn-insurance-and-risk-3').explanation).toContain(dollars(policyB));
  });
});

describe('the words', () => {
  const texts = LEARNING_ITEMS.flatMap((q) => [
    { where: `${q.id} text`, text: q.text },
    ...q.options.map((text, i) => ({ where: `${q.id} option ${i}`, text })),
    { where: `${q.id} explanation`, text: q.explanation },
  ]);

  it('are written in Australian English', () => {
    const AMERICAN =
      /\b(color\w*|favor\w*|favorite|organiz\w*|behavior\w*|realiz\w*|prioritiz\w*|recogniz\w*|apologiz\w*|center|defense|license|mom|vacation|paycheck|checking account|gotten|learned|enroll\w*|catalog)\b/i;
    expect(texts.filter(({ text }) => AMERICAN.test(text)).map((t) => t.where)).toEqual([]);
  });

  it('never talk down to the player', () => {
    const CONDESCENDING =
      /\b(obviously|clearly|simply|of course|silly|stupid|dumb|lazy|careless|everyone knows)\b/i;
    expect(texts.filter(({ text }) => CONDESCENDING.test(text)).map((t) => t.where)).toEqual([]);
  });

  it('use no trick wording: no double negatives, no capitalised NOT or EXCEPT', () => {
    const TRICK = /\b(NOT|EXCEPT|NEVER)\b|\bnot un\w+|\bwhich is not\b|\bisn't not\b/;
    expect(LEARNING_ITEMS.filter((q) => TRICK.test(q.text)).map((q) => q.id)).toEqual([]);
  });

  it("never offer 'all of the above' or 'none of the above'", () => {
    const offending = LEARNING_ITEMS.filter((q) =>
      [q.text, ...q.options].some((t) => /\b(all|none) of the above\b/i.test(t)),
    );
    expect(offending.map((q) => q.id)).toEqual([]);
  });
});

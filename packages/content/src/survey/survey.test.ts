// The end of the game's words: the end quiz (24 questions over the game's topics, some timed,
// right answers spread over the positions, every fact cited from a government or regulator page
// and every figure the game's own) and the end survey (a short, single-choice survey with no
// personal questions), with their intro screens.
import { minimumRepaymentCents } from '@mc/engine/credit-card/card';
import { weeklyInterestCentiCents } from '@mc/engine/banking/interest';
import { smallLoanCost, SMALL_LOAN_CENTS } from '@mc/engine/bills/small-loan';
import { ratesFor } from '@mc/engine/income/assessment';
import { UNDER_18_MIN_HOURS_EXCLUSIVE } from '@mc/engine/income/super';
import { BROKERAGE_RATE } from '@mc/engine/shares/trade';
import { describe, expect, it } from 'vitest';
import { bonusQuestions } from '../bonus-questions';
import { articles } from '../news/articles';
import { bankAccountTypes } from '../starter/accounts';
import { bills } from '../starter/bills';
import { rules } from '../starter/rules';
import { endQuizQuestions } from './end-quiz';
import {
  endQuizQuestionSchema,
  introSchema,
  isAllowedSource,
  OTHER_OPTION,
  QUIZ_TOPICS,
  sentenceCount,
  SOURCE_HOSTS,
  surveyQuestionSchema,
  TIMED_MAX_WORDS,
  wordsToRead,
} from './schema';
import { endSurveyQuestions, QUIZ_INTRO, SURVEY_INTRO } from './survey';

/** Every text a player reads, with where it comes from. */
const texts: { where: string; text: string }[] = [
  ...endQuizQuestions.flatMap((q) => [
    { where: `${q.id} text`, text: q.text },
    ...q.options.map((text, i) => ({ where: `${q.id} option ${i}`, text })),
    { where: `${q.id} explanation`, text: q.explanation },
  ]),
  ...endSurveyQuestions.flatMap((q) => [
    { where: `${q.id} text`, text: q.text },
    ...q.options.map((text, i) => ({ where: `${q.id} option ${i}`, text })),
    { where: `${q.id} purpose`, text: q.purpose },
  ]),
  ...[QUIZ_INTRO, SURVEY_INTRO].flatMap((intro) => [
    { where: `intro ${intro.title}`, text: intro.title },
    { where: `intro ${intro.title} body`, text: intro.body },
  ]),
];

/** A question's words without case, punctuation or spacing, to compare two texts. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9$%]+/g, ' ')
    .trim();

/** Dollars as the questions write them: '$2,800', '$8.75'. */
const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-AU', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

const question = (id: string) => {
  const q = endQuizQuestions.find((x) => x.id === id);
  if (!q) throw new Error(`no end quiz question ${id}`);
  return q;
};
const rightAnswer = (id: string) => {
  const q = question(id);
  return q.options[q.correct];
};

describe('end quiz questions', () => {
  describe.each(endQuizQuestions.map((q) => [q.id, q] as const))('%s', (_, q) => {
    it('fits the schema', () => {
      const parsed = endQuizQuestionSchema.safeParse(q);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('asks one question of at most 200 characters, with 3 or 4 distinct short answers', () => {
      expect(q.text.length).toBeLessThanOrEqual(200);
      expect(q.text.match(/\?/g)).toHaveLength(1);
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.length).toBeLessThanOrEqual(4);
      for (const option of q.options) expect(option.length, option).toBeLessThanOrEqual(90);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(q.options.length);
      expect(q.correct).toBeLessThan(q.options.length);
    });

    it('explains why in one or two sentences of at most 240 characters', () => {
      expect(q.explanation.length).toBeLessThanOrEqual(240);
      expect(sentenceCount(q.explanation)).toBeGreaterThanOrEqual(1);
      expect(sentenceCount(q.explanation)).toBeLessThanOrEqual(2);
    });

    it('cites a government or regulator page for a fact, and nothing for pure reasoning', () => {
      if (q.reasoning) {
        expect(q.sources).toEqual([]);
      } else {
        expect(q.sources.length).toBeGreaterThanOrEqual(1);
        for (const source of q.sources) expect(isAllowedSource(source.url), source.url).toBe(true);
        expect(new Set(q.sources.map((s) => s.url)).size).toBe(q.sources.length);
      }
    });

    if (q.timed) {
      it(`is short enough to read against the clock (at most ${TIMED_MAX_WORDS} words)`, () => {
        expect(wordsToRead(q)).toBeLessThanOrEqual(TIMED_MAX_WORDS);
      });
    }
  });

  it('has 24 questions with distinct ids and texts', () => {
    expect(endQuizQuestions).toHaveLength(24);
    expect(new Set(endQuizQuestions.map((q) => q.id)).size).toBe(endQuizQuestions.length);
    expect(new Set(endQuizQuestions.map((q) => normalise(q.text))).size).toBe(
      endQuizQuestions.length,
    );
  });

  it('covers at least 10 of the topics with at least 2 questions each', () => {
    const perTopic = QUIZ_TOPICS.map(
      (topic) => endQuizQuestions.filter((q) => q.topic === topic).length,
    );
    expect(perTopic.filter((n) => n >= 2).length).toBeGreaterThanOrEqual(10);
    for (const q of endQuizQuestions) expect(QUIZ_TOPICS).toContain(q.topic);
  });

  it('has at least 8 timed questions', () => {
    expect(endQuizQuestions.filter((q) => q.timed).length).toBeGreaterThanOrEqual(8);
  });

  it('spreads the right answers over the positions: none holds more than 40%', () => {
    const counts = [0, 1, 2, 3].map(
      (position) => endQuizQuestions.filter((q) => q.correct === position).length,
    );
    for (const count of counts) expect(count / endQuizQuestions.length).toBeLessThanOrEqual(0.4);
    // Every position of a four-answer question is right somewhere, so guessing 'the last one'
    // or 'the first one' never pays.
    expect(counts.every((count) => count > 0)).toBe(true);
  });

  it("never offers 'all of the above' or 'none of the above'", () => {
    const offending = endQuizQuestions.filter((q) =>
      [q.text, ...q.options].some((t) => /\b(all|none) of the above\b/i.test(t)),
    );
    expect(offending.map((q) => q.id)).toEqual([]);
  });

  it('cites only the allowed government and regulator sites, over https', () => {
    const urls = endQuizQuestions.flatMap((q) => q.sources.map((s) => s.url));
    expect(urls.length).toBeGreaterThan(0);
    const wrong = urls.filter((url) => {
      const host = new URL(url).hostname;
      return (
        new URL(url).protocol !== 'https:' ||
        !SOURCE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
      );
    });
    expect(wrong).toEqual([]);
    expect(isAllowedSource('https://www.fcs.gov.au/')).toBe(false);
    expect(isAllowedSource('https://moneysmart.gov.au.example.com/')).toBe(false);
    expect(isAllowedSource('http://www.ato.gov.au/')).toBe(false);
  });

  it('repeats no bonus question or Finance Weekly quiz question word for word', () => {
    const taken = new Set([
      ...bonusQuestions.map((q) => normalise(q.text)),
      ...articles.flatMap((a) => a.quiz.questions.map((q) => normalise(q.text))),
    ]);
    expect(endQuizQuestions.filter((q) => taken.has(normalise(q.text))).map((q) => q.id)).toEqual(
      [],
    );
  });
});

describe("the end quiz's figures are the game's and its sums are right", () => {
  it('tax: the tax-free threshold is $18,200 in 2025-26 and in 2026-27', () => {
    const threshold = ratesFor(2025).brackets[0]!.overDollars;
    expect(threshold).toBe(18_200);
    expect(ratesFor(2026).brackets[0]!.overDollars).toBe(threshold);
    expect(rightAnswer('income-above-the-threshold')).toBe(dollars(21_000 - threshold));
  });

  it("super: the game's 12% guarantee, and the under-18 rule of more than 30 hours a week", () => {
    expect(rules.superGuaranteeRate).toBe(0.12);
    expect(question('super-on-a-300-week').explanation).toContain('12%');
    expect(rightAnswer('super-on-a-300-week')).toBe(
      dollars(Math.round(300 * rules.superGuaranteeRate * 100) / 100),
    );
    expect(UNDER_18_MIN_HOURS_EXCLUSIVE).toBe(30);
    expect(question('holiday-week-super').text).toMatch(/\b3[1-9] hours\b/);
    expect(rightAnswer('holiday-week-super')).toMatch(/^Yes\b.*more than 30 hours/);
  });

  it("interest: the game's 3-month term deposit (12 weeks at 4.10%) earns about $9 on $1,000", () => {
    const deposit = bankAccountTypes.find((t) => t.id === 'term-deposit-3-month')!;
    const q = question('term-deposit-twelve-weeks');
    expect(q.text).toContain(`${deposit.depositPeriodWeeks}-week`);
    expect(q.text).toContain(`${(deposit.interestRate * 100).toFixed(2)}% p.a.`);
    // The question's sum (a share of a year) and the engine's weekly accrual both round to $9.
    const byYearShare = (1000 * deposit.interestRate * deposit.depositPeriodWeeks) / 52;
    const byEngine =
      (weeklyInterestCentiCents(100_000, deposit.interestRate) * deposit.depositPeriodWeeks) /
      10_000;
    expect(rightAnswer('term-deposit-twelve-weeks')).toBe(
      `About ${dollars(Math.round(byYearShare))}`,
    );
    expect(Math.round(byEngine)).toBe(Math.round(byYearShare));
  });

  it('interest: compound interest on $2,000 at 5% for two years', () => {
    expect(rightAnswer('compound-interest-two-years')).toBe(
      dollars(Math.round(2000 * 1.05 * 1.05 * 100) / 100),
    );
  });

  it("budgeting: the game's $35 four-weekly phone plan is $8.75 a week", () => {
    const phone = bills.find((b) => b.id === 'phone')!;
    const q = question('phone-plan-each-week');
    expect(q.text).toContain(dollars(phone.amountCents / 100));
    expect(phone.everyWeeks).toBe(4);
    expect(q.text).toContain('every four weeks');
    expect(rightAnswer('phone-plan-each-week')).toBe(
      dollars(phone.amountCents / phone.everyWeeks / 100),
    );
  });

  it('budgeting: net worth is what you own minus what you owe', () => {
    expect(rightAnswer('net-worth-sum')).toBe(dollars(1200 + 300 - 200));
  });

  it("bills and debt: the payday loan's fees are the game's small loan's ($84 on $300)", () => {
    const cost = smallLoanCost(SMALL_LOAN_CENTS);
    expect(SMALL_LOAN_CENTS).toBe(30_000);
    expect(cost.months).toBe(2);
    const q = question('payday-loan-fees');
    expect(q.text).toContain('20% establishment fee');
    expect(q.text).toContain('4% a month');
    expect(q.text).toContain('$300 loan over two months');
    expect(rightAnswer('payday-loan-fees')).toBe(dollars(cost.feesCents / 100));
  });

  it("credit: the game's minimum repayment on $900 is $25 (the greater of $25 or 2%)", () => {
    const minimum = minimumRepaymentCents(
      90_000,
      rules.card.minRepaymentFloorCents,
      rules.card.minRepaymentRate,
    );
    const q = question('after-the-minimum-repayment');
    expect(q.text).toContain(`the ${dollars(minimum / 100)} minimum`);
    expect(q.text).toContain(`the other ${dollars((90_000 - minimum) / 100)}`);
  });

  it("shares: the game's 2% brokerage, paid when buying and again when selling", () => {
    expect(BROKERAGE_RATE).toBe(0.02);
    expect(question('brokerage-both-ways').text).toContain(`${BROKERAGE_RATE * 100}%`);
    expect(rightAnswer('brokerage-both-ways')).toBe(dollars(2 * 400 * BROKERAGE_RATE));
  });

  it('shares: one of four equal holdings falling 20% costs 5% of the whole', () => {
    expect(rightAnswer('one-of-four-falls')).toBe(dollars((800 / 4) * 0.2));
  });

  it('buying: the bag with the lower price per 100 g is the better value', () => {
    const small = 2.5 / 5;
    const large = 4.5 / 10;
    expect(large).toBeLessThan(small);
    expect(rightAnswer('unit-price-pasta')).toBe('The 1 kg bag');
  });

  it('insurance: a year of premiums with no claim', () => {
    expect(rightAnswer('phone-insurance-for-a-year')).toBe(dollars(12 * 12));
  });
});

describe('end survey questions', () => {
  describe.each(endSurveyQuestions.map((q) => [q.id, q] as const))('%s', (_, q) => {
    it('fits the schema', () => {
      const parsed = surveyQuestionSchema.safeParse(q);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('is one single-choice question with 2 to 6 distinct answers of at most 80 characters', () => {
      expect(q.kind).toBe('single');
      expect(q.text.length).toBeLessThanOrEqual(200);
      expect(q.text.endsWith('?')).toBe(true);
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(q.options.length).toBeLessThanOrEqual(6);
      for (const option of q.options) expect(option.length, option).toBeLessThanOrEqual(80);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(q.options.length);
    });

    it("lets the player add their own words only under a last option 'Other'", () => {
      expect(q.options.at(-1) === OTHER_OPTION).toBe(q.allowOther);
    });

    it('says in one line what it measures', () => {
      expect(q.purpose).not.toMatch(/\n/);
      expect(q.purpose.length).toBeGreaterThan(10);
    });
  });

  it('has 8 to 10 questions with distinct ids, none shared with the quiz', () => {
    expect(endSurveyQuestions.length).toBeGreaterThanOrEqual(8);
    expect(endSurveyQuestions.length).toBeLessThanOrEqual(10);
    const ids = endSurveyQuestions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const quizIds = new Set(endQuizQuestions.map((q) => q.id));
    expect(ids.filter((id) => quizIds.has(id))).toEqual([]);
  });

  it("lets two or three questions take an 'Other' answer", () => {
    const withOther = endSurveyQuestions.filter((q) => q.allowOther).length;
    expect(withOther).toBeGreaterThanOrEqual(2);
    expect(withOther).toBeLessThanOrEqual(3);
  });

  it('asks what the brief asks: learning, confidence now and its change, real-life plans, apps, family, recommending', () => {
    const ids = endSurveyQuestions.map((q) => q.id);
    for (const id of [
      'learned-most-about',
      'confidence-now',
      'confidence-change',
      'do-differently',
      'most-helpful-app',
      'talk-about-money',
      'recommend-the-game',
    ])
      expect(ids).toContain(id);
  });

  it('measures confidence on a five-point scale in words, not numbers', () => {
    for (const id of ['confidence-now', 'confidence-change']) {
      const q = endSurveyQuestions.find((x) => x.id === id)!;
      expect(q.options).toHaveLength(5);
      expect(q.options.filter((o) => /\d/.test(o))).toEqual([]);
    }
  });

  it("names only the game's own apps as choices for the most helpful app", () => {
    const APPS = [
      'Email',
      'My Bank',
      'Messages',
      'Weekly Planner',
      'My Cash',
      'My Credit',
      'MyStuff',
      'Job Finder',
      'uShop',
      'iBuy',
      'Shares',
      'Finance Weekly',
    ];
    const q = endSurveyQuestions.find((x) => x.id === 'most-helpful-app')!;
    expect(q.options.filter((o) => o !== OTHER_OPTION && !APPS.includes(o))).toEqual([]);
  });

  it('never asks for personal data', () => {
    const PERSONAL =
      /\b(e-?mail|surname|first name|full name|your name|address|phone number|mobile number|school name|which school|postcode|date of birth|birthday|income|how much you earn|salary)\b/i;
    const asked = endSurveyQuestions.flatMap((q) =>
      [q.text, ...q.options].filter((t) => PERSONAL.test(t)).map((t) => `${q.id}: ${t}`),
    );
    expect(asked).toEqual([]);
  });
});

describe('the intro screens', () => {
  it("are the spec's titles with one or two short sentences", () => {
    for (const intro of [QUIZ_INTRO, SURVEY_INTRO]) {
      const parsed = introSchema.safeParse(intro);
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
    expect(QUIZ_INTRO.title).toBe("WAIT! You're not finished yet.");
    expect(SURVEY_INTRO.title).toBe('End of Game Survey');
  });

  it('tell the quiz player that right answers add cash and timed ones pay a time bonus', () => {
    expect(QUIZ_INTRO.body).toMatch(/right answer/i);
    expect(QUIZ_INTRO.body).toMatch(/cash/i);
    expect(QUIZ_INTRO.body).toMatch(/timed/i);
    expect(QUIZ_INTRO.body).toMatch(/time bonus/i);
  });

  it('tell the survey player there are no right or wrong answers and it takes about 2 minutes', () => {
    expect(SURVEY_INTRO.body).toMatch(/no right or wrong answers/i);
    expect(SURVEY_INTRO.body).toMatch(/about 2 minutes/i);
  });
});

describe('the words', () => {
  it('are plain text: no HTML, braces, Markdown, line breaks or placeholders', () => {
    const marked = texts.filter(({ text }) => /[<>{}*_#`[\]\n\r]|%[A-Z_]+%/.test(text));
    expect(marked.map((t) => t.where)).toEqual([]);
  });

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

  it('use no trick wording: no double negatives and no capitalised NOT or EXCEPT', () => {
    const TRICK = /\b(NOT|EXCEPT|NEVER)\b|\bnot un\w+|\bwhich is not\b|\bisn't not\b/;
    const tricky = endQuizQuestions.filter((q) => TRICK.test(q.text)).map((q) => q.id);
    expect(tricky).toEqual([]);
  });
});

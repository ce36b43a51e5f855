// Validation of a scenario: shapes, positive amounts, weeks within a game, unique ids, the
// products and cards a scenario must offer, and references into the content pools that exist.
import { z } from 'zod';
import { APP_NAMES, type Scenario } from '@mc/engine';
import { storyBeatSchema } from '../schemas';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');
const cents = z.number().int().nonnegative();
const positiveCents = z.number().int().positive();
const rate = z.number().min(0).max(1);
const text = z.string().trim().min(1);
const MAX_WEEKS = 27;

const bankAccountTypeSchema = z.object({
  id,
  title: text,
  description: text,
  accountType: z.enum([
    'TransactionsBankAccountInstance',
    'SavingsBankAccountInstance',
    'FixedTermDepositInvestmentInstance',
    'SuperInvestmentInstance',
  ]),
  monthlyFeeCents: cents,
  feePerTransactionCents: cents,
  transactionsPerMonth: z.number().int().min(0).max(9999),
  minimumBalanceCents: cents,
  interestRate: rate,
  depositPeriodWeeks: z.number().int().min(0).max(MAX_WEEKS),
  bonus: z.object({ rate: rate.positive(), minimumDepositCents: cents }).optional(),
  feeWaiver: z
    .object({
      underAgeYears: z.number().int().min(1).max(120).nullable(),
      monthlyDepositsCents: positiveCents.nullable(),
    })
    .optional(),
});

const creditCardSchema = z.object({
  id,
  title: text,
  type: text,
  limitCents: positiveCents,
  annualFeeCents: cents,
  interestRate: rate,
  lateFeeCents: cents,
  cashbackRate: z.number().min(0).max(0.05),
});

const billSeriesSchema = z
  .object({
    id,
    title: text,
    payee: text,
    category: z.enum(['rent', 'food', 'travel', 'phone', 'utilities', 'entertainment', 'other']),
    amountCents: positiveCents,
    everyWeeks: z.number().int().min(0).max(MAX_WEEKS),
    firstWeek: z.number().int().min(1).max(MAX_WEEKS),
    dueAfterWeeks: z.number().int().min(0).max(4),
    lateFeeCents: cents,
    // 2 or more: the final notice comes a week or more before the collector (bills/week-step.ts).
    collectAfterWeeks: z.number().int().min(2).max(8),
    optional: z.boolean(),
    /**
     * Who is owed (absent: a company). A person (a housemate's share of the power) charges no late
     * fee and never sends a collector (engine bills/week-step.ts).
     */
    owedTo: z.enum(['company', 'person', 'school']).optional(),
  })
  .refine((series) => (series.owedTo ?? 'company') === 'company' || series.lateFeeCents === 0, {
    message: 'only a company charges a late fee: a person or the school charges none',
  });

const jobSchema = z.object({
  id,
  occupation: text,
  employer: text,
  hourlyRateCents: positiveCents,
  hoursPerWeek: z.number().positive().max(60),
  paymentFrequency: z.literal([1, 2, 4]),
  includesSuper: z.boolean(),
  privateOrDomestic: z.boolean(),
  workingDays: z
    .array(z.literal([0, 1, 2, 3, 4, 5, 6]))
    .min(1)
    .refine((days) => days.every((day, i) => i === 0 || day > days[i - 1]!), {
      message: 'working days in order, each once',
    }),
  weekend: z
    .object({
      saturdayHours: z.number().nonnegative(),
      sundayHours: z.number().nonnegative(),
      saturdayRateCents: positiveCents,
      sundayRateCents: positiveCents,
    })
    .optional(),
});

const rulesSchema = z.object({
  tax: z.object({
    firstDay: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
    returnProcessedAfterWeeks: z.number().int().min(0).max(8),
    earlierIncome: z.object({ wagesCents: cents, withheldCents: cents }),
  }),
  superGuaranteeRate: rate,
  super: z.object({
    contributionsTaxRate: rate,
    adminFeeRate: rate,
    lowBalanceFeeCap: z.object({ balanceBelowCents: cents, rate }),
    preservationAgeYears: z.number().int().min(55).max(75),
    monthlyReturn: z.object({
      calm: z.object({ mean: z.number().min(-0.2).max(0.2), sd: z.number().min(0).max(0.2) }),
      stress: z.object({
        chance: rate,
        mean: z.number().min(-0.2).max(0.2),
        sd: z.number().min(0).max(0.2),
      }),
    }),
  }),
  termDeposit: z.object({ graceWeeks: z.number().int().min(0).max(2) }),
  card: z.object({
    minRepaymentFloorCents: positiveCents,
    minRepaymentRate: rate,
    dueAfterWeeks: z.number().int().min(1).max(3),
    minimumAgeYears: z.number().int().min(16).max(21),
  }),
  mishap: z.object({
    dueAfterWeeks: z.number().int().min(0).max(4),
    lateFeeCents: cents,
    collectAfterWeeks: z.number().int().min(2).max(8),
  }),
  weeklyEventChance: rate,
  weeklyOfferChance: rate,
  offerLifetimeWeeks: z.number().int().min(1).max(8),
  dishonourFeeCents: cents,
  bonus: z
    .object({
      rewardCents: positiveCents,
      timeBonusCentsPerSecond: cents,
      timeBonusMaxCents: cents,
      totalSeconds: z.number().int().positive(),
    })
    // Knowledge, not reading speed, earns the bonus question's money: racing the clock can add at
    // most a fifth of what a right answer pays (so never more than the reward itself).
    .refine((bonus) => bonus.timeBonusMaxCents * 5 <= bonus.rewardCents, {
      message: 'the time bonus cap is at most a fifth of the cash reward',
      path: ['timeBonusMaxCents'],
    }),
  news: z.object({
    rewardPerCorrectCents: cents,
    requiredWeeks: z.array(z.number().int().min(1).max(MAX_WEEKS)),
  }),
  jobs: z.object({
    maxWeeklyHours: z.number().positive().max(60),
    maxWeeklyHoursReason: text,
    postingOpenWeeks: z.number().int().min(1).max(MAX_WEEKS),
    experienceBoostPerWeek: rate,
    maxCompetitiveChance: rate,
  }),
});

function uniqueIds(items: { id: string }[]): boolean {
  return new Set(items.map((item) => item.id)).size === items.length;
}

function countOf(
  scenario: { bankAccountTypes: { accountType: string }[] },
  accountType: string,
): number {
  return scenario.bankAccountTypes.filter((t) => t.accountType === accountType).length;
}

/** Weekly spending without a bill, or a subscription that renews every few weeks. */
const everydaySpendingSchema = z
  .object({
    id,
    title: text,
    payee: text,
    category: z.enum(['food', 'travel', 'entertainment']),
    amountCents: positiveCents,
    everyWeeks: z.number().int().min(1).max(MAX_WEEKS),
    firstWeek: z.number().int().min(1).max(MAX_WEEKS),
    cancellable: z.boolean(),
  })
  .refine((item) => item.cancellable || item.everyWeeks === 1, {
    message: 'only a subscription comes less often than weekly',
  });

const welcomeMessageSchema = z.object({
  channel: z.enum(['email', 'text']),
  from: text,
  subject: text,
  content: text,
});

export const scenarioSchema = z
  .object({
    id,
    title: text,
    persona: z.object({ name: text, ageYears: z.number().int().min(12).max(25), story: text }),
    startingCashCents: cents,
    bankAccountTypes: z
      .array(bankAccountTypeSchema)
      .min(1)
      .refine(uniqueIds, 'bank account type ids are unique'),
    creditCards: z.array(creditCardSchema).refine(uniqueIds, 'credit card ids are unique'),
    bills: z.array(billSeriesSchema).refine(uniqueIds, 'bill ids are unique'),
    everydaySpending: z
      .array(everydaySpendingSchema)
      .refine(uniqueIds, 'everyday spending ids are unique'),
    everydayLender: z.object({ name: text, from: text, limitCents: cents }),
    job: jobSchema,
    welcomeMessages: z.array(welcomeMessageSchema),
    rolePlayIntro: welcomeMessageSchema.optional(),
    disabledApps: z.array(z.enum(APP_NAMES)),
    bonusQuestionIds: z.array(id),
    eventIds: z.array(id),
    offerIds: z.array(id),
    jobPostingIds: z.array(id).min(1),
    startingItemIds: z.array(id),
    shopItemIds: z.array(id),
    companyCodes: z.array(z.string().regex(/^[A-Z]{3}$/)),
    story: z.array(storyBeatSchema),
    rules: rulesSchema,
  })
  .refine((s) => countOf(s, 'SuperInvestmentInstance') === 1, 'exactly one super fund')
  .refine(
    (s) =>
      s.bankAccountTypes.every(
        (t) =>
          (t.accountType === 'FixedTermDepositInvestmentInstance') === t.depositPeriodWeeks > 0,
      ),
    'term deposits, and only they, have a deposit period',
  )
  .refine(
    (s) =>
      s.bankAccountTypes.every((t) => !t.bonus || t.accountType === 'SavingsBankAccountInstance'),
    'only savings accounts pay a bonus',
  )
  .refine(
    (s) => s.bankAccountTypes.every((t) => !t.feeWaiver || t.monthlyFeeCents > 0),
    'only a monthly fee can be waived',
  )
  .refine((s) => {
    // Locking money away is paid for: every term deposit pays more than any account pays at call,
    // bonus included.
    const atCall = s.bankAccountTypes
      .filter((t) => t.accountType !== 'FixedTermDepositInvestmentInstance')
      .map((t) => t.interestRate + (t.bonus?.rate ?? 0));
    return s.bankAccountTypes
      .filter((t) => t.accountType === 'FixedTermDepositInvestmentInstance')
      .every((t) => atCall.every((r) => t.interestRate > r));
  }, 'term deposits pay more than accounts at call');

/**
 * The story's own checks: ids of its own (a message names its event or offer by id, so none may
 * be a pool's), bill changes only to the scenario's bills, and events and offers only in weeks a
 * game has.
 */
function storyProblems(
  scenario: Scenario,
  pools: { eventIds: string[]; offerIds: string[] },
): string[] {
  const problems: string[] = [];
  const taken = new Set([...pools.eventIds, ...pools.offerIds]);
  const bills = new Set([
    ...scenario.bills.map((bill) => bill.id),
    ...scenario.everydaySpending.map((item) => item.id),
  ]);
  for (const beat of scenario.story) {
    if (taken.has(beat.id)) problems.push(`story ${beat.id}: the id is already taken`);
    taken.add(beat.id);
    const change = beat.type === 'event' ? beat.billChange : beat.acceptBillChange;
    if (change && !bills.has(change.seriesId))
      problems.push(`story ${beat.id}: no bill ${change.seriesId} to change`);
    if (change?.fromWeek !== undefined && change.fromWeek <= beat.week)
      problems.push(`story ${beat.id}: a bill change starts after the week it is announced`);
  }
  return problems;
}

/** Checks a scenario; also that the content ids it names exist. Returns the problems found. */
export function scenarioProblems(
  scenario: Scenario,
  pools: {
    bonusQuestionIds: string[];
    eventIds: string[];
    offerIds: string[];
    jobPostingIds?: string[];
    itemIds?: string[];
  },
): string[] {
  const problems: string[] = [];
  const parsed = scenarioSchema.safeParse(scenario);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  const check = (kind: string, wanted: string[], known: string[]) => {
    const have = new Set(known);
    for (const ref of wanted) if (!have.has(ref)) problems.push(`${kind} ${ref} does not exist`);
  };
  check('bonus question', scenario.bonusQuestionIds, pools.bonusQuestionIds);
  check('event', scenario.eventIds, pools.eventIds);
  check('offer', scenario.offerIds, pools.offerIds);
  if (pools.jobPostingIds) check('job posting', scenario.jobPostingIds, pools.jobPostingIds);
  if (pools.itemIds) {
    check('item', scenario.startingItemIds, pools.itemIds);
    check('shop item', scenario.shopItemIds, pools.itemIds);
  }
  problems.push(...storyProblems(scenario, pools));
  return problems;
}

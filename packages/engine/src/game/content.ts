// The shapes of the content the engine reads. Content is data passed in with every command, so
// the engine imports none of it; the content package's zod-inferred types fit these shapes.
import type { AppName } from '../apps/app-names';
import type { ItemType } from '../items/content';
import type { Article } from '../news/content';
import type { DiaryQuestion } from '../planner/content';
import type { EndOfGameContent } from '../survey/content';
import type { Company, MarketNewsContent } from '../shares/content';
import type { Award, JobPosting, WorkDay } from '../jobs/content';

export type BankAccountKind =
  | 'TransactionsBankAccountInstance'
  | 'SavingsBankAccountInstance'
  | 'FixedTermDepositInvestmentInstance'
  | 'SuperInvestmentInstance';

/** A bank product the player can open (spec part 1 section 3, "Bank account type"). */
export interface BankAccountType {
  id: string;
  title: string;
  description: string;
  accountType: BankAccountKind;
  monthlyFeeCents: number;
  /** Charged per transaction beyond transactionsPerMonth. */
  feePerTransactionCents: number;
  /** 9999 means unlimited. */
  transactionsPerMonth: number;
  minimumBalanceCents: number;
  /** Annual rate as a fraction (0.045 is 4.5% p.a.). */
  interestRate: number;
  /** Term of a fixed-term deposit, in weeks; 0 for other accounts. */
  depositPeriodWeeks: number;
  /**
   * A bonus saver's bonus: interest a year on top of interestRate (a fraction), paid for a game
   * month with deposits of at least minimumDepositCents and no withdrawals. Absent: no bonus.
   */
  bonus?: BonusTerms | undefined;
  /** When the monthly fee is not charged. Absent: it always is. */
  feeWaiver?: FeeWaiver | undefined;
}

export interface BonusTerms {
  rate: number;
  minimumDepositCents: number;
}

/** The monthly fee is waived for a player under an age, or in a month with enough deposits. */
export interface FeeWaiver {
  underAgeYears: number | null;
  monthlyDepositsCents: number | null;
}

export interface CreditCardType {
  id: string;
  title: string;
  /** The spec's card Type label, e.g. 'Low rate'. */
  type: string;
  limitCents: number;
  /** Cost: the annual fee, paid when the card is bought. */
  annualFeeCents: number;
  /** Annual purchase rate as a fraction. */
  interestRate: number;
  lateFeeCents: number;
  /** Share of purchases paid back at each statement (rewards cards), as a fraction. */
  cashbackRate: number;
}

export type BillCategory =
  'rent' | 'food' | 'travel' | 'phone' | 'utilities' | 'entertainment' | 'other';

/**
 * Who is owed, which decides what happens to an unpaid bill (bills/week-step.ts): a company
 * follows the lawful debt path (late fee, final notice, collector, default); a person (a friend,
 * family, a housemate) or the player's school asks again and is let down, and nothing more.
 * Absent: a company.
 */
export type OwedTo = 'company' | 'person' | 'school';

/** A bill that arrives on a schedule (rent, groceries, phone...). */
export interface BillSeries {
  id: string;
  title: string;
  /** Who is paid; names the biller's world account. */
  payee: string;
  category: BillCategory;
  amountCents: number;
  /** 1 weekly, 2 fortnightly, 4 four-weekly; 0 for a one-off in firstWeek. */
  everyWeeks: number;
  firstWeek: number;
  /** Weeks after issue by the end of which it must be paid (0: within the week it arrives). */
  dueAfterWeeks: number;
  lateFeeCents: number;
  /**
   * Weeks after the due week at whose end the biller passes the debt to a collector (a final
   * notice comes two weeks before). Rent is never passed on: tenancy law has its own path.
   */
  collectAfterWeeks: number;
  /** Optional bills (a subscription renewal) expire unpaid without a fee and are not owed. */
  optional: boolean;
  /** Who is owed (absent: a company): a housemate's share of the power is a person's debt. */
  owedTo?: OwedTo | undefined;
}

/**
 * Everyday spending: what the player spends each week without a bill (groceries, bus fares), or
 * a subscription that renews itself every few weeks until cancelled. It leaves the source the
 * player nominates at the end of the week, like a tap of a card.
 */
export interface EverydaySpending {
  id: string;
  title: string;
  /** The shop or service; names its world account. */
  payee: string;
  category: 'food' | 'travel' | 'entertainment';
  amountCents: number;
  /** 1 weekly, 4 four-weekly (a monthly subscription in game time). */
  everyWeeks: number;
  firstWeek: number;
  /** A subscription: it renews on its own until the player cancels it. */
  cancellable: boolean;
}

/**
 * Who covers the player's everyday spending when the nominated source cannot (a housemate, a
 * parent), up to a limit owed at any time; beyond it the player goes without.
 */
export interface EverydayLender {
  /** The name the messages use ('Jess'). */
  name: string;
  /** The sender of their texts ('Jess (housemate)'). */
  from: string;
  /**
   * What they can comfortably spare: once the player owes more, their texts say so. They still
   * cover a short week (food and fares are bought either way), so going short is never free.
   */
  limitCents: number;
}

export interface Job {
  id: string;
  occupation: string;
  employer: string;
  hourlyRateCents: number;
  hoursPerWeek: number;
  /** 1 weekly, 2 fortnightly, 4 four-weekly. */
  paymentFrequency: 1 | 2 | 4;
  /** The salary includes super ("package") instead of super on top. */
  includesSuper: boolean;
  /** Private or domestic work (babysitting) of 30 hours a week or less earns no super. */
  privateOrDomestic: boolean;
  /** The days worked, 0 Monday to 6 Sunday: a second job may not share one. */
  workingDays: WorkDay[];
  /**
   * The weekend part of hoursPerWeek and its rates (the award's Saturday and Sunday penalty
   * rates); the rest of the hours are paid hourlyRateCents. Absent: no weekend hours.
   */
  weekend?: WeekendPay;
}

/** Hours worked each Saturday and Sunday, and the hourly rate paid for each day. */
export interface WeekendPay {
  saturdayHours: number;
  sundayHours: number;
  saturdayRateCents: number;
  sundayRateCents: number;
}

export interface Persona {
  /** Default name when the player gives none. */
  name: string;
  ageYears: number;
  story: string;
}

export interface WelcomeMessage {
  channel: 'email' | 'text';
  from: string;
  subject: string;
  content: string;
}

/**
 * The super fund's rules. The fund's dollar administration fee is its product's monthlyFeeCents;
 * these are the rest.
 */
export interface SuperRules {
  /** Tax the fund deducts from concessional (employer) contributions, as a fraction. */
  contributionsTaxRate: number;
  /** The administration fee's part that is a share of the balance, a year. */
  adminFeeRate: number;
  /** Fees are capped at `rate` of the balance a year while the balance is below balanceBelowCents. */
  lowBalanceFeeCap: { balanceBelowCents: number; rate: number };
  /** The age from which super can be taken out on retiring. */
  preservationAgeYears: number;
  /**
   * A month's return, drawn from the game's seed: most months calm, a few stressed. Each is a
   * normal distribution (mean and standard deviation, fractions a month).
   */
  monthlyReturn: {
    calm: { mean: number; sd: number };
    stress: { chance: number; mean: number; sd: number };
  };
}

/** The game's calendar and what its tax return needs (income/tax-time.ts). */
export interface TaxRules {
  /** The day week 1 begins, as an ISO date ('2026-01-28'); week n ends on its 7n-th day. */
  firstDay: string;
  /** Weeks after the week the income year ends in, at whose end the ATO has processed the return. */
  returnProcessedAfterWeeks: number;
  /** Pay earned, and tax withheld from it, in the game's first income year before week 1. */
  earlierIncome: { wagesCents: number; withheldCents: number };
}

/** Rules of a scenario that are numbers, so a scenario can tune them. */
export interface ScenarioRules {
  tax: TaxRules;
  /** Super guarantee rate as a fraction. */
  superGuaranteeRate: number;
  super: SuperRules;
  termDeposit: {
    /** Weeks after a term deposit matures (and is reinvested) in which it can be withdrawn in full. */
    graceWeeks: number;
  };
  card: {
    minRepaymentFloorCents: number;
    minRepaymentRate: number;
    /** Weeks after a statement by the end of which the repayment is due. */
    dueAfterWeeks: number;
    minimumAgeYears: number;
  };
  mishap: {
    dueAfterWeeks: number;
    lateFeeCents: number;
    collectAfterWeeks: number;
  };
  /** Chance each week (from week 2) of a random event and of an offer. */
  weeklyEventChance: number;
  weeklyOfferChance: number;
  /** Offers not answered within this many weeks are cancelled. */
  offerLifetimeWeeks: number;
  /**
   * A biller's fee when a direct debit is returned unpaid in a bill's due week (the bank's charge
   * passed on), added to the bill. Never on rent or a plan's instalment.
   */
  dishonourFeeCents: number;
  /**
   * The end-of-week bonus question: a right answer's cash reward, plus a time bonus for each whole
   * second left on the timer, never more than timeBonusMaxCents (none with the timer turned off).
   */
  bonus: {
    rewardCents: number;
    timeBonusCentsPerSecond: number;
    timeBonusMaxCents: number;
    totalSeconds: number;
  };
  jobs: JobRules;
  /** Finance Weekly's quiz: what a right answer pays, and the weeks required when 'some' are. */
  news: { rewardPerCorrectCents: number; requiredWeeks: number[] };
}

/** The job market's rules (jobs/). */
export interface JobRules {
  /** The most hours a week the player may work in all their jobs together. */
  maxWeeklyHours: number;
  /** Why the limit is what it is, in the player's words ('fit around school'). */
  maxWeeklyHoursReason: string;
  /** How many weeks a posting stays open. */
  postingOpenWeeks: number;
  /** How much each week of work (any job) adds to a competitive application's chance. */
  experienceBoostPerWeek: number;
  /** The most a competitive application's chance can reach. */
  maxCompetitiveChance: number;
}

/**
 * A new amount for one of the scenario's bills, from a week on (a rent rise, a cheaper plan). The
 * bills already issued keep their amounts.
 */
export interface BillChange {
  /** The scenario's bill series (BillSeries.id). */
  seriesId: string;
  amountCents: number;
  /** The first week whose bill has the new amount; absent: from the week after it happens. */
  fromWeek?: number | undefined;
}

export interface Scenario {
  id: string;
  title: string;
  persona: Persona;
  startingCashCents: number;
  bankAccountTypes: BankAccountType[];
  creditCards: CreditCardType[];
  bills: BillSeries[];
  everydaySpending: EverydaySpending[];
  everydayLender: EverydayLender;
  /** The job the player has when the game begins. */
  job: Job;
  /** The postings (content ids) this scenario's job market is drawn from. */
  jobPostingIds: string[];
  /** What the player owns when the game begins (item ids). */
  startingItemIds: string[];
  /** The things (item ids) uShop can stock and iBuy can have lots of, for this persona. */
  shopItemIds: string[];
  /** The companies (codes) of the share market. */
  companyCodes: string[];
  welcomeMessages: WelcomeMessage[];
  /**
   * The first message for a player older than the persona who plays it as a role (a family's
   * parent playing the 18-year-old starting out): who they play, and that the life is the role's.
   */
  rolePlayIntro?: WelcomeMessage | undefined;
  /** Apps not built yet, or switched off for this scenario. */
  disabledApps: AppName[];
  /** The ids of the content pools this scenario uses (bonus questions, events, offers). */
  bonusQuestionIds: string[];
  eventIds: string[];
  offerIds: string[];
  /**
   * What happens in which week, for every player: so that every week, the first and the last
   * included, brings something to decide or something that happens, whatever the random pools
   * draw on top.
   */
  story: StoryBeat[];
  rules: ScenarioRules;
}

export interface BonusQuestion {
  id: string;
  topic: string;
  text: string;
  answers: string[];
  correctIndex: number;
  explanation: string;
}

/**
 * What a player must have for an event, offer or story beat about it to reach them: a mishap to a
 * bike needs a bike in My Stuff. A player without it does not get that happening.
 */
export interface Requirement {
  /** At least one of these things (catalogue ids) in My Stuff. */
  ownsAnyOf?: readonly string[] | undefined;
  /** The last `count` bills of a series are paid in full (a refund on those bills needs them paid). */
  paidLastBills?: { seriesId: string; count: number } | undefined;
  /**
   * true: still in the home the game started in, no court order to move out yet (its agent, its
   * housemates); false: moved out to the friend's spare room (new-home.ts).
   */
  inFirstHome?: boolean | undefined;
  /**
   * true: a notice to vacate (or the court application after one) is open on rent still owing;
   * false: none is (the landlord sends no news of the lease, a rent rise, to a tenant it is
   * moving to evict).
   */
  noticeToVacateOpen?: boolean | undefined;
}

/**
 * Where a scam takes its money from: 'bank' (a transfer or a log-in: bank accounts only), 'card'
 * (stolen card details: the credit card, else the debit card of a transaction account) or
 * 'anywhere' (a gift card bought with any money, cash too).
 */
export type ScamTakes = 'bank' | 'card' | 'anywhere';

export interface GameEvent {
  id: string;
  /**
   * A windfall pays amountCents in; a mishap becomes a one-off bill of amountCents; a notice
   * moves no money (amountCents 0) and announces a bill change.
   */
  kind: 'windfall' | 'mishap' | 'notice';
  channel: 'email' | 'text';
  from: string;
  subject: string;
  content: string;
  amountCents: number;
  /** A change to one of the scenario's bills that the event brings (a rent rise). */
  billChange?: BillChange | undefined;
  /** What the player must own for it to happen to them. */
  requires?: Requirement | undefined;
  /** A mishap's bill: who is owed (absent: a company) and its title in the bills list. */
  owedTo?: OwedTo | undefined;
  billTitle?: string | undefined;
  earliestWeek: number;
  latestWeek: number;
  weight: number;
}

/**
 * Paid work an offer asks for. A shift's pay is worked out by the engine (income/shifts.ts) for the
 * player's age and the day, for the starting job or another employer under an award; an odd job is
 * a household's cash for a one-off job. Both are pay: par follows what a player earns.
 */
export type OfferWork =
  | {
      kind: 'shift';
      hours: number;
      day: 'weekday' | 'saturday' | 'sunday';
      of:
        | 'starting job'
        | { employer: string; occupation: string; award: string; adultHourlyRateCents: number };
    }
  | { kind: 'odd job' };

export interface Offer {
  id: string;
  channel: 'email' | 'text';
  from: string;
  subject: string;
  content: string;
  isScam: boolean;
  scamKind?: string | undefined;
  acceptAmountCents: number;
  /** A change to one of the scenario's bills that accepting brings (a cheaper plan). */
  acceptBillChange?: BillChange | undefined;
  /** A thing (catalogue id) accepting buys: it joins My Stuff, worth what was paid. */
  acceptItemId?: string | undefined;
  /** For scams: where the money is taken from. */
  scamTakes?: ScamTakes | undefined;
  /** What the player must own for it to reach them. */
  requires?: Requirement | undefined;
  /** Paid work: a shift (paid through a pay slip, income/shifts.ts) or an odd job (cash). */
  work?: OfferWork | undefined;
  acceptOutcome: string;
  declineOutcome: string;
  redFlags: string[];
  earliestWeek: number;
  latestWeek: number;
  weight: number;
}

/** What an event is, wherever it comes from (a pool or the story): no week window, no weight. */
export type EventDetails = Omit<GameEvent, 'earliestWeek' | 'latestWeek' | 'weight'>;
/** What an offer is, wherever it comes from (a pool or the story). */
export type OfferDetails = Omit<Offer, 'earliestWeek' | 'latestWeek' | 'weight'>;

/** An event of the story: it happens in its week. */
export type StoryEvent = EventDetails & { type: 'event'; week: number };
/** An offer of the story: it arrives in its week. */
export type StoryOffer = OfferDetails & { type: 'offer'; week: number };
export type StoryBeat = StoryEvent | StoryOffer;

/** Everything a command may read besides the state. */
export interface GameContent {
  scenario: Scenario;
  bonusQuestions: readonly BonusQuestion[];
  gameEvents: readonly GameEvent[];
  offers: readonly Offer[];
  jobPostings: readonly JobPosting[];
  awards: readonly Award[];
  items: readonly ItemType[];
  companies: readonly Company[];
  /** The share market's news weeks and stories (shares/prices.ts). */
  marketNews: MarketNewsContent;
  /** Finance Weekly's articles, one a week, with their quizzes (news/). */
  articles: readonly Article[];
  /** The Weekly Planner's diary: a question for each week with the mentor's replies (planner/). */
  diaryQuestions: readonly DiaryQuestion[];
  /** The end quiz's pool and the end survey (survey/). */
  endOfGame: EndOfGameContent;
  /**
   * The first names of the people events and offers name, and stand-ins for them: a person whose
   * name is the player's first name is called by a stand-in instead (events/names.ts).
   */
  people?: { names: readonly string[]; standIns: readonly string[] } | undefined;
}

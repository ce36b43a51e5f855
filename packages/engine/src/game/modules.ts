// The list of modules, the order of the week, and the game's types derived from them. Adding an
// app: write its folder's types.ts and module.ts, add it to MODULES, its slice to ModuleSlices
// (slices.ts) and name its steps in WEEK_ORDER; the compiler then finds whatever else is missing
// (a step not ordered, an enabled app no module drives, a rejection code not declared).
import type { AppName } from '../apps/app-names';
import { appsModule } from '../apps/module';
import { badgesModule } from '../badges/module';
import { bankingModule } from '../banking/module';
import { billsModule } from '../bills/module';
import { cashboxModule } from '../cashbox/module';
import { communicationsModule } from '../communications/module';
import { creditCardModule } from '../credit-card/module';
import { endOfWeekModule } from '../end-of-week/module';
import { eventsModule } from '../events/module';
import { everydayModule } from '../everyday/module';
import { incomeModule } from '../income/module';
import { ibuyModule } from '../ibuy/module';
import { itemsModule } from '../items/module';
import { jobsModule } from '../jobs/module';
import { newsModule } from '../news/module';
import { plannerModule } from '../planner/module';
import { pretestModule } from '../pretest/module';
import { surveyModule } from '../survey/module';
import { sharesModule } from '../shares/module';
import { transferModule } from '../transfer/module';
import { ushopModule } from '../ushop/module';
import { defineEngine } from './engine';
import type { CommandSpec, MessageRenderer } from './module';
import type { ModuleSlices } from './slices';

/**
 * Every module. The order is the order of setting up a new game (the cash box, then the apps,
 * then the super fund, then the welcome messages) and of the where-I'm-at report's rows.
 */
export const MODULES = [
  cashboxModule,
  appsModule,
  bankingModule,
  transferModule,
  creditCardModule,
  billsModule,
  everydayModule,
  incomeModule,
  communicationsModule,
  eventsModule,
  endOfWeekModule,
  itemsModule,
  jobsModule,
  ushopModule,
  ibuyModule,
  sharesModule,
  newsModule,
  plannerModule,
  surveyModule,
  pretestModule,
  badgesModule,
] as const;

/**
 * The order of the week, a rule of the game (pay before direct debits, fees before interest...).
 *
 * End of week N (endWeek), in this order:
 *   banking.superReturn         a quarter of the month's market return (game seed) on the super
 *                               balance the week began with, before this week's contributions
 *   income.payDay               each job's pay on its pay days (and in its last week and the
 *                               game's), with its pay slip
 *   jobs.weekWorked             a week's experience per job title; a promotion or pay rise earned
 *                               by a pay day just paid (from the next period); a job resigned
 *                               from ends (its contract's penalty billed while the contract runs)
 *   jobs.lapseOffers            a job offer unanswered at the end of the week it came lapses
 *   ibuy.bids                   the other bidders answer each live bid: outbid (its held money
 *                               goes back) or leading; a lead in the lot's closing week wins
 *   ibuy.sales                  a buyer takes each thing listed for sale, or not (game seed)
 *   banking.superContributionsTax  15% contributions tax on the employer's contributions
 *   everyday.spend              the week's groceries, fares and subscription renewals leave
 *                               the nominated source; a shortfall is covered by the lender or
 *                               gone without; a declined renewal ends the subscription
 *   bills.directDebits          bills of direct-debit series, when their account can cover them
 *   bills.overdue               unpaid bills past their due week: late fee (never on rent) and a
 *                               reminder (optional ones expire; a missed instalment ends its plan)
 *   bills.debtCollection        the debt path: final notice with a payment plan (and hardship
 *                               help), the collector's letter and texts (it takes nothing), rent's
 *                               notice to vacate and court, defaults listed on the credit report
 *   banking.fees                at a month end: monthly fees (unless waived), excess transaction
 *                               fees, the super fund's administration fee
 *   banking.accrueInterest      a week's interest (and bonus) on savings, transaction accounts
 *                               and term deposits, counted in the net position
 *   banking.payInterest         at a month end: accrued interest (and a bonus kept) paid in
 *   creditCard.interest         a week's card interest when the card is not interest-free
 *   creditCard.dueWeek          late fee if a statement's minimum was missed by its due week
 *   creditCard.statement        at a month end: interest, cashback and the statement email
 *   banking.maturity            term deposits whose term ends this week are paid their interest
 *                               and reinvested, with a week's grace to withdraw them whole
 *   income.closeIncomeYear      in the week 30 June falls in (or the game's last): the year's
 *                               tax return is worked out, after all of its pay and interest
 *   income.taxReturn            a few weeks later: the ATO pays the refund or bills the tax owed,
 *                               with the e-mail "Your tax return"
 *   items.revalue               each thing the player owns gains or loses value by its kind
 *   events.cancelStaleOffers    offers left unanswered for their lifetime are cancelled
 *   badges.award                the badges whose lesson the week showed (after everything else
 *                               the week did: its bills, fees and the card's statement)
 *
 * Opening of week N+1 (startWeek; week 1 opens in createGame), in this order:
 *   bills.issue                 the scenario's bills that arrive this week, one email each
 *   bills.instalments           each payment plan's instalment of the week, due by its end
 *   items.runningBills          the bills the player's things bring (a car's registration and
 *                               insurance), from the week after each was got
 *   bills.smallLoanOffer        the week after a default is listed, a lender's small loan offer
 *                               (once a game)
 *   events.story                the scenario's story of the week: its events and offers
 *   events.randomEvent          maybe one windfall or mishap (the game's seed), from week 2
 *   events.offer                maybe one offer, genuine or scam (the game's seed), from week 2
 *   shares.revalue              each holding is worth its shares at the new week's price
 *   shares.dividends            companies paying this week pay half their yearly dividend
 *   jobs.answers                the answers to last week's job applications, by e-mail; a job got
 *                               starts this week; one sharing a working day with a job the player
 *                               has is offered instead, to accept or decline this week
 *   communications.archive      read messages a few weeks old move to the sealed archive
 */
export const WEEK_ORDER = {
  endOfWeek: [
    'banking.superReturn',
    'income.payDay',
    'jobs.weekWorked',
    'jobs.lapseOffers',
    'ibuy.bids',
    'ibuy.sales',
    'banking.superContributionsTax',
    'everyday.spend',
    'bills.directDebits',
    'bills.overdue',
    'bills.debtCollection',
    'banking.fees',
    'banking.accrueInterest',
    'banking.payInterest',
    'creditCard.interest',
    'creditCard.dueWeek',
    'creditCard.statement',
    'banking.maturity',
    'income.closeIncomeYear',
    'income.taxReturn',
    'items.revalue',
    'events.cancelStaleOffers',
    'badges.award',
  ],
  openWeek: [
    'bills.issue',
    'bills.instalments',
    'items.runningBills',
    'bills.smallLoanOffer',
    'events.story',
    'events.randomEvent',
    'events.offer',
    'shares.revalue',
    'shares.dividends',
    'jobs.answers',
    'communications.archive',
  ],
} as const satisfies {
  endOfWeek: readonly EndOfWeekStepName[];
  openWeek: readonly OpenWeekStepName[];
};

/** Apps the dashboard shows that no module drives yet: the scenario must keep them disabled. */
export type UnbuiltApp = never;

/** The engine of the game: the modules above, looked up by the generic core. */
export const ENGINE = defineEngine(MODULES, WEEK_ORDER);

// ---- Types derived from the list ---------------------------------------------------------------

type AnyModule = (typeof MODULES)[number];

type SliceKeyOf<M> = M extends { key: infer K extends string; initial: unknown } ? K : never;
type SliceMismatch<M> = M extends {
  key: infer K extends string;
  initial: (...args: never[]) => infer S;
}
  ? K extends keyof ModuleSlices
    ? [S] extends [ModuleSlices[K]]
      ? [ModuleSlices[K]] extends [S]
        ? never
        : K
      : K
    : K
  : never;

type CommandsOf<M> = M extends { commands: infer C }
  ? {
      [K in keyof C & string]: C[K] extends CommandSpec<infer P> ? { type: K } & P : never;
    }[keyof C & string]
  : never;

/** Every command a player (through the server) can apply, derived from the modules. */
export type ModuleCommand = CommandsOf<AnyModule>;

type CodesOf<M> = M extends { rejections: readonly (infer C)[] } ? C : never;

/** Every rejection code the modules declare. */
export type ModuleRejectionCode = CodesOf<AnyModule>;

type EventsOf<M> = M extends { readonly __events?: infer E } ? NonNullable<E> : never;

/** Every event the modules emit. */
export type ModuleEvent = EventsOf<AnyModule>;

type SourcesOf<M> = M extends { messages: infer R }
  ? { [K in keyof R]: R[K] extends MessageRenderer<infer S> ? S : never }[keyof R]
  : never;

/** What a stored message can be built from, by kind: one kind per renderer. */
export type ModuleMessageSource = SourcesOf<AnyModule>;

type StepsOf<M, Phase extends 'endOfWeek' | 'openWeek'> = M extends { key: infer K extends string }
  ? M extends { [P in Phase]: infer R }
    ? `${K}.${keyof R & string}`
    : never
  : never;

export type EndOfWeekStepName = StepsOf<AnyModule, 'endOfWeek'>;
export type OpenWeekStepName = StepsOf<AnyModule, 'openWeek'>;

type AppsOf<M> = M extends { apps: infer A } ? keyof A & AppName : never;

// ---- Compile-time checks: a missing piece is an error here ----------------------------------

type Nothing<T extends never> = T;
/** Every end-of-week step of every module has its place in WEEK_ORDER. */
export type UnorderedEndOfWeekSteps = Nothing<
  Exclude<EndOfWeekStepName, (typeof WEEK_ORDER.endOfWeek)[number]>
>;
/** Every opening step of every module has its place in WEEK_ORDER. */
export type UnorderedOpenWeekSteps = Nothing<
  Exclude<OpenWeekStepName, (typeof WEEK_ORDER.openWeek)[number]>
>;
/** Every module's `initial` gives the slice ModuleSlices names under its key... */
export type SlicesNotInStep = Nothing<SliceMismatch<AnyModule>>;
/** ...and every slice in ModuleSlices belongs to a module. */
export type SlicesWithoutModule = Nothing<Exclude<keyof ModuleSlices, SliceKeyOf<AnyModule>>>;
/** Every app of the dashboard is driven by a module or listed as not built yet. */
export type AppsWithoutModule = Nothing<Exclude<AppName, AppsOf<AnyModule> | UnbuiltApp>>;

// ---- The core's registries, filled from the list -------------------------------------------
// The core's types name what the modules add without importing the list (which imports every
// module, which imports the core): each is an empty interface the list fills here, so the core
// stays a floor below the apps with no import circle.

declare module './commands' {
  interface CommandRegistry {
    modules: ModuleCommand;
  }
}

declare module './events' {
  interface EventRegistry {
    modules: ModuleEvent;
  }
}

declare module './result' {
  interface RejectionRegistry {
    modules: ModuleRejectionCode;
  }
}

declare module '../communications/types' {
  interface MessageSourceRegistry {
    modules: ModuleMessageSource;
  }
}

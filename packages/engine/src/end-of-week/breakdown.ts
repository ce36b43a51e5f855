// Where did my money go: a week's change in net position, split into what moved it, read from the
// ledger. Every posting of the week changes the net position by the sum of its entries on the
// player's own accounts (a transfer between them changes nothing), and each posting belongs to one
// category by the world's account on its other side, so the categories add up exactly to the week's
// difference. The student sees it on the week's summary; the teacher sees it per week.
import type { MoneyCategory } from '@mc/contract/apps/end-of-week';
import { categoryOf } from '../banking/accounts';
import type { GameState } from '../game/state';
import {
  entriesOf,
  isShopKey,
  isWorldKey,
  PLAYER_KEYS,
  postingCount,
  postingDescription,
  postingsBetween,
  WORLD,
  type Posting,
} from '../ledger/ledger';

/** The contract's categories: the API and the teacher's view name the same ones. */
export type { MoneyCategory };

/** The words a student reads for each category. */
export const MONEY_CATEGORY_LABELS: Record<MoneyCategory, string> = {
  pay: 'Pay (after tax)',
  super: 'Super',
  bills: 'New bills',
  everyday: 'Everyday spending',
  'late-fees': 'Late and dishonour fees',
  'bank-fees': 'Bank fees',
  interest: 'Interest earned',
  card: 'Credit card interest and fees',
  events: 'Surprises',
  offers: 'Offers',
  scams: 'Scams',
  rewards: 'Rewards',
  starting: 'Starting money',
  items: 'Things you own (bought, sold, value lost or gained)',
  shares: 'Shares (prices, brokerage and dividends)',
  'tax-refund': 'Tax refund',
};

export interface MoneyMovement {
  category: MoneyCategory;
  label: string;
  amountCents: number;
}

const BY_WORLD_KEY: Record<string, MoneyCategory> = {
  [WORLD.opening]: 'starting',
  [WORLD.employer]: 'pay',
  [WORLD.bankInterest]: 'interest',
  [WORLD.bankFees]: 'bank-fees',
  [WORLD.cardInterest]: 'card',
  [WORLD.superReturns]: 'super',
  [WORLD.rewards]: 'rewards',
  [WORLD.collector]: 'late-fees',
  [WORLD.windfalls]: 'events',
  [WORLD.offers]: 'offers',
  [WORLD.oddJobs]: 'pay',
  [WORLD.scammers]: 'scams',
  [WORLD.goods]: 'items',
  [WORLD.shop]: 'items',
  [WORLD.market]: 'items',
  [WORLD.marketFees]: 'items',
  [WORLD.shareMarket]: 'shares',
  [WORLD.brokerage]: 'shares',
  [WORLD.dividends]: 'shares',
  // Only a refund is the ATO's first: a pay's withholding names the employer first, super's
  // contributions tax is super's, and a tax debt arrives as a bill.
  [WORLD.ato]: 'tax-refund',
};

function superKeys(state: GameState): Set<string> {
  return new Set(
    state.banking.accounts.filter((a) => categoryOf(a) === 'super').map((a) => `a${a.id}`),
  );
}

/** The category of one entry on a player's account, from the posting it is part of. */
function categoryOfEntry(posting: Posting, playerKey: string, supers: Set<string>): MoneyCategory {
  if (supers.has(playerKey)) return 'super';
  const worldKey = entriesOf(posting).find(([key]) => isWorldKey(key))?.[0];
  const description = postingDescription(posting);
  if (worldKey === undefined) {
    // Only the player's accounts (a version-4 game's debt collector taking an overdue bill).
    return 'late-fees';
  }
  if (worldKey === WORLD.bankFees && playerKey === PLAYER_KEYS.card) return 'card';
  // A shop's account: groceries, fares, a subscription (no bill).
  if (isShopKey(worldKey)) return 'everyday';
  const known = BY_WORLD_KEY[worldKey];
  if (known) return known;
  // A biller's account: a bill arriving, or a late or dishonour fee on one.
  const fee = description.startsWith('Late fee') || description.startsWith('Dishonour fee');
  return fee ? 'late-fees' : 'bills';
}

/** The movements of the postings from `from` to `to`, by category, largest first. */
function movements(state: GameState, from: number, to: number): MoneyMovement[] {
  const supers = superKeys(state);
  const sums = new Map<MoneyCategory, number>();
  for (const posting of postingsBetween(state.ledger, from, to)) {
    for (const [key, amount] of entriesOf(posting)) {
      if (isWorldKey(key)) continue;
      const category = categoryOfEntry(posting, key, supers);
      sums.set(category, (sums.get(category) ?? 0) + amount);
    }
  }
  return [...sums]
    .filter(([, amount]) => amount !== 0)
    .map(([category, amountCents]) => ({
      category,
      label: MONEY_CATEGORY_LABELS[category],
      amountCents,
    }))
    .sort((a, b) => Math.abs(b.amountCents) - Math.abs(a.amountCents));
}

/**
 * What moved the net position in a week that has ended, by category (largest first, zeros left
 * out); the amounts add up to the week's difference. Null for a week that has not ended.
 */
export function selectWeekBreakdown(state: GameState, week: number): MoneyMovement[] | null {
  const { summaries } = state.endOfWeek;
  const index = summaries.findIndex((s) => s.week === week);
  const summary = summaries[index];
  if (!summary) return null;
  const next = summaries[index + 1];
  const end =
    next?.firstPosting ??
    (week === state.week ? postingCount(state.ledger) : state.endOfWeek.startingPosting);
  return movements(state, summary.firstPosting, end);
}

/**
 * What has moved the net position over the game's weeks so far, by category: from week 1's
 * opening (the money and things a player starts with are not counted) to now.
 */
export function selectGameMovements(state: GameState): MoneyMovement[] {
  const from = state.endOfWeek.summaries[0]?.firstPosting ?? state.endOfWeek.startingPosting;
  return movements(state, from, postingCount(state.ledger));
}

/**
 * What has moved the net position since the current week opened (its bills and any surprise as
 * it opened, then whatever has happened since), by category, and the figure it opened at: the
 * start of a week explains the drop the dashboard shows.
 */
export function selectWeekSoFar(state: GameState): {
  startingNetCents: number;
  movements: MoneyMovement[];
} {
  return {
    startingNetCents: state.endOfWeek.startingNetCents,
    movements: movements(state, state.endOfWeek.startingPosting, postingCount(state.ledger)),
  };
}

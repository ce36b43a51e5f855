// The double-entry ledger. Every change of a balance is one posting whose entries sum to zero,
// between named accounts, the player's and the world's. Postings are append-only; a correction
// is a new posting. Balances are a cache of the postings (tests check the cache equals the sum).
//
// Sign convention: an account's balance is the sum of its entries. Player assets are positive,
// player liabilities (credit card, unpaid bills) negative, and the world's accounts mirror them,
// so the sum of all balances is always zero.

/** One leg of a posting: a ledger account key and a signed amount in cents. */
export type Entry = [account: string, amountCents: number];

/**
 * A posting, kept compact because a whole game's history lives in the state: the week, the
 * description shown on statements, then its entries flattened as account, amount, account,
 * amount... (summing to zero).
 */
export type Posting = [week: number, description: string, ...legs: (string | number)[]];

export function postingWeek(posting: Posting): number {
  return posting[0];
}

export function postingDescription(posting: Posting): string {
  return posting[1];
}

/** The entries of a posting. */
export function entriesOf(posting: Posting): Entry[] {
  const entries: Entry[] = [];
  for (let i = 2; i + 1 < posting.length; i += 2)
    entries.push([posting[i] as string, posting[i + 1] as number]);
  return entries;
}

/**
 * Postings are kept in pages of at most POSTINGS_PER_PAGE, oldest first, so a command that posts
 * copies only the last page and the short list of pages, not the whole history.
 */
export interface LedgerState {
  balances: Record<string, number>;
  pages: Posting[][];
}

export const POSTINGS_PER_PAGE = 64;

/** Every posting, oldest first. */
/** How many postings the ledger holds. */
export function postingCount(ledger: LedgerState): number {
  const { pages } = ledger;
  return pages.length === 0
    ? 0
    : (pages.length - 1) * POSTINGS_PER_PAGE + pages[pages.length - 1]!.length;
}

/** The postings from index `from` (inclusive) to `to` (exclusive), reading only the pages needed. */
export function postingsBetween(ledger: LedgerState, from: number, to: number): Posting[] {
  const result: Posting[] = [];
  for (let i = Math.max(0, from); i < to; i++) {
    const posting = ledger.pages[Math.floor(i / POSTINGS_PER_PAGE)]?.[i % POSTINGS_PER_PAGE];
    if (posting) result.push(posting);
  }
  return result;
}

export function allPostings(ledger: LedgerState): Posting[] {
  return ledger.pages.flat();
}

/**
 * Ledger keys of the player's accounts that are not bank accounts. `cardInterest` holds the card
 * interest accrued since the last statement (owed, so negative), charged to the card at the next
 * statement.
 */
export const PLAYER_KEYS = {
  cash: 'cash',
  card: 'card',
  bills: 'bills',
  cardInterest: 'card-interest',
  /** What the player owes whoever covered everyday spending they could not pay (negative). */
  lender: 'lender',
} as const;

/** The ledger key of a bank account, from its id number. */
export function bankKey(accountId: number): string {
  return `a${accountId}`;
}

/**
 * The ledger key of the interest a bank account has earned and the bank has not paid yet (paid
 * every four weeks, or at a term deposit's maturity). It is the player's, so the net position
 * counts it; the bank moves it into the account when it pays.
 */
export function accruedInterestKey(accountId: number): string {
  return `i${accountId}`;
}

/** The world's accounts: where money comes from and goes to. */
export const WORLD = {
  opening: 'w:opening-balance',
  employer: 'w:employer',
  ato: 'w:ato',
  bankInterest: 'w:bank-interest',
  bankFees: 'w:bank-fees',
  cardInterest: 'w:card-interest',
  superReturns: 'w:super-returns',
  superFees: 'w:super-fees',
  rewards: 'w:rewards',
  collector: 'w:debt-collector',
  windfalls: 'w:windfalls',
  offers: 'w:offers',
  /** Households that pay for an odd job (babysitting, tutoring): pay, with no employer. */
  oddJobs: 'w:odd-jobs',
  scammers: 'w:scammers',
  /** Where the things the player owns come from and go back to: their value, not their price. */
  goods: 'w:goods',
  /** uShop, paid for what the player buys new. */
  shop: 'w:ushop',
  /** iBuy's other people: sellers of the lots the player buys, buyers of what they sell. */
  market: 'w:ibuy',
  /** iBuy itself: its success fee on what the player sells. */
  marketFees: 'w:ibuy-fees',
  /** The share market: what the player's shares are worth moves against it. */
  shareMarket: 'w:share-market',
  /** Brokers' fees on share trades. */
  brokerage: 'w:brokerage',
  /** Companies' dividends. */
  dividends: 'w:dividends',
} as const;

const billerKeys = new Map<string, string>();

/** The world account of a biller (a shop, landlord, phone company), named by a slug of it. */
export function billerKey(payee: string): string {
  let key = billerKeys.get(payee);
  if (key === undefined) {
    key = slugKey(payee);
    if (billerKeys.size < 1024) billerKeys.set(payee, key); // a pure memo, bounded
  }
  return key;
}

/**
 * The world account of a shop or service the player spends at without a bill (groceries, bus
 * fares, a subscription): apart from billers', so the week's summary can tell the two apart.
 */
export function shopKey(payee: string): string {
  return `w:s:${billerKey(payee).slice('w:b:'.length)}`;
}

export function isShopKey(key: string): boolean {
  return key.startsWith('w:s:');
}

function slugKey(payee: string): string {
  const slug = payee
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `w:b:${slug || 'unknown'}`;
}

export function isWorldKey(key: string): boolean {
  return key.startsWith('w:');
}

export function emptyLedger(): LedgerState {
  return { balances: {}, pages: [] };
}

export function balanceOf(ledger: LedgerState, key: string): number {
  return ledger.balances[key] ?? 0;
}

/**
 * Checks a posting and appends it to balances and postings that the caller owns (a command's
 * draft). An unbalanced or fractional posting is a bug, so it throws.
 */
export function appendPosting(
  balances: Record<string, number>,
  postings: Posting[],
  week: number,
  description: string,
  entries: Entry[],
): void {
  let sum = 0;
  for (const [key, amount] of entries) {
    if (!Number.isSafeInteger(amount)) throw new Error(`posting amount not whole cents: ${amount}`);
    if (key.length === 0) throw new Error('posting to an unnamed account');
    sum += amount;
  }
  if (sum !== 0) throw new Error(`posting does not balance (${sum}): ${description}`);
  const posting: Posting = [week, description];
  for (const [key, amount] of entries) {
    if (amount === 0) continue;
    balances[key] = (balances[key] ?? 0) + amount;
    posting.push(key, amount);
  }
  if (posting.length > 2) postings.push(posting);
}

/** Appends one balanced posting, returning a new ledger (the given one is not changed). */
export function post(
  ledger: LedgerState,
  week: number,
  description: string,
  entries: Entry[],
): LedgerState {
  const pages = ledger.pages.slice();
  const last = pages[pages.length - 1];
  let page: Posting[];
  if (last && last.length < POSTINGS_PER_PAGE) {
    page = last.slice();
    pages[pages.length - 1] = page;
  } else {
    page = [];
    pages.push(page);
  }
  const before = page.length;
  const balances = { ...ledger.balances };
  appendPosting(balances, page, week, description, entries);
  return page.length === before ? ledger : { balances, pages };
}

/** Moves a positive amount from one account to another as one two-legged posting. */
export function move(
  ledger: LedgerState,
  week: number,
  description: string,
  from: string,
  to: string,
  amountCents: number,
): LedgerState {
  if (amountCents < 0) throw new Error(`negative move: ${amountCents}`);
  if (from === to) throw new Error(`move to the same account: ${from}`);
  return post(ledger, week, description, [
    [from, -amountCents],
    [to, amountCents],
  ]);
}

/** One line of an account statement. */
export interface StatementLine {
  week: number;
  description: string;
  moneyCents: number;
  balanceCents: number;
}

/** Every posting that touched an account, oldest first, with the running balance. */
export function statementOf(ledger: LedgerState, key: string): StatementLine[] {
  const lines: StatementLine[] = [];
  let balance = 0;
  for (const posting of allPostings(ledger)) {
    let money = 0;
    let touched = false;
    for (let i = 2; i + 1 < posting.length; i += 2) {
      if (posting[i] === key) {
        money += posting[i + 1] as number;
        touched = true;
      }
    }
    if (!touched) continue;
    balance += money;
    lines.push({
      week: posting[0],
      description: posting[1],
      moneyCents: money,
      balanceCents: balance,
    });
  }
  return lines;
}

/** Balances recomputed from the postings alone (the cache must equal this). */
export function recomputeBalances(ledger: LedgerState): Record<string, number> {
  const balances: Record<string, number> = {};
  for (const posting of allPostings(ledger)) {
    for (const [key, amount] of entriesOf(posting)) balances[key] = (balances[key] ?? 0) + amount;
  }
  return balances;
}

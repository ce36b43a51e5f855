// The money rules that both sides check, once: pure functions of amounts in cents, in the spec's
// order (part 1 section 5). The engine calls them with what the state holds; the web forms call
// them with what the player typed and what the server last said, so a form shows the same message
// the server would answer. Part 2's money forms (uShop, iBuy, shares) use the same functions.
// Each returns the first rule broken (which field it concerns and the spec's message), or null.
import { IBUY_LIMITS, ITEM_MESSAGES } from './apps/items';
import { MIN_TRANSFER_CENTS, MONEY_MESSAGES } from './engine-constants';

export type MoneyField = 'source' | 'target' | 'amount';

export interface MoneyProblem {
  field: MoneyField;
  message: string;
}

const problem = (field: MoneyField, message: string): MoneyProblem => ({ field, message });

/** A whole number of cents that is a real amount (NaN, fractions and infinities are not). */
export const isCents = (amountCents: number) => Number.isSafeInteger(amountCents);

/** An amount entered at all: above zero. */
export function amountProblem(amountCents: number): MoneyProblem | null {
  return isCents(amountCents) && amountCents > 0
    ? null
    : problem('amount', MONEY_MESSAGES.enterAmount);
}

/** The source holds the amount; `message` is the form's own words for "not enough". */
export function coversProblem(
  amountCents: number,
  availableCents: number,
  message: string,
): MoneyProblem | null {
  return amountCents > availableCents ? problem('amount', message) : null;
}

export interface TransferCheck {
  hasBankAccount: boolean;
  sourceChosen: boolean;
  targetChosen: boolean;
  amountCents: number;
  availableCents: number;
}

/** A transfer between the player's own accounts: a bank account exists, both ends chosen, over $0.01, covered. */
export function transferProblem(t: TransferCheck): MoneyProblem | null {
  if (!t.hasBankAccount) return problem('target', MONEY_MESSAGES.needBankAccountToTransfer);
  if (!t.sourceChosen) return problem('source', MONEY_MESSAGES.selectAccount);
  if (!t.targetChosen) return problem('target', MONEY_MESSAGES.selectAccount);
  if (!isCents(t.amountCents) || t.amountCents < MIN_TRANSFER_CENTS)
    return problem('amount', MONEY_MESSAGES.enterAmount);
  return coversProblem(t.amountCents, t.availableCents, MONEY_MESSAGES.depositAccountFunds);
}

export interface DepositCheck {
  sourceChosen: boolean;
  amountCents: number;
  /** The product's minimum opening balance (at least one cent for a term deposit). */
  minimumCents: number;
  availableCents: number;
}

/** An opening deposit: a source chosen, at least the minimum balance, covered by the source. */
export function depositProblem(d: DepositCheck): MoneyProblem | null {
  if (!d.sourceChosen) return problem('source', MONEY_MESSAGES.selectAccount);
  if (!isCents(d.amountCents) || d.amountCents < d.minimumCents)
    return problem('amount', MONEY_MESSAGES.minimumBalance);
  return coversProblem(d.amountCents, d.availableCents, MONEY_MESSAGES.depositAccountFunds);
}

export interface CardPaymentCheck {
  sourceChosen: boolean;
  amountCents: number;
  /** What is left of the statement's minimum repayment. */
  minimumCents: number;
  /** What is left of the statement's closing balance, as a positive amount owed. */
  owedCents: number;
  availableCents: number;
}

/** Paying the card from a bank account: at least the minimum, at most the closing balance, covered. */
export function cardPaymentProblem(p: CardPaymentCheck): MoneyProblem | null {
  if (!p.sourceChosen) return problem('source', MONEY_MESSAGES.selectAccount);
  const entered = amountProblem(p.amountCents);
  if (entered) return entered;
  if (p.amountCents < p.minimumCents)
    return problem('amount', MONEY_MESSAGES.belowMinimumRepayment);
  if (p.amountCents > p.owedCents) return problem('amount', MONEY_MESSAGES.exceedsClosingBalance);
  return coversProblem(p.amountCents, p.availableCents, MONEY_MESSAGES.bankAccountFunds);
}

export interface CardPurchaseCheck {
  hasBankAccount: boolean;
  sourceChosen: boolean;
  /** The card's cost: its annual fee, paid when it is bought. */
  feeCents: number;
  availableCents: number;
}

/** Buying a card: a bank account is needed, one chosen, and it covers the card's fee. */
export function cardPurchaseProblem(c: CardPurchaseCheck): MoneyProblem | null {
  if (!c.hasBankAccount) return problem('source', MONEY_MESSAGES.needBankAccountForCard);
  if (!c.sourceChosen) return problem('source', MONEY_MESSAGES.selectAccount);
  return coversProblem(c.feeCents, c.availableCents, MONEY_MESSAGES.selectedAccountFunds);
}

export interface PaymentCheck {
  sourceChosen: boolean;
  amountCents: number;
  availableCents: number;
}

/** Paying a fixed amount (a bill, later a shop item) from a chosen source that must cover it. */
export function paymentProblem(p: PaymentCheck): MoneyProblem | null {
  if (!p.sourceChosen) return problem('source', MONEY_MESSAGES.selectAccount);
  return coversProblem(p.amountCents, p.availableCents, MONEY_MESSAGES.selectedAccountFunds);
}

export interface BidCheck {
  sourceChosen: boolean;
  bidCents: number;
  /** The lot's current bid: a bid must beat it by the minimum increment. */
  currentBidCents: number;
  availableCents: number;
}

/**
 * A bid on an iBuy lot (spec part 2, sections 5 and 9): a source chosen, at least the current bid
 * plus $5, at most $100,000, covered by the source (the bid is held from it until the lot closes).
 */
export function bidProblem(b: BidCheck): MoneyProblem | null {
  if (!b.sourceChosen) return problem('source', MONEY_MESSAGES.selectAccount);
  const entered = amountProblem(b.bidCents);
  if (entered) return entered;
  if (b.bidCents < b.currentBidCents + IBUY_LIMITS.minBidIncrementDollars * 100)
    return problem('amount', ITEM_MESSAGES.bidTooLow);
  if (b.bidCents > IBUY_LIMITS.maxSellDollars * 100) return problem('amount', ITEM_MESSAGES.maxBid);
  return coversProblem(b.bidCents, b.availableCents, MONEY_MESSAGES.selectedAccountFunds);
}

/** A sale price on iBuy (spec part 2, section 5): above $100,000 or under $1 is refused. */
export function salePriceProblem(priceCents: number): MoneyProblem | null {
  if (!Number.isFinite(priceCents)) return problem('amount', MONEY_MESSAGES.enterAmount);
  if (priceCents > IBUY_LIMITS.maxSellDollars * 100)
    return problem('amount', ITEM_MESSAGES.maxSellPrice);
  if (priceCents < IBUY_LIMITS.minSellDollars * 100)
    return problem('amount', ITEM_MESSAGES.minSellPrice);
  if (!isCents(priceCents)) return problem('amount', MONEY_MESSAGES.enterAmount);
  return null;
}

import { dollarsToCents, formatBalance, formatFee, UNLIMITED_TRANSACTIONS } from '@mc/contract';

// The API carries dollars; the contract's formatters take cents. These helpers are the one place
// the money screens turn API amounts into text (spec part 1 section 9: balances 2 decimals, fees
// and minimums whole dollars, interest as a percentage).

/** '$1,234.50' or '-$12.00'. */
export const balanceText = (dollars: number): string => formatBalance(dollarsToCents(dollars));

/**
 * Fees and minimum balances in whole dollars: '$4'. A fee with cents ($2.50) keeps them, so the
 * player is never shown a rounded, wrong price.
 */
export function feeText(dollars: number): string {
  const cents = dollarsToCents(dollars);
  return cents % 100 === 0 ? formatFee(cents) : formatBalance(cents);
}

/**
 * The Weekly Planner's amounts: whole dollars, rounded (spec part 2 section 9: "0 decimals ... in
 * the budget"), so '$233' for a rent of $232.50 a week.
 */
export const budgetText = (dollars: number): string =>
  // + 0 turns a -0 (from -0.4) into 0, so nothing shows as '-$0'.
  formatFee(dollarsToCents(Math.round(dollars) + 0));

/** '+$50.00' or '−$20.00' (a real minus sign), so a gain or loss never rests on colour alone. */
export function signedText(dollars: number): string {
  const cents = dollarsToCents(dollars);
  if (cents === 0) return formatBalance(0);
  return `${cents > 0 ? '+' : '−'}${formatBalance(Math.abs(cents))}`;
}

/**
 * A result against par as a table shows it: whole dollars with a sign, '+$420', '−$35' (a real
 * minus sign), or 'on par'; rounded as parWords rounds, so the figure and the words agree.
 */
export function againstParText(dollars: number): string {
  const whole = Math.round(Math.abs(dollars));
  if (whole === 0) return 'on par';
  return `${dollars > 0 ? '+' : '−'}${formatFee(whole * 100)}`;
}

const percentFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** A percent a year as the bank shows it: 4.5 -> '4.5%'. */
export const percentText = (percent: number): string => `${percentFormat.format(percent)}%`;

/** A credit card's rate is a fraction: 0.1999 -> '19.99%' (spec: rate times 100 percent). */
export const cardRateText = (fraction: number): string =>
  percentText(Math.round(fraction * 10_000) / 100);

/** 9999 transactions a month means unlimited (spec part 1 section 9). */
export const transactionsText = (perMonth: number): string =>
  perMonth >= UNLIMITED_TRANSACTIONS ? 'Unlimited' : String(perMonth);

/** The account number is the first 6 characters of the account id (spec part 1 section 2). */
export const accountNumber = (id: string): string => id.slice(0, 6);

/** A money figure's classes: `classes`, then right-aligned figures, in red when it is a `loss`. */
export const amountClass = (loss: boolean, ...classes: string[]): string =>
  [...classes, 'amount', ...(loss ? ['amount--loss'] : [])].join(' ');

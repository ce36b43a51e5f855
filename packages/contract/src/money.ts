// Money is integer cents inside the game; dollars exist only at the edges (API amounts, display).
// This file is the one place where the two meet.

export type Cents = number & { readonly __brand: 'cents' };

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

/** Dollars as the API carries them (a number with at most two decimals) to cents. */
export function dollarsToCents(dollars: number): Cents {
  return cents(Math.round(dollars * 100));
}

export function centsToDollars(amount: Cents | number): number {
  return amount / 100;
}

/** True when a dollar amount has no fractions of a cent (12.34 yes, 12.345 no). */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let existing = formatters.get(decimals);
  if (!existing) {
    existing = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, existing);
  }
  return existing;
}

/** '$1,234.50' or '-$12.00'. */
export function formatCents(amount: Cents | number, decimals: 0 | 2 = 2): string {
  return formatter(decimals).format(amount / 100);
}

/** Balances, cash and quiz rewards: two decimals (spec part 1, section 9). */
export const formatBalance = (amount: Cents | number): string => formatCents(amount, 2);

/** Bank fees and minimum balances: whole dollars (spec part 1, section 9). */
export const formatFee = (amount: Cents | number): string => formatCents(amount, 0);

/** Net position: whole dollars on desktop, two decimals on mobile (spec part 1, section 3). */
export function formatNetPosition(amount: Cents | number, layout: 'desktop' | 'mobile'): string {
  return formatCents(amount, layout === 'desktop' ? 0 : 2);
}

import { dollarsToCents, formatBalance } from '@mc/contract';

/** A dollar amount from the API as '$1,234.50' (balances and bills show two decimals). */
export const money = (dollars: number): string => formatBalance(dollarsToCents(dollars));

export interface EmailCategory {
  id: 0 | 1 | 2;
  name: string;
}

/** The inbox folders (spec part 1 section 2: 0 messages, 1 bills, 2 bank). */
export const EMAIL_CATEGORIES: readonly EmailCategory[] = [
  { id: 0, name: 'Messages' },
  { id: 1, name: 'Bills' },
  { id: 2, name: 'Bank' },
];

/** The folder named in a URL, or null when it is not one. */
export function parseCategory(value: string | undefined): 0 | 1 | 2 | null {
  if (value === '0' || value === '1' || value === '2') return Number(value) as 0 | 1 | 2;
  return null;
}

export const EMAIL_ACCENT = '#1d4ed8';
export const EMAIL_HOME = '/app/dashboard/emails';

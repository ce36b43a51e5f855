import { dollarsToCents, formatBalance } from '@mc/contract';

/** Dollars from the API, shown with two decimals: '$12.50'. */
export const money = (dollars: number) => formatBalance(dollarsToCents(dollars));

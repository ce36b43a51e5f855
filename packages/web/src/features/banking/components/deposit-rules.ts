import { dollarsToCents } from '@mc/contract';
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { parseMoney } from '../../../components/money-input';
import type { MoneySource } from '../../../lib/payment-sources';

export interface DepositErrors {
  source?: string;
  amount?: string;
}

/**
 * An opening deposit's checks, in the spec's order (part 1 section 5): a source account is
 * chosen, the amount reaches the minimum balance, and the source holds that much.
 */
export function checkDeposit(
  source: MoneySource | undefined,
  amountText: string,
  minimumDollars: number,
): DepositErrors {
  if (!source) return { source: MONEY_MESSAGES.selectAccount };
  const amount = parseMoney(amountText);
  const cents = Number.isNaN(amount) ? 0 : dollarsToCents(amount);
  if (cents <= 0 && minimumDollars <= 0) return { amount: MONEY_MESSAGES.enterAmount };
  if (cents < dollarsToCents(minimumDollars)) return { amount: MONEY_MESSAGES.minimumBalance };
  if (cents > dollarsToCents(source.balance)) return { amount: MONEY_MESSAGES.depositAccountFunds };
  return {};
}

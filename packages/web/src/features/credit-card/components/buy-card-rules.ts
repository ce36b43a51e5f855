import { dollarsToCents, type CreditCardType } from '@mc/contract';
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import type { MoneySource } from '../../../lib/payment-sources';

export const CHOOSE_A_CARD = 'Error: please choose a card';

export interface BuyCardErrors {
  card?: string;
  account?: string;
}

/**
 * Buying a card, in the spec's order (part 1 section 5): a bank account is needed, one is
 * selected, and it holds at least the card's cost (its annual fee).
 */
export function checkBuyCard(
  bankAccounts: readonly MoneySource[],
  card: CreditCardType | undefined,
  account: MoneySource | undefined,
): BuyCardErrors {
  if (bankAccounts.length === 0) return { account: MONEY_MESSAGES.needBankAccountForCard };
  if (!card) return { card: CHOOSE_A_CARD };
  if (!account) return { account: MONEY_MESSAGES.selectAccount };
  if (dollarsToCents(account.balance) < dollarsToCents(card.Cost)) {
    return { account: MONEY_MESSAGES.selectedAccountFunds };
  }
  return {};
}

import { useGameCommand } from '../../../lib/game-queries';

export interface BuyCardBody extends Record<string, unknown> {
  CreditCardID: string;
  /** The bank account that pays the card's annual fee. */
  PurchasingBankAccountInstanceID: string;
}

/** POST /api/i/creditcards: get a card, paying its annual fee from a bank account. */
export const useBuyCard = () => useGameCommand<BuyCardBody>('/api/i/creditcards');

import type { buyCreditCardBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** The card chosen and the bank account that pays its annual fee. */
export type BuyCardBody = GameBody<typeof buyCreditCardBody>;

/** POST /api/i/creditcards: get a card, paying its annual fee from a bank account. */
export const useBuyCard = () => useGameCommand<BuyCardBody>('/api/i/creditcards');

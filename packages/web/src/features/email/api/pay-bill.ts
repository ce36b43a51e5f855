import type { payBillBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/**
 * The bill's own ID (Communication.Bill.ID, not the email's) and, for a recurring bill,
 * SetAutomatic to pay the next ones from the same account by direct debit.
 */
export type PayBillBody = GameBody<typeof payBillBody>;

/** POST /api/i/bills/pay. */
export const usePayBill = () => useGameCommand<PayBillBody>('/api/i/bills/pay');

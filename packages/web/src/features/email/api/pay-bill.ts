import { useGameCommand } from '../../../lib/game-queries';

export interface PayBillBody extends Record<string, unknown> {
  FromGameAppInstanceID: string;
  FromAccountInstanceID: string;
  /** The bill's own ID (Communication.Bill.ID), not the email's. */
  BillInstanceID: string;
  /** Recurring bills: pay the next ones from this account by direct debit. */
  SetAutomatic: boolean;
}

/** POST /api/i/bills/pay. */
export const usePayBill = () => useGameCommand<PayBillBody>('/api/i/bills/pay');

import type { Communication } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** A pay slip email read on its own (GET /api/i/emails/payslip), for when a list left it out. */
export function usePaySlipEmail(emailId: string, enabled: boolean) {
  return useGameQuery<Communication>(
    '/api/i/emails/payslip',
    { EmailInstanceID: emailId },
    { enabled },
  );
}

// Term deposits at maturity. Australian banks reinvest a maturing term deposit for the same term
// at their current rate unless told otherwise, and give a grace period in which it can still be
// withdrawn without an interest reduction (Defence Bank: "automatically reinvested on the
// maturity date for the same term at the then-current published term deposit interest rate",
// with a 7-calendar-day grace period; Bank of Melbourne renews likewise, with 14 days). The
// game does the same with a one-week grace period, and tells the player by e-mail.
import { formatBalance } from '@mc/contract';
import { deliverNotice } from '../communications/deliver';
import type { GameState } from '../game/state';
import type { Tx } from '../game/tx';
import { bankBalance, openAccounts, replaceBankAccount } from './accounts';
import { payAccruedInterest, percentText } from './interest';
import type { BankAccount } from './types';

/** Whether a term deposit can be withdrawn in full now: it was reinvested and is in its grace weeks. */
export function inGracePeriod(state: GameState, account: BankAccount): boolean {
  return account.graceUntilWeek !== null && state.week <= account.graceUntilWeek;
}

/** Week step: term deposits whose term ends this week are paid their interest and reinvested. */
export function matureTermDeposits(tx: Tx): void {
  for (const account of openAccounts(tx.state, 'term-deposit')) {
    if (account.maturityWeek === null || account.maturityWeek > tx.state.week) continue;
    rollOver(tx, account);
  }
}

function rollOver(tx: Tx, account: BankAccount): void {
  const week = tx.state.week;
  const interest = payAccruedInterest(tx, account.id, 'Interest at maturity');
  // The bank's current rate for the same product; its terms stay as they were if it is gone.
  const type = tx.content.scenario.bankAccountTypes.find((t) => t.id === account.typeId);
  const rate = type?.interestRate ?? account.terms.interestRate;
  const term = Math.max(1, account.terms.depositPeriodWeeks);
  const graceUntilWeek = week + tx.content.scenario.rules.termDeposit.graceWeeks;
  replaceBankAccount(tx, account.id, (a) => ({
    ...a,
    terms: { ...a.terms, interestRate: rate },
    // The fraction of a cent left over is the bank's, as at any payment of interest.
    accruedCentiCents: 0,
    termStartWeek: week + 1,
    maturityWeek: week + term,
    graceUntilWeek,
    interestAtLastMaturityCents: interest,
  }));
  const balance = bankBalance(tx.state, account);
  deliverNotice(tx, 'email', {
    from: 'My Bank',
    subject: `Your ${account.title} has matured and been reinvested`,
    content:
      `<p>Your ${account.title} matured at the end of week ${week} and earned ` +
      `${formatBalance(interest)} interest.</p>` +
      `<p>As you gave no other instructions, the bank has reinvested all ${formatBalance(balance)} ` +
      `for another ${term} weeks at its current rate of ${percentText(rate)} a year. It now ` +
      `matures at the end of week ${week + term}.</p>` +
      `<p>Want the money instead? Withdraw it in My Bank by the end of week ${graceUntilWeek} ` +
      `and you keep every cent, with no interest reduction. After that, taking it out early ` +
      `cuts the interest.</p>`,
    category: 2,
  });
}

// Badges for lessons learned (issue 29, after Budget Challenge's trophies): a small set, each the
// mark of a money habit the game teaches, read from the game at the end of each week.
//
//   safety-net     by the end of week 8, two weeks of your spending put away in a savings account
//                  (an emergency buffer: money that is there for a surprise, not the pay that has
//                  just landed in the everyday account)
//   on-budget      four weeks running, your plan kept: no more on bills and things than planned,
//                  and at least what you planned saved
//   bills-on-time  at the end of the game, no late fee on any bill all game
//   scam-spotter   at the end of the game, every scam that reached you turned down
//   card-in-full   at the end of the game, a card that owed something at a statement and every
//                  statement paid in full by its due week (so never any interest)
import { selectBankAccounts } from '../banking/selectors';
import { findOffer } from '../events/pools';
import { emit, update, type Tx } from '../game/tx';
import type { GameState } from '../game/state';
import { selectPlanComparison } from '../planner/actual';
import { selectBudget } from '../planner/budget';
import type { BadgeId, BadgesState } from './types';

/** The week by whose end the safety net counts. */
export const SAFETY_NET_BY_WEEK = 8;
/** Weeks of spending the safety net holds. */
export const SAFETY_NET_WEEKS = 2;
/** Weeks in a row a plan is kept for the on-budget badge. */
export const ON_BUDGET_WEEKS = 4;

const has = (state: GameState, id: BadgeId) => state.badges.earned.some((b) => b.id === id);

/** Money put away: the savings accounts' balances. */
function savingsCents(state: GameState): number {
  return selectBankAccounts(state)
    .filter((account) => account.accountType === 'SavingsBankAccountInstance')
    .reduce((sum, account) => sum + account.balanceCents, 0);
}

/** Whether the week's plan was kept: bills and things within it, savings at least it. */
function planKept(tx: Tx, week: number): boolean {
  const comparison = selectPlanComparison(tx.state, tx.content, week);
  if (!comparison) return false;
  const { planned, actualCents } = comparison;
  const within = (field: 'bills' | 'goods') => actualCents[field] <= planned[field] * 100;
  return within('bills') && within('goods') && actualCents.savings >= planned.savings * 100;
}

/** Scams in the messages still in hand (an accepted one stays there for weeks). */
function scamsInHand(tx: Tx): { seen: boolean; accepted: boolean } {
  let seen = false;
  let accepted = false;
  for (const message of tx.state.communications.list) {
    if (message.source.kind !== 'offer') continue;
    if (!findOffer(tx.content, message.source.offerId)?.isScam) continue;
    seen = true;
    if (message.action?.accepted) accepted = true;
  }
  return { seen, accepted };
}

/** The end of the week: what the checks remember, then any badge earned. */
export function awardBadges(tx: Tx): void {
  const { state } = tx;
  const week = state.week;
  const scams = scamsInHand(tx);
  const card = state.creditCard.card;
  const remembered: BadgesState = {
    ...state.badges,
    budgetStreak: planKept(tx, week) ? state.badges.budgetStreak + 1 : 0,
    scamSeen: state.badges.scamSeen || scams.seen,
    scamAccepted: state.badges.scamAccepted || scams.accepted,
    cardMissed: state.badges.cardMissed || (card !== null && !card.interestFree),
  };
  const earned: BadgeId[] = [];
  if (
    !has(state, 'safety-net') &&
    week <= SAFETY_NET_BY_WEEK &&
    savingsCents(state) >=
      SAFETY_NET_WEEKS * Math.max(1, selectBudget(state, tx.content).totalExpensesCents)
  )
    earned.push('safety-net');
  if (!has(state, 'on-budget') && remembered.budgetStreak >= ON_BUDGET_WEEKS)
    earned.push('on-budget');
  if (week === state.totalWeeks) {
    const lateFees = state.bills.list.some((bill) => bill.lateFeesCents > 0);
    if (!lateFees && state.bills.list.length > 0) earned.push('bills-on-time');
    if (remembered.scamSeen && !remembered.scamAccepted) earned.push('scam-spotter');
    const owedAtStatement = state.creditCard.statements.some((s) => s.closingBalanceCents < 0);
    if (card && owedAtStatement && !remembered.cardMissed) earned.push('card-in-full');
  }
  update(tx, 'badges', () => ({
    ...remembered,
    earned: [...remembered.earned, ...earned.map((id) => ({ id, week }))],
  }));
  for (const id of earned) emit(tx, { type: 'badgeEarned', badgeId: id });
}

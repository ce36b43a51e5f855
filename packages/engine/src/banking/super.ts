// The super fund. Its balance moves with the market every week: a month's return is drawn from
// the game's seed (every player of one game sees the same market) and a quarter of it is earned
// each week on the balance the week began with, so money that arrives late in a month does not
// earn the whole month. The fund deducts 15% contributions tax from employer (concessional)
// contributions as they arrive, and charges its administration fee every four weeks. Nothing
// comes out before retirement, and the player cannot put more in: money moved into super is
// locked until the preservation age, so in a 26-week game it could never pay a bill.
import type { ScenarioRules } from '../game/content';
import type { GameState } from '../game/state';
import { moveMoney, type Tx } from '../game/tx';
import { bankKey, entriesOf, WORLD } from '../ledger/ledger';
import { marketFloat, marketNormal } from '../random/market';
import type { RngState } from '../random/prng';
import { bankBalance, openAccounts } from './accounts';
import { DAYS_PER_MONTH, forEachPostingSince, monthOf, WEEKS_PER_MONTH } from './month';
import type { BankAccount } from './types';

/**
 * The fund's return for a game month (a fraction): calm in most months, stressed in a few, each
 * a normal distribution; the rules' figures are calibrated to Australian growth ("balanced")
 * funds' history (see rules.ts in the content).
 */
export function superMonthlyReturn(
  gameSeed: Readonly<RngState>,
  rules: ScenarioRules['super'],
  month: number,
): number {
  const { calm, stress } = rules.monthlyReturn;
  const z = marketNormal(gameSeed, 'super-month', month);
  return marketFloat(gameSeed, 'super-regime', month) < stress.chance
    ? stress.mean + stress.sd * z
    : calm.mean + calm.sd * z;
}

/**
 * Week step, first of the week's end (before this week's pay arrives): a quarter of the month's
 * return on the balance the week began with.
 */
export function creditSuperReturn(tx: Tx): void {
  const rules = tx.content.scenario.rules.super;
  const monthly = superMonthlyReturn(tx.state.gameSeed, rules, monthOf(tx.state.week));
  for (const account of openAccounts(tx.state, 'super')) {
    const balance = bankBalance(tx.state, account);
    const amount = Math.max(-balance, Math.round((balance * monthly) / WEEKS_PER_MONTH));
    if (amount > 0)
      moveMoney(tx, 'Investment return', WORLD.superReturns, bankKey(account.id), amount);
    if (amount < 0)
      moveMoney(tx, 'Investment return (loss)', bankKey(account.id), WORLD.superReturns, -amount);
  }
}

/** What the employer paid into a fund this week: concessional contributions. */
export function concessionalThisWeekCents(state: GameState, account: BankAccount): number {
  const key = bankKey(account.id);
  let contributed = 0;
  forEachPostingSince(state, state.week, (posting) => {
    const entries = entriesOf(posting);
    if (!entries.some(([other]) => other === WORLD.employer)) return;
    for (const [entryKey, amount] of entries)
      if (entryKey === key && amount > 0) contributed += amount;
  });
  return contributed;
}

/** Week step, after pay day: the fund deducts contributions tax from this week's contributions. */
export function deductContributionsTax(tx: Tx): void {
  const rate = tx.content.scenario.rules.super.contributionsTaxRate;
  for (const account of openAccounts(tx.state, 'super')) {
    const tax = Math.round(concessionalThisWeekCents(tx.state, account) * rate);
    const amount = Math.min(tax, Math.max(0, bankBalance(tx.state, account)));
    const percent = Math.round(rate * 100);
    moveMoney(tx, `Contributions tax (${percent}%)`, bankKey(account.id), WORLD.ato, amount);
  }
}

/**
 * A game month's administration fee: the fund's dollar fee plus its share of the balance, never
 * more than the low-balance cap allows (SIS Act s 99G caps fees at 3% a year of a balance under
 * $6,000; the game applies the cap month by month instead of refunding after the year's end).
 */
export function superAdminFeeCents(
  balanceCents: number,
  monthlyFeeCents: number,
  rules: ScenarioRules['super'],
): number {
  if (balanceCents <= 0) return 0;
  const share = Math.round((balanceCents * rules.adminFeeRate * DAYS_PER_MONTH) / 365);
  let fee = monthlyFeeCents + share;
  const cap = rules.lowBalanceFeeCap;
  if (balanceCents < cap.balanceBelowCents)
    fee = Math.min(fee, Math.floor((balanceCents * cap.rate * DAYS_PER_MONTH) / 365));
  return Math.min(fee, balanceCents);
}

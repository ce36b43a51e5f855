// The game's invariants, checked after every command in tests (and available to the server for
// an audit): postings balance, the balance cache equals the postings, no account goes below zero
// where that is forbidden, bills owed equal the bills-payable account, and the net position
// equals assets minus liabilities. Returns the problems found; empty means sound.
import { billOwing, isLiability } from '../bills/types';
import {
  bankKey,
  entriesOf,
  isWorldKey,
  PLAYER_KEYS,
  POSTINGS_PER_PAGE,
  type Posting,
} from '../ledger/ledger';
import { netPositionCents } from '../progress/net-position';
import { selectProgress } from '../progress/progress';
import type { GameState } from './state';

interface PageAudit {
  sums: Record<string, number>;
  problems: string[];
}

/**
 * A full page of postings never changes again (commands only append to the last page), so its
 * audit is kept by the page's identity: checking after every command stays cheap for the whole
 * game, as the simulation test needs.
 */
const fullPages = new WeakMap<Posting[], PageAudit>();

function auditPage(page: Posting[], pageIndex: number): PageAudit {
  const cached = fullPages.get(page);
  if (cached) return cached;
  const audit: PageAudit = { sums: {}, problems: [] };
  page.forEach((posting, i) => {
    const where = `posting ${pageIndex * POSTINGS_PER_PAGE + i} (${posting[1]})`;
    let sum = 0;
    for (const [key, amount] of entriesOf(posting)) {
      if (!Number.isSafeInteger(amount)) audit.problems.push(`${where} has a fractional amount`);
      audit.sums[key] = (audit.sums[key] ?? 0) + amount;
      sum += amount;
    }
    if (sum !== 0) audit.problems.push(`${where} sums to ${sum}`);
  });
  if (page.length >= POSTINGS_PER_PAGE) fullPages.set(page, audit);
  return audit;
}

export function checkInvariants(state: GameState): string[] {
  const problems: string[] = [];
  const { ledger } = state;
  const recomputed: Record<string, number> = {};
  ledger.pages.forEach((page, index) => {
    // Every page but the last is full: the server stores those sealed pages once, apart.
    if (index < ledger.pages.length - 1 && page.length !== POSTINGS_PER_PAGE)
      problems.push(`page ${index} of postings is not full but is not the last`);
    const audit = auditPage(page, index);
    problems.push(...audit.problems);
    for (const key in audit.sums) recomputed[key] = (recomputed[key] ?? 0) + audit.sums[key]!;
  });
  const keys = new Set([...Object.keys(recomputed), ...Object.keys(ledger.balances)]);
  let total = 0;
  for (const key of keys) {
    const cached = ledger.balances[key] ?? 0;
    if (cached !== (recomputed[key] ?? 0))
      problems.push(`balance of ${key} is ${cached}, postings say ${recomputed[key] ?? 0}`);
    total += cached;
  }
  if (total !== 0) problems.push(`balances sum to ${total}`);
  const balance = (key: string) => ledger.balances[key] ?? 0;
  if (balance(PLAYER_KEYS.cash) < 0)
    problems.push(`cash is negative: ${balance(PLAYER_KEYS.cash)}`);
  if (balance(PLAYER_KEYS.card) > 0)
    problems.push(`card balance is positive: ${balance(PLAYER_KEYS.card)}`);
  for (const account of state.banking.accounts) {
    const b = balance(bankKey(account.id));
    if (b < 0) problems.push(`${account.title} is negative: ${b}`);
    if (account.closedWeek !== null && b !== 0) problems.push(`closed ${account.title} holds ${b}`);
  }
  const owed = state.bills.list.reduce(
    (sum, bill) => sum + (isLiability(state.bills, bill) ? billOwing(bill) : 0),
    0,
  );
  if (owed !== -balance(PLAYER_KEYS.bills))
    problems.push(`bills owe ${owed} but bills payable is ${balance(PLAYER_KEYS.bills)}`);
  for (const bill of state.bills.list) {
    if (billOwing(bill) < 0) problems.push(`bill ${bill.id} is overpaid`);
    if (bill.tag === 'Paid' && billOwing(bill) !== 0)
      problems.push(`paid bill ${bill.id} still owes`);
  }
  const progress = selectProgress(state);
  const net = netPositionCents(state);
  if (progress.netPositionCents !== net)
    problems.push(`progress net ${progress.netPositionCents} != ledger net ${net}`);
  const playerTotal = Object.entries(ledger.balances).reduce(
    (s, [k, v]) => (isWorldKey(k) ? s : s + v),
    0,
  );
  if (playerTotal !== progress.assetsCents - progress.liabilitiesCents)
    problems.push('net position != assets - liabilities');
  problems.push(...duplicateIds(state));
  return problems;
}

function duplicateIds(state: GameState): string[] {
  const ids: number[] = [
    state.cashbox.accountId,
    ...state.banking.accounts.map((a) => a.id),
    ...(state.creditCard.card ? [state.creditCard.card.id] : []),
    ...state.bills.list.map((b) => b.id),
    ...state.communications.list.map((c) => c.id),
    ...state.apps.list.map((a) => a.id),
  ];
  const seen = new Set<number>();
  const problems: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) problems.push(`duplicate id ${id}`);
    if (id < 0 || id >= state.ids.next) problems.push(`id ${id} was never issued`);
    seen.add(id);
  }
  return problems;
}

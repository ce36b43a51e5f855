// The game's invariants, checked after every command in tests (and by the server outside
// production): the core's (postings balance, the balance cache equals the postings, the net
// position equals assets minus liabilities, ids unique and issued) and each module's own (no
// account below zero where that is forbidden, bills owed equal bills payable...). Returns the
// problems found; empty means sound.
import { entriesOf, isWorldKey, POSTINGS_PER_PAGE, type Posting } from '../ledger/ledger';
import { netPositionCents } from '../progress/net-position';
import type { Engine } from './module';
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

export function checkInvariantsWith(engine: Engine, state: GameState): string[] {
  const problems = ledgerProblems(state);
  for (const module of engine.modules) problems.push(...(module.invariants?.(state) ?? []));
  const progress = engine.selectProgress(state);
  const net = netPositionCents(state);
  if (progress.netPositionCents !== net)
    problems.push(`progress net ${progress.netPositionCents} != ledger net ${net}`);
  const playerTotal = Object.entries(state.ledger.balances).reduce(
    (s, [k, v]) => (isWorldKey(k) ? s : s + v),
    0,
  );
  if (playerTotal !== progress.assetsCents - progress.liabilitiesCents)
    problems.push('net position != assets - liabilities');
  problems.push(...duplicateIds(engine, state));
  return problems;
}

/** Postings balance, every page but the last is full, and the balance cache equals the postings. */
function ledgerProblems(state: GameState): string[] {
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
  return problems;
}

function duplicateIds(engine: Engine, state: GameState): string[] {
  const ids = engine.modules.flatMap((m) => m.ids?.(state) ?? []);
  const seen = new Set<number>();
  const problems: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) problems.push(`duplicate id ${id}`);
    if (id < 0 || id >= state.ids.next) problems.push(`id ${id} was never issued`);
    seen.add(id);
  }
  return problems;
}

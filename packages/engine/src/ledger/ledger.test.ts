import { describe, expect, it } from 'vitest';
import {
  allPostings,
  emptyLedger,
  move,
  post,
  POSTINGS_PER_PAGE,
  recomputeBalances,
  statementOf,
} from './ledger';

describe('ledger', () => {
  it('records balanced postings and keeps balances equal to the postings', () => {
    let ledger = emptyLedger();
    ledger = move(ledger, 1, 'Starting cash', 'w:opening', 'cash', 10_000);
    ledger = post(ledger, 2, 'Pay', [
      ['w:employer', -11_200],
      ['w:ato', 1_000],
      ['a1', 9_000],
      ['a2', 1_200],
    ]);
    ledger = move(ledger, 2, 'Transfer', 'a1', 'cash', 500);
    expect(ledger.balances).toEqual(recomputeBalances(ledger));
    expect(Object.values(ledger.balances).reduce((a, b) => a + b, 0)).toBe(0);
    expect(ledger.balances).toMatchObject({ cash: 10_500, a1: 8_500, a2: 1_200, 'w:ato': 1_000 });
  });

  it('refuses unbalanced or fractional postings: a broken posting is a bug', () => {
    expect(() =>
      post(emptyLedger(), 1, 'x', [
        ['a', 1],
        ['b', -2],
      ]),
    ).toThrow(/does not balance/);
    expect(() =>
      post(emptyLedger(), 1, 'x', [
        ['a', 0.5],
        ['b', -0.5],
      ]),
    ).toThrow(/whole cents/);
    expect(() => move(emptyLedger(), 1, 'x', 'a', 'b', -1)).toThrow();
  });

  it('never edits: each posting returns a new ledger', () => {
    const before = move(emptyLedger(), 1, 'a', 'x', 'y', 100);
    const after = move(before, 1, 'b', 'y', 'x', 50);
    expect(allPostings(before)).toHaveLength(1);
    expect(allPostings(after)).toHaveLength(2);
  });

  it('keeps postings in pages, so a posting copies only the last page', () => {
    let ledger = emptyLedger();
    for (let i = 0; i < POSTINGS_PER_PAGE + 1; i++) ledger = move(ledger, 1, `p${i}`, 'a', 'b', 1);
    expect(ledger.pages.map((page) => page.length)).toEqual([POSTINGS_PER_PAGE, 1]);
    const next = move(ledger, 2, 'more', 'a', 'b', 1);
    expect(next.pages[0]).toBe(ledger.pages[0]);
    expect(allPostings(next)).toHaveLength(POSTINGS_PER_PAGE + 2);
    expect(next.balances).toEqual(recomputeBalances(next));
  });

  it('gives an account statement with a running balance', () => {
    let ledger = move(emptyLedger(), 1, 'Deposit', 'cash', 'a1', 5_000);
    ledger = move(ledger, 2, 'Rent', 'a1', 'w:rent', 3_000);
    ledger = move(ledger, 3, 'Interest', 'w:interest', 'a1', 12);
    expect(statementOf(ledger, 'a1')).toEqual([
      { week: 1, description: 'Deposit', moneyCents: 5_000, balanceCents: 5_000 },
      { week: 2, description: 'Rent', moneyCents: -3_000, balanceCents: 2_000 },
      { week: 3, description: 'Interest', moneyCents: 12, balanceCents: 2_012 },
    ]);
  });
});

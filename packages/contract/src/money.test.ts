import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatBalance, formatFee, formatNetPosition, isWholeCents } from './money';

describe('money at the edges', () => {
  it('turns API dollars into whole cents without float drift', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(isWholeCents(12.345)).toBe(false);
    expect(isWholeCents(12.34)).toBe(true);
  });

  it('shows balances with cents, fees in whole dollars, net position by layout', () => {
    expect(formatBalance(123456)).toBe('$1,234.56');
    expect(formatBalance(-1250)).toBe('-$12.50');
    expect(formatFee(500)).toBe('$5');
    expect(formatNetPosition(123456, 'desktop')).toBe('$1,235');
    expect(formatNetPosition(123456, 'mobile')).toBe('$1,234.56');
  });
});

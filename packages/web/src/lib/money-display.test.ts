import { describe, expect, it } from 'vitest';
import {
  accountNumber,
  againstParText,
  balanceText,
  budgetText,
  cardRateText,
  feeText,
  percentText,
  signedText,
  transactionsText,
} from './money-display';

describe('money on the bank screens', () => {
  it('shows balances with 2 decimals and fees in whole dollars', () => {
    expect(balanceText(1234.5)).toBe('$1,234.50');
    expect(feeText(4)).toBe('$4');
    expect(feeText(100)).toBe('$100');
    // A fee with cents is not rounded into a wrong price.
    expect(feeText(2.5)).toBe('$2.50');
  });

  it('shows the budget in whole dollars, rounded', () => {
    expect(budgetText(232.5)).toBe('$233');
    expect(budgetText(1234.4)).toBe('$1,234');
    expect(budgetText(-0.4)).toBe('$0');
    expect(budgetText(-40)).toBe('-$40');
  });

  it('signs money in and out', () => {
    expect(signedText(50)).toBe('+$50.00');
    expect(signedText(-20.05)).toBe('−$20.05');
    expect(signedText(0)).toBe('$0.00');
  });

  it('shows bank interest as a percent and card interest as rate times 100', () => {
    expect(percentText(4.75)).toBe('4.75%');
    expect(cardRateText(0.1999)).toBe('19.99%');
    expect(cardRateText(0.145)).toBe('14.5%');
  });

  it('shows 9999 transactions as unlimited and the first 6 characters as the account number', () => {
    expect(transactionsText(9999)).toBe('Unlimited');
    expect(transactionsText(1)).toBe('1');
    expect(accountNumber('f590d5dd-0dde-40ec-a345-3f246c164f52')).toBe('f590d5');
  });

  it('shows a result against par in whole dollars with a sign, agreeing with its words', () => {
    expect(againstParText(420.4)).toBe('+$420');
    expect(againstParText(-35)).toBe('−$35');
    expect(againstParText(1234.5)).toBe('+$1,235');
    expect(againstParText(0.4)).toBe('on par');
    expect(againstParText(-0.4)).toBe('on par');
  });
});

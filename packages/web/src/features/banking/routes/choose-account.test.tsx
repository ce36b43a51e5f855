import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { everyday, bonusSaver, product, signIn } from '../../../lib/testing/money-fixtures';
import { ChooseAccount } from './choose-account';

const smart = product({
  ID: 'smart-access',
  Title: 'Smart Access',
  MonthlyFee: 4,
  FeePerTransaction: 2.5,
  InterestRate: 0.5,
  FeeWaiverAge: 30,
  FeeWaiverDeposits: 2000,
});

function open(accounts: unknown[]) {
  const calls = stubServer({
    'GET /api/g/banking': ok([smart, bonusSaver]),
    'GET /api/i/banking': ok(accounts),
  });
  renderRoute('/app/dashboard/banking/choose-account', <ChooseAccount />);
  return calls;
}

const fact = (card: HTMLElement, term: string) =>
  within(card).getByText(term).nextElementSibling?.textContent;

describe('choosing an account', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each product with whole-dollar fees, a percent rate and unlimited transactions', async () => {
    const calls = open([everyday]);
    const card = await screen.findByRole('article', { name: 'Smart Access' });
    // The monthly fee with the real product's waiver.
    expect(fact(card, 'Monthly fee')).toBe(
      '$4, waived if you’re under 30 or you deposit $2,000 or more in the month',
    );
    // A fee with cents keeps them rather than rounding to a wrong price.
    expect(fact(card, 'Fee per transaction')).toBe('$2.50');
    expect(fact(card, 'Minimum balance')).toBe('$0');
    expect(fact(card, 'Interest rate')).toBe('0.5% a year');
    expect(fact(card, 'Transactions per month')).toBe('Unlimited');
    const saver = screen.getByRole('article', { name: 'Bonus Saver' });
    expect(fact(saver, 'Transactions per month')).toBe('Unlimited');
    expect(fact(saver, 'Minimum balance')).toBe('$100');
    expect(fact(saver, 'Fee per transaction')).toBe('$0');
    expect(fact(saver, 'Monthly fee')).toBe('$0');
    // A bonus saver: its base rate, and the bonus with its conditions.
    expect(fact(saver, 'Base interest rate')).toBe('0.55% a year');
    expect(fact(saver, 'Bonus interest')).toBe(
      '+3.45% (4% a year with the bonus) in a month in which you deposit at least $100 and make no withdrawals',
    );
    expect(
      within(saver).getByRole('link', { name: 'Choose Bonus Saver' }).getAttribute('href'),
    ).toBe('/app/dashboard/banking/open-account/bonus-saver');
    expect(calls.find((call) => call.path === '/api/g/banking')?.search).toContain('GameID=');
  });

  it('locks savings until there is a transaction account', async () => {
    open([]);
    const saver = await screen.findByRole('article', { name: 'Bonus Saver' });
    expect(within(saver).getByText(/Locked until you open a transaction account/)).toBeTruthy();
    expect(within(saver).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose Smart Access' })).toBeTruthy();
  });
});

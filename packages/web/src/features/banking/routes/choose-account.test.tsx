import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { everyday, goalSaver, product, signIn } from '../../../lib/testing/money-fixtures';
import { ChooseAccount } from './choose-account';

const smart = product({
  ID: 'smart-access',
  Title: 'Smart Access',
  MonthlyFee: 4,
  InterestRate: 0.5,
});

function open(accounts: unknown[]) {
  const calls = stubServer({
    'GET /api/g/banking': ok([smart, goalSaver]),
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
    expect(fact(card, 'Monthly fee')).toBe('$4');
    expect(fact(card, 'Fee per transaction')).toBe('$0');
    expect(fact(card, 'Minimum balance')).toBe('$0');
    expect(fact(card, 'Interest rate')).toBe('0.5% a year');
    expect(fact(card, 'Transactions per month')).toBe('Unlimited');
    const saver = screen.getByRole('article', { name: 'Goal Saver' });
    expect(fact(saver, 'Transactions per month')).toBe('1');
    expect(fact(saver, 'Minimum balance')).toBe('$100');
    // A fee with cents keeps them rather than rounding to a wrong price.
    expect(fact(saver, 'Fee per transaction')).toBe('$2.50');
    expect(
      within(saver).getByRole('link', { name: 'Choose Goal Saver' }).getAttribute('href'),
    ).toBe('/app/dashboard/banking/open-account/goal-saver');
    expect(calls.find((call) => call.path === '/api/g/banking')?.search).toContain('GameID=');
  });

  it('locks savings until there is a transaction account', async () => {
    open([]);
    const saver = await screen.findByRole('article', { name: 'Goal Saver' });
    expect(within(saver).getByText(/Locked until you open a transaction account/)).toBeTruthy();
    expect(within(saver).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose Smart Access' })).toBeTruthy();
  });
});

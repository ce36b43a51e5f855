import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { deposit, everyday, savings, signIn, superFund } from '../../../lib/testing/money-fixtures';
import { BankingHome } from './banking-home';

const open = (accounts: unknown[], investments: unknown[] = []) => {
  stubServer({
    'GET /api/i/banking': ok(accounts),
    'GET /api/i/banking/investments': ok(investments),
  });
  renderRoute('/app/dashboard/banking', <BankingHome />);
};

describe('My Bank', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('lists accounts and investments with a 6-character account number and 2-decimal balances', async () => {
    open([everyday, savings], [deposit, superFund]);
    const accounts = await screen.findByRole('region', { name: 'Accounts' });
    const first = await within(accounts).findByRole('link', { name: /Everyday Access/ });
    expect(within(first).getByText('Account no. a1b2c3')).toBeTruthy();
    expect(within(first).getByText('$250.00')).toBeTruthy();
    expect(first.getAttribute('href')).toBe(
      `/app/dashboard/banking/account-statement/${everyday.ID}`,
    );
    const investments = screen.getByRole('region', { name: 'Investments' });
    const td = await within(investments).findByRole('link', { name: /3-month Term Deposit/ });
    expect(within(td).getByText(/3 weeks to maturity/)).toBeTruthy();
    const superLink = within(investments).getByRole('link', { name: /Southern Cross Super/ });
    expect(within(superLink).getByText(/locked until you retire/)).toBeTruthy();
    expect(within(superLink).getByText('$512.40')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invest' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Everyday spending' }).getAttribute('href')).toBe(
      '/app/dashboard/banking/everyday',
    );
  });

  it('locks investing until a transaction account exists, and says why', async () => {
    open([]);
    expect(await screen.findByText(/don’t have a bank account yet/)).toBeTruthy();
    const invest = screen.getByRole('button', { name: 'Invest' });
    expect((invest as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/unlock once you have a transaction account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open an account' }).getAttribute('href')).toBe(
      '/app/dashboard/banking/choose-account',
    );
    expect(screen.getByText('No investments yet.')).toBeTruthy();
  });
});

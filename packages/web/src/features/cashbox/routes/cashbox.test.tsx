import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { cash, CASH_APP, signIn, statement } from '../../../lib/testing/money-fixtures';
import { Cashbox } from './cashbox';

describe('My Cash', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cash balance, its statement and a way to move money', async () => {
    const wallet = cash(45.5);
    const calls = stubServer({
      'GET /api/i/cashbox': ok(wallet),
      'GET /api/i/transactions': ok(
        statement(wallet.ID, [
          { Week: 1, Description: 'Starting cash', Money: 100, Balance: 100 },
          { Week: 1, Description: 'Movie ticket', Money: -54.5, Balance: 45.5 },
        ]),
      ),
    });
    renderRoute('/app/dashboard/cashbox', <Cashbox />);
    const table = await screen.findByRole('table', { name: /Cash in and out/ });
    // The wallet's balance, above its statement and on its latest line.
    expect(screen.getByText('Cash in your wallet').nextElementSibling?.textContent).toBe('$45.50');
    expect(within(table).getByText('−$54.50')).toBeTruthy();
    expect(within(table).getByText('+$100.00')).toBeTruthy();
    const query = new URLSearchParams(calls.find((c) => c.path === '/api/i/transactions')?.search);
    expect(query.get('GameAppInstanceID')).toBe(CASH_APP);
    expect(query.get('AccountInstanceID')).toBe(wallet.ID);
    expect(screen.getByRole('link', { name: 'Move money' }).getAttribute('href')).toBe(
      `/app/dashboard/transfer/cashbox/${wallet.ID}`,
    );
  });

  it('says so when there are no transactions yet', async () => {
    stubServer({
      'GET /api/i/cashbox': ok(cash(0)),
      'GET /api/i/transactions': ok(statement(cash().ID, [])),
    });
    renderRoute('/app/dashboard/cashbox', <Cashbox />);
    expect(await screen.findByText(/No transactions yet/)).toBeTruthy();
  });
});

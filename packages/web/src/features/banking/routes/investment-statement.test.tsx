import '../../../lib/testing/polyfill-dialog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import {
  deposit,
  everyday,
  signIn,
  statement,
  superFund,
} from '../../../lib/testing/money-fixtures';
import { InvestmentStatement } from './investment-statement';

function open(investment: typeof deposit) {
  const calls = stubServer({
    'GET /api/i/banking': ok([everyday]),
    'GET /api/i/banking/investments': ok([investment]),
    'GET /api/i/transactions': ok(
      statement(investment.ID, [
        { Week: 2, Description: 'Opening deposit', Money: 600, Balance: 600 },
      ]),
    ),
    'POST /api/i/banking/close': ok(null),
  });
  renderRoute(
    '/app/dashboard/banking/investment-statement/:id',
    <InvestmentStatement />,
    `/app/dashboard/banking/investment-statement/${investment.ID}`,
  );
  return calls;
}

describe('an investment statement', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('is locked until maturity and explains the cost of withdrawing early', async () => {
    const calls = open(deposit);
    expect(await screen.findByText('3 weeks to maturity.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw early' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw early?' });
    expect(confirm.textContent).toContain('cuts the interest');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw early' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      AccountInstanceID: deposit.ID,
      TransferToAccountInstanceID: everyday.ID,
    });
  });

  it('offers Withdraw once mature', async () => {
    open({ ...deposit, IsMature: true, WeeksToMaturity: 0 });
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByText(/has matured/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw early' })).toBeNull();
  });

  it('shows super with no way to move or close it', async () => {
    open(superFund);
    expect(await screen.findByText(/Super is locked until you retire/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Transfer' })).toBeNull();
  });
});

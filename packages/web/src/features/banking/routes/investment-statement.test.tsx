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

function open(investment: typeof deposit, id = investment.ID) {
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
    `/app/dashboard/banking/investment-statement/${id}`,
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

  it('offers Withdraw, whole, in its grace week after it matured and was reinvested', async () => {
    open({
      ...deposit,
      Balance: 604.6,
      IsMature: true,
      GraceUntilWeek: 15,
      MaturityWeek: 26,
      WeeksToMaturity: 12,
      AccruedInterest: 0,
      InterestAtMaturity: 4.6,
    });
    // The statement's body renders in slices after its data arrives: read it as a player would.
    expect((await screen.findByText(/has matured/)).textContent).toContain(
      'reinvested it all for another 12 weeks at 4% a year. Withdraw it by the end of week 15',
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw early' })).toBeNull();
    // The interest it earned, as its statement's line says; nothing yet of the new term.
    expect(screen.getByText('Interest at maturity').nextElementSibling?.textContent).toBe('$4.60');
    expect(screen.queryByText('Interest earned so far')).toBeNull();
    expect(screen.getByText('Matures').nextElementSibling?.textContent).toBe('End of week 26');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw your term deposit?' });
    expect(confirm.textContent).toContain('no interest cut');
  });

  it('shows a term deposit: its interest so far, maturity week and statement', async () => {
    open(deposit);
    expect(await screen.findByRole('table', { name: /Transactions/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: deposit.Title })).toBeTruthy();
    expect(screen.getByText('Account no. 7d7d7d')).toBeTruthy();
    expect(screen.getByText('Interest earned so far').nextElementSibling?.textContent).toBe(
      '$2.75',
    );
    expect(screen.getByText('Matures').nextElementSibling?.textContent).toBe('End of week 14');
    expect(screen.queryByText('Interest at last maturity')).toBeNull();
    expect(screen.getByText(/reinvests it for another 12 weeks unless you withdraw/)).toBeTruthy();
  });

  it('says so, with a way back, when the investment is closed or never existed', async () => {
    open(deposit, '00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText(/This investment is closed or doesn’t exist\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Investment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Bank' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows super with no way to move or close it', async () => {
    open(superFund);
    expect((await screen.findByText(/Super is locked until you retire/)).textContent).toContain(
      '(from age 60 at the earliest), so you can’t move money in or out of it',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Transfer' })).toBeNull();
  });
});

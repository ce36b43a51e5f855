import '../../../lib/testing/polyfill-dialog';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { BANK_APP, cash, everyday, signIn, termDeposit } from '../../../lib/testing/money-fixtures';
import { OpenInvestment } from './open-investment';

/** A term deposit with no minimum balance: it still takes money from an account. */
const anyAmountDeposit = { ...termDeposit, ID: 'term-deposit-any', MinimumBalance: 0 };
const richEveryday = { ...everyday, Balance: 800 };

function open(id: string) {
  const calls = stubServer({
    'GET /api/g/banking/investments': ok([termDeposit, anyAmountDeposit]),
    'GET /api/i/banking': ok([richEveryday]),
    'GET /api/i/banking/investments': ok([]),
    'GET /api/i/cashbox': ok(cash(80)),
    'GET /api/i/creditcards': refused(400, 'No credit card purchased.'),
    'POST /api/i/banking/investments': ok(null),
  });
  renderRoute(
    '/app/dashboard/banking/open-investment-account/:id',
    <OpenInvestment />,
    `/app/dashboard/banking/open-investment-account/${id}`,
  );
  return calls;
}

const invest = () => userEvent.click(screen.getByRole('button', { name: 'Invest' }));

describe('investing in a term deposit', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an amount even when there is no minimum balance', async () => {
    const calls = open(anyAmountDeposit.ID);
    await userEvent.selectOptions(await screen.findByLabelText('Move money from'), richEveryday.ID);
    await invest();
    expect(screen.getByRole('alert').textContent).toBe('Error: please enter amount');
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('takes at least the minimum from the chosen account, then says Invested and goes back', async () => {
    const calls = open(termDeposit.ID);
    const from = await screen.findByLabelText('Move money from');
    expect(screen.getByText('At least $500 to open it.')).toBeTruthy();
    await userEvent.selectOptions(from, richEveryday.ID);
    await userEvent.type(screen.getByLabelText('Amount'), '499.99');
    await invest();
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: not enough money for the minimum balance',
    );
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '800.01');
    await invest();
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: not enough money in deposit account',
    );

    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '600');
    await invest();
    expect(await screen.findByRole('button', { name: 'Invested!' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/i/banking/investments',
      body: {
        GameAccountID: termDeposit.ID,
        TransferFromGameAppInstanceID: BANK_APP,
        TransferFromAccountInstanceID: richEveryday.ID,
        Amount: 600,
      },
    });
    expect(
      await screen.findByText('Arrived at /app/dashboard/banking', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });
});

import '../../../lib/testing/polyfill-dialog';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import {
  BANK_APP,
  cash,
  creditCard,
  CREDIT_APP,
  everyday,
  secondEveryday,
  signIn,
} from '../../../lib/testing/money-fixtures';
import { PayCredit } from './pay-credit';

function open() {
  const calls = stubServer({
    'GET /api/i/creditcards': ok(creditCard()),
    'GET /api/i/cashbox': ok(cash(500)),
    'GET /api/i/banking': ok([everyday, secondEveryday]),
    'GET /api/i/banking/investments': ok([]),
    'POST /api/i/transfer': ok(null),
  });
  const router = renderRoute('/app/dashboard/pay-credit', <PayCredit />);
  return Object.assign(calls, { router });
}

const amount = () => screen.getByLabelText('Amount');
const pay = () => userEvent.click(screen.getByRole('button', { name: 'Pay' }));
async function enter(value: string) {
  await userEvent.clear(amount());
  await userEvent.type(amount(), value);
  await pay();
}

describe('paying the credit card', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the payment between the minimum and the closing balance, from enough money', async () => {
    const calls = open();
    const from = await screen.findByLabelText('Pay from');
    // Bank accounts only: cash can't pay the card here.
    expect(from.textContent).not.toContain('My Cash');
    await enter('20');
    expect(screen.getByRole('alert').textContent).toBe('Error: please select an account');

    await userEvent.selectOptions(from, secondEveryday.ID);
    await enter('9.99');
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Payment does not meet minimum repayment amount',
    );
    await enter('150.01');
    expect(screen.getByRole('alert').textContent).toBe('Error: Payment exceeds closing balance');
    // Smart Access holds $40.
    await enter('41');
    expect(screen.getByRole('alert').textContent).toBe('Error: Not enough funds in bank account');

    await userEvent.selectOptions(from, everyday.ID);
    await userEvent.click(screen.getByRole('button', { name: 'Pay it all $150.00' }));
    expect((amount() as HTMLInputElement).value).toBe('150.00');
    await pay();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/i/transfer',
      body: {
        FromGameAppInstanceID: BANK_APP,
        FromAccountInstanceID: everyday.ID,
        ToGameAppInstanceID: CREDIT_APP,
        ToAccountInstanceID: creditCard().ID,
        Amount: 150,
      },
    });
    expect(await screen.findByRole('button', { name: 'Payment made!' })).toBeTruthy();
    // Then the card, told what was paid and from where, whichever screen the payment began on.
    // The button shows its success for a second before it moves on (spec part 1, section 2).
    expect(
      await screen.findByText('Arrived at /app/dashboard/creditcard', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(calls.router.state.location.state).toEqual({
      paid: { amount: 150, from: `Everyday Access (${everyday.ID.slice(0, 6)})` },
    });
  });
});

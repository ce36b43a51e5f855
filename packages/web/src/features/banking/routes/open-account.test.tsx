import '../../../lib/testing/polyfill-dialog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import {
  BANK_APP,
  cash,
  everyday,
  bonusSaver,
  product,
  secondEveryday,
  signIn,
} from '../../../lib/testing/money-fixtures';
import { OpenAccount } from './open-account';

function open(id: string, accounts: unknown[], extra: Parameters<typeof stubServer>[0] = {}) {
  const calls = stubServer({
    'GET /api/g/banking': ok([product(), bonusSaver]),
    'GET /api/i/banking': ok(accounts),
    'GET /api/i/banking/investments': ok([]),
    'GET /api/i/cashbox': ok(cash(80)),
    'GET /api/i/creditcards': refused(400, 'No credit card purchased.'),
    'POST /api/i/banking': ok(null),
    ...extra,
  });
  renderRoute(
    '/app/dashboard/banking/open-account/:id',
    <OpenAccount />,
    `/app/dashboard/banking/open-account/${id}`,
  );
  return calls;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Open Bonus Saver' }));

describe('opening an account', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('needs no source when there is no minimum balance', async () => {
    const calls = open('everyday-access', []);
    expect(await screen.findByText(/no minimum balance/)).toBeTruthy();
    expect(screen.queryByLabelText('Move money from')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open Everyday Access' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      GameAccountID: 'everyday-access',
      TransferFromGameAppInstanceID: null,
      TransferFromAccountInstanceID: null,
      Amount: 0,
    });
    expect(
      await screen.findByText('Arrived at /app/dashboard/banking', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('asks for a source account first', async () => {
    open('bonus-saver', [everyday, secondEveryday]);
    const from = await screen.findByLabelText('Move money from');
    expect((from as HTMLSelectElement).disabled).toBe(false);
    await userEvent.type(screen.getByLabelText('Amount'), '150');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Error: please select an account');
  });

  it('checks the minimum balance, then the source balance, then sends the deposit', async () => {
    const calls = open('bonus-saver', [everyday, secondEveryday]);
    const from = await screen.findByLabelText('Move money from');
    await userEvent.selectOptions(from, secondEveryday.ID);
    await userEvent.type(screen.getByLabelText('Amount'), '99.99');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: not enough money for the minimum balance',
    );

    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await submit();
    // Smart Access holds $40.
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: not enough money in deposit account',
    );

    await userEvent.selectOptions(from, everyday.ID);
    await submit();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      GameAccountID: 'bonus-saver',
      TransferFromGameAppInstanceID: BANK_APP,
      TransferFromAccountInstanceID: everyday.ID,
      Amount: 100,
    });
  });

  it("shows the server's refusal in a popup", async () => {
    open('bonus-saver', [everyday], {
      'POST /api/i/banking': refused(400, 'You already have this account.'),
    });
    await screen.findByLabelText('Move money from');
    await userEvent.selectOptions(screen.getByLabelText('Move money from'), everyday.ID);
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await submit();
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('You already have this account.')).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Okay' }));
    expect(screen.getByRole('button', { name: 'Open Bonus Saver' })).toBeTruthy();
  });
});

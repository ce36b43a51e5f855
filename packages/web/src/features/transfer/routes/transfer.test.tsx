import '../../../lib/testing/polyfill-dialog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  refused,
  renderRoute,
  stubServer,
  type FakeReply,
} from '../../../../test/render-route';
import {
  BANK_APP,
  cash,
  CASH_APP,
  creditCard,
  CREDIT_APP,
  deposit,
  everyday,
  savings,
  signIn,
  superFund,
} from '../../../lib/testing/money-fixtures';
import { Transfer } from './transfer';

interface Setup {
  accounts?: unknown[];
  investments?: unknown[];
  card?: FakeReply;
  transfer?: FakeReply;
  url?: string;
}

function open({
  accounts = [everyday, savings],
  investments = [deposit, superFund],
  card = refused(400, 'No credit card purchased.'),
  transfer = ok(null),
  url = '/app/dashboard/transfer',
}: Setup = {}) {
  const calls = stubServer({
    'GET /api/i/cashbox': ok(cash(80)),
    'GET /api/i/banking': ok(accounts),
    'GET /api/i/banking/investments': ok(investments),
    'GET /api/i/creditcards': card,
    'POST /api/i/transfer': transfer,
  });
  const pattern = url.split('/').length === 6 ? '/app/dashboard/transfer/:app/:fromAccountID' : url;
  renderRoute(pattern, <Transfer />, url);
  return calls;
}

const from = () => screen.findByLabelText('From');
const to = () => screen.getByLabelText('To') as HTMLSelectElement;
const amount = () => screen.getByLabelText('Amount');
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Holds the transfer reply until `release` is called, so the loading state can be seen. */
function holdTransfers() {
  const stubbed = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (String(input).startsWith('/api/i/transfer')) await gate;
    return stubbed(input, init);
  });
  return () => release();
}

describe('transferring money', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('offers cash and bank accounts, never super or a term deposit', async () => {
    open();
    const source = await from();
    expect(optionTexts(source)).toEqual([
      'Choose an account',
      'My Cash: $80.00',
      'Everyday Access (a1b2c3): $250.00',
      'Bonus Saver (c9d8e7): $120.00',
    ]);
    expect(optionTexts(to()).join()).not.toMatch(/Super|Term Deposit/);
  });

  it('needs a bank account to transfer money', async () => {
    const calls = open({ accounts: [], investments: [] });
    const source = await from();
    expect((source as HTMLSelectElement).disabled).toBe(true);
    expect(to().disabled).toBe(true);
    expect(optionTexts(to())).toEqual(['No bank account yet']);
    await userEvent.type(amount(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: you need a bank account to transfer money',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for both accounts, an amount over $0.01 and enough money', async () => {
    open();
    await from();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('alert').textContent).toBe('Error: please select an account');

    await userEvent.selectOptions(await from(), everyday.ID);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('alert').textContent).toBe('Error: please select an account');

    await userEvent.selectOptions(to(), savings.ID);
    await userEvent.type(amount(), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('alert').textContent).toBe('Error: please enter amount');

    await userEvent.clear(amount());
    await userEvent.type(amount(), '250.01');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: not enough money in deposit account',
    );
  });

  it('shows its label, then loading, then success, and goes back a second later', async () => {
    const calls = open({ url: `/app/dashboard/transfer/banking/${everyday.ID}` });
    const release = holdTransfers();
    expect((await from()) as HTMLSelectElement).toHaveProperty('value', everyday.ID);
    await userEvent.selectOptions(to(), cash().ID);
    await userEvent.type(amount(), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('button', { name: 'Transferring…' })).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: 'Transfer complete!' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      FromGameAppInstanceID: BANK_APP,
      FromAccountInstanceID: everyday.ID,
      ToGameAppInstanceID: CASH_APP,
      ToAccountInstanceID: cash().ID,
      Amount: 20,
    });
    // Opened directly, so it returns to the account it came from.
    expect(
      await screen.findByText(
        `Arrived at /app/dashboard/banking/account-statement/${everyday.ID}`,
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });

  it("resets on failure and shows the server's message", async () => {
    open({ transfer: refused(400, 'Error: not enough money in deposit account') });
    await userEvent.selectOptions(await from(), cash().ID);
    await userEvent.selectOptions(to(), everyday.ID);
    await userEvent.type(amount(), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('Error: not enough money in deposit account')).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Okay' }));
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeTruthy();
  });

  it('pays the credit card from a bank account, within its limits', async () => {
    const calls = open({ card: ok(creditCard()) });
    // Cash can't pay the card.
    await userEvent.selectOptions(await from(), cash().ID);
    expect(optionTexts(to())).not.toContain('Pay off Low Rate Card');
    await userEvent.selectOptions(await from(), savings.ID);
    await waitFor(() => expect(optionTexts(to())).toContain('Pay off Low Rate Card'));
    await userEvent.selectOptions(to(), creditCard().ID);
    // To the card, the card's rules decide, as the server does.
    await userEvent.type(amount(), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Payment does not meet minimum repayment amount',
    );
    await userEvent.clear(amount());
    await userEvent.type(amount(), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    // Bonus Saver holds $120.
    expect(screen.getByRole('alert').textContent).toBe('Error: Not enough funds in bank account');
    await userEvent.selectOptions(await from(), everyday.ID);
    await userEvent.selectOptions(to(), creditCard().ID);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      ToGameAppInstanceID: CREDIT_APP,
      ToAccountInstanceID: creditCard().ID,
      Amount: 150,
    });
  });
});

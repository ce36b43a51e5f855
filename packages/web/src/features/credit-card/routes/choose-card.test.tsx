import '../../../lib/testing/polyfill-dialog';
import type { CreditCardType } from '@mc/contract';
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
  cash,
  creditCard,
  everyday,
  secondEveryday,
  signIn,
} from '../../../lib/testing/money-fixtures';
import { ChooseCard } from './choose-card';

const cards: CreditCardType[] = [
  {
    ID: 'zero-fee-card',
    Title: 'Zero Fee Card',
    Description: '',
    Limit: 500,
    Cost: 0,
    InterestRate: 0.1999,
    Type: 'No annual fee',
  },
  {
    ID: 'rewards-card',
    Title: 'Rewards Card',
    Description: '',
    Limit: 2000,
    Cost: 169,
    InterestRate: 0.208,
    Type: 'Rewards',
  },
];

function open(
  accounts: unknown[],
  held: FakeReply = refused(400, 'No credit card purchased.'),
  offered: CreditCardType[] = cards,
) {
  const calls = stubServer({
    'GET /api/g/creditcards': ok(offered),
    'GET /api/i/creditcards': held,
    'GET /api/i/cashbox': ok(cash(500)),
    'GET /api/i/banking': ok(accounts),
    'GET /api/i/banking/investments': ok([]),
    'POST /api/i/creditcards': ok(null),
  });
  renderRoute('/app/dashboard/creditcards', <ChooseCard />);
  return calls;
}

const buy = () => userEvent.click(screen.getByRole('button', { name: /^Get / }));

describe('choosing a credit card', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('tells a player under 18 up front that they cannot get a card, with no form to fill in', async () => {
    const tooYoung = 'You must be 18 or older to get a credit card.';
    open(
      [everyday],
      undefined,
      cards.map((card) => ({ ...card, Refusal: tooYoung })),
    );
    expect(await screen.findByText(tooYoung, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Bank' }).getAttribute('href')).toBe(
      '/app/dashboard/banking',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Get / })).toBeNull();
  });

  it('shows each card with its limit, annual fee and rate times 100, one choice at a time', async () => {
    open([everyday]);
    const zero = await screen.findByRole('radio', { name: /Zero Fee Card/ });
    const rewards = screen.getByRole('radio', { name: /Rewards Card/ });
    expect(screen.getByText('19.99% a year')).toBeTruthy();
    expect(screen.getByText('20.8% a year')).toBeTruthy();
    expect(screen.getByText('$169.00')).toBeTruthy();
    expect(screen.getByText('$2,000.00')).toBeTruthy();
    await userEvent.click(zero);
    await userEvent.click(rewards);
    expect((zero as HTMLInputElement).checked).toBe(false);
    expect((rewards as HTMLInputElement).checked).toBe(true);
  });

  it('needs a bank account to open a card', async () => {
    const calls = open([]);
    await userEvent.click(await screen.findByRole('radio', { name: /Zero Fee Card/ }));
    await buy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: you need a bank account to open a Credit Card.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('needs an account selected, with enough for the annual fee', async () => {
    const calls = open([everyday, secondEveryday]);
    await userEvent.click(await screen.findByRole('radio', { name: /Rewards Card/ }));
    await buy();
    expect(screen.getByRole('alert').textContent).toBe('Error: please select an account');
    // Smart Access holds $40, less than the $169 fee.
    await userEvent.selectOptions(
      screen.getByLabelText('Pay the annual fee from'),
      secondEveryday.ID,
    );
    await buy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Not enough funds in selected account',
    );
    await userEvent.selectOptions(screen.getByLabelText('Pay the annual fee from'), everyday.ID);
    await buy();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      CreditCardID: 'rewards-card',
      PurchasingBankAccountInstanceID: everyday.ID,
    });
    expect(
      await screen.findByText('Arrived at /app/dashboard/creditcard', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('says so when a card is already held', async () => {
    open([everyday], ok(creditCard()));
    expect(await screen.findByText(/You already have the Low Rate Card/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(
      within(screen.getByText(/You already have/))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/app/dashboard/creditcard');
  });
});

import '../../../lib/testing/polyfill-dialog';
import type { EverydayResult } from '@mc/contract';
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
import { cash, creditCard, everyday, savings, signIn } from '../../../lib/testing/money-fixtures';
import { EverydaySpending } from './everyday-spending';

const view = (overrides: Partial<EverydayResult> = {}): EverydayResult => ({
  SourceID: everyday.ID,
  SourceTitle: everyday.Title,
  IsChosen: false,
  Weekly: 135,
  Items: [
    {
      ID: 'groceries',
      Title: 'Groceries',
      Payee: 'FreshMart',
      Category: 'food',
      Amount: 100,
      EveryWeeks: 1,
      IsSubscription: false,
      IsActive: true,
      EndedWeek: null,
      EndReason: null,
    },
    {
      ID: 'streaming',
      Title: 'Streaming subscription',
      Payee: 'StreamFlix',
      Category: 'entertainment',
      Amount: 12.99,
      EveryWeeks: 4,
      IsSubscription: true,
      IsActive: true,
      EndedWeek: null,
      EndReason: null,
    },
  ],
  Lender: { Name: 'Jess', Owed: 0, Limit: 200 },
  ...overrides,
});

function open(replies: Record<string, FakeReply | ((body: unknown) => FakeReply)> = {}) {
  const calls = stubServer({
    'GET /api/i/everyday': ok(view()),
    'GET /api/i/cashbox': ok(cash(80)),
    'GET /api/i/banking': ok([everyday, savings]),
    'GET /api/i/banking/investments': ok([]),
    'GET /api/i/creditcards': ok(creditCard()),
    ...replies,
  });
  renderRoute('/app/dashboard/banking/everyday', <EverydaySpending />);
  return calls;
}

describe('Everyday spending', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('says what comes out of which account each week, with no bill', async () => {
    open();
    expect(await screen.findByText(/of groceries and fares comes out of/)).toBeTruthy();
    expect(screen.getByText('$135.00', { exact: false })).toBeTruthy();
    expect(screen.getByText('$100.00 a week')).toBeTruthy();
    expect(screen.getByText('$12.99 every 4 weeks')).toBeTruthy();
  });

  it('offers cash, transaction accounts and the card, never savings, and saves the choice', async () => {
    const calls = open({
      'POST /api/i/everyday/account': ok(view({ SourceID: cash(80).ID, SourceTitle: 'My Cash' })),
    });
    const select = (await screen.findByLabelText(
      'Everyday spending comes out of',
    )) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(2));
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(labels.some((label) => label.startsWith('My Cash'))).toBe(true);
    expect(labels.some((label) => label.startsWith('Everyday Access'))).toBe(true);
    expect(labels.some((label) => label.startsWith('Low Rate Card'))).toBe(true);
    expect(labels.some((label) => label.startsWith(savings.Title))).toBe(false);
    await userEvent.selectOptions(select, cash(80).ID);
    expect(await screen.findByText('From now on it comes out of My Cash.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/i/everyday/account')?.body).toMatchObject({
      FromAccountInstanceID: cash(80).ID,
    });
  });

  it('says what happens when the chosen money runs short, as the game does it', async () => {
    open();
    await screen.findByLabelText('Everyday spending comes out of');
    expect(screen.queryByText(/Nothing else is tried/)).toBeNull();
    expect(
      screen.getByText(
        /If it runs short, groceries and fares come out of your other accounts, then your cash; if that runs out too, Jess covers them and you owe it back\. The subscription is declined instead\./,
      ),
    ).toBeTruthy();
  });

  it('cancels the subscription, which then says it won’t renew', async () => {
    let cancelled = false;
    const calls = open({
      'GET /api/i/everyday': () =>
        ok(
          cancelled
            ? view({
                Items: view().Items.map((item) =>
                  item.IsSubscription
                    ? { ...item, IsActive: false, EndedWeek: 3, EndReason: 'cancelled' }
                    : item,
                ),
              })
            : view(),
        ),
      'POST /api/i/everyday/cancel': () => {
        cancelled = true;
        return ok(view());
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Cancelled in week 3. It won’t renew.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(calls.find((c) => c.path === '/api/i/everyday/cancel')?.body).toMatchObject({
      SpendingID: 'streaming',
    });
  });

  it('shows what is owed to the housemate and pays it back, with the server’s message on a refusal', async () => {
    const calls = open({
      'GET /api/i/everyday': ok(view({ Lender: { Name: 'Jess', Owed: 15, Limit: 200 } })),
      'POST /api/i/everyday/repay': refused(400, 'Error: Not enough funds in selected account'),
    });
    expect(await screen.findByRole('heading', { name: 'You owe Jess $15.00' })).toBeTruthy();
    await userEvent.selectOptions(await screen.findByLabelText('Pay back from'), cash(80).ID);
    await userEvent.click(screen.getByRole('button', { name: 'Pay Jess back' }));
    expect(await screen.findByText('Error: Not enough funds in selected account')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/i/everyday/repay')?.body).toMatchObject({
      FromAccountInstanceID: cash(80).ID,
      Amount: 15,
    });
  });
});

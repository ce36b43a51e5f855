import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { creditCard, signIn } from '../../../lib/testing/money-fixtures';
import { CardStatement } from './card-statement';

const fact = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term).nextElementSibling?.textContent;

describe('the credit card statement', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the limit, what is owed and due, and each statement with fee and interest', async () => {
    stubServer({
      'GET /api/i/creditcards': ok(
        creditCard({
          InterestFree: false,
          AccruedInterest: 1.23,
          Statements: [
            {
              Week: 4,
              ClosingBalance: -150,
              MinimumRepayment: 10,
              Overdue: 0,
              OverLimit: 0,
              DueWeek: 7,
              Paid: 10,
              FeeApplied: 15,
              InterestApplied: 2.37,
            },
          ],
        }),
      ),
    });
    renderRoute('/app/dashboard/creditcard', <CardStatement />);
    expect(await screen.findByRole('heading', { name: 'Low Rate Card' })).toBeTruthy();
    expect((await screen.findByText('You owe')).nextElementSibling?.textContent).toBe('$200.00');
    const summary = screen.getByText('Credit limit').closest('dl') as HTMLElement;
    expect(fact(summary, 'Credit limit')).toBe('$1,000.00');
    expect(fact(summary, 'Credit available')).toBe('$800.00');
    expect(fact(summary, 'Closing balance')).toBe('$150.00 owing');
    expect(fact(summary, 'Minimum repayment')).toBe('$10.00');
    expect(fact(summary, 'Due')).toBe('Week 7');
    expect(fact(summary, 'Interest since the last statement')).toBe('$1.23');
    expect(screen.getByText('Interest is being charged.').parentElement?.textContent).toContain(
      'on new purchases from the week you make them. The $1.23 so far counts as owed now',
    );
    const statement = screen.getByRole('heading', { name: 'Statement, week 4' })
      .parentElement as HTMLElement;
    expect(fact(statement, 'Fee applied')).toBe('$15.00');
    expect(fact(statement, 'Interest applied')).toBe('$2.37');
    expect(fact(statement, 'Paid')).toBe('$10.00');
    expect(screen.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(
      '/app/dashboard/pay-credit',
    );
    // A card number's last four digits, not its id.
    expect(screen.getByText(/Card number/).textContent).toBe('Card number •••• ending 0427');
    expect(screen.queryByRole('region', { name: 'Payment made' })).toBeNull();
  });

  it('says a missed minimum was missed, with the late fee, not that it is still due', async () => {
    stubServer({
      'GET /api/i/creditcards': ok(
        creditCard({
          MinRepayAmount: 25,
          DueWeek: 7,
          MissedMinimum: { Amount: 25, DueWeek: 7, LateFee: 15 },
        }),
      ),
    });
    renderRoute('/app/dashboard/creditcard', <CardStatement />);
    const summary = (await screen.findByText('Credit limit')).closest('dl') as HTMLElement;
    expect(fact(summary, 'Minimum repayment')).toBe('Missed: $25.00 was due in week 7');
    expect(fact(summary, 'Due')).toBe('Now (it was due in week 7)');
    expect(screen.getByText(/A late fee of \$15\.00 was charged/)).toBeTruthy();
  });

  it('says what a statement’s minimum carries over from a missed one or the limit', async () => {
    stubServer({
      'GET /api/i/creditcards': ok(
        creditCard({
          MinRepayAmount: 50,
          DueWeek: 11,
          Statements: [
            {
              Week: 8,
              ClosingBalance: -517,
              MinimumRepayment: 50,
              Overdue: 25,
              OverLimit: 17,
              DueWeek: 11,
              Paid: 0,
              FeeApplied: 15,
              InterestApplied: 2,
            },
          ],
        }),
      ),
    });
    renderRoute('/app/dashboard/creditcard', <CardStatement />);
    const statement = (await screen.findByRole('heading', { name: 'Statement, week 8' }))
      .parentElement as HTMLElement;
    expect(fact(statement, 'Missed from the last statement')).toBe('$25.00');
    expect(fact(statement, 'Over the credit limit')).toBe('$17.00');
  });

  it('after a payment, says what was paid, from where, and the balance now', async () => {
    stubServer({
      'GET /api/i/creditcards': ok(
        creditCard({ Balance: -50, ClosingBalance: 0, MinRepayAmount: 0, CreditAvailable: 950 }),
      ),
    });
    const router = createMemoryRouter(
      [{ path: '/app/dashboard/creditcard', element: <CardStatement /> }],
      {
        initialEntries: [
          {
            pathname: '/app/dashboard/creditcard',
            state: { paid: { amount: 150, from: 'Everyday Access (e11e11)' } },
          },
        ],
      },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const receipt = await screen.findByRole('region', { name: 'Payment made' });
    expect(fact(receipt, 'You paid')).toBe('$150.00');
    expect(fact(receipt, 'From')).toBe('Everyday Access (e11e11)');
    expect(fact(receipt, 'Card balance now')).toBe('$50.00 owing');
    expect(within(receipt).getByText(/paid in full/)).toBeTruthy();
    // Nothing is left of the statement, so there is nothing to pay until the next one.
    expect(screen.queryByRole('link', { name: 'Pay' })).toBeNull();
  });

  it('opens the choose-card screen when no card has been bought', async () => {
    stubServer({ 'GET /api/i/creditcards': refused(400, 'No credit card purchased.') });
    renderRoute('/app/dashboard/creditcard', <CardStatement />);
    expect(await screen.findByText('Arrived at /app/dashboard/creditcards')).toBeTruthy();
  });
});

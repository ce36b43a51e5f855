import '../../../lib/testing/polyfill-dialog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import {
  everyday,
  savings,
  secondEveryday,
  signIn,
  statement,
} from '../../../lib/testing/money-fixtures';
import { AccountStatement } from './account-statement';

const rows = statement(everyday.ID, [
  { Week: 1, Description: 'Pay: Barista', Money: 300, Balance: 300 },
  { Week: 2, Description: 'Transfer to My Cash', Money: -50, Balance: 250 },
]);

function open(
  accounts: unknown[],
  extra: Parameters<typeof stubServer>[0] = {},
  id: string = everyday.ID,
) {
  const calls = stubServer({
    'GET /api/i/banking': ok(accounts),
    'GET /api/i/banking/investments': ok([]),
    'GET /api/i/transactions': ok(rows),
    'POST /api/i/banking/close': ok(null),
    ...extra,
  });
  renderRoute(
    '/app/dashboard/banking/account-statement/:id',
    <AccountStatement />,
    `/app/dashboard/banking/account-statement/${id}`,
  );
  return calls;
}

const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('an account statement', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows Week, Description, Money with its sign, and Balance, newest first', async () => {
    const calls = open([everyday]);
    const table = await screen.findByRole('table', { name: /Transactions/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Week', 'Description', 'Money', 'Balance']);
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(
      within(newest!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Transfer to My Cash', '−$50.00', '$250.00']);
    expect(within(oldest!).getByText('+$300.00')).toBeTruthy();
    const query = new URLSearchParams(calls.find((c) => c.path === '/api/i/transactions')?.search);
    expect(query.get('AccountInstanceID')).toBe(everyday.ID);
    expect(query.get('GameAppInstanceID')).toBe(everyday.AppInstanceID);
    expect(screen.getByRole('link', { name: 'Transfer' }).getAttribute('href')).toBe(
      `/app/dashboard/transfer/banking/${everyday.ID}`,
    );
    expect(screen.getByText(/Account no\. a1b2c3/)).toBeTruthy();
  });

  it('refuses to close the only transaction account', async () => {
    const calls = open([everyday, savings]);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Close account' }));
    const popup = await screen.findByRole('dialog');
    expect(
      within(popup).getByText('Error: You must have at least one active bank account'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('confirms where the balance goes, then closes the account', async () => {
    const calls = open([everyday, savings, secondEveryday]);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Close account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this account?' });
    expect(confirm.textContent).toContain(
      'Your balance of $250.00 will move to your first other transaction account, Smart Access (e5f6a7)',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close account' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      AccountInstanceID: everyday.ID,
      TransferToAccountInstanceID: secondEveryday.ID,
    });
    expect(await screen.findByText('Arrived at /app/dashboard/banking')).toBeTruthy();
  });

  it('says so, with a way back, when the account is closed or never existed', async () => {
    open([savings]);
    expect(await screen.findByText(/This account is closed or doesn’t exist\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Bank' }).getAttribute('href')).toBe(
      '/app/dashboard/banking',
    );
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Transfer' })).toBeNull();
  });

  it("shows the server's message when the statement can't be read, and reads it again", async () => {
    let failures = 1;
    open([everyday], {
      'GET /api/i/transactions': () =>
        failures-- > 0 ? refused(500, 'The bank is closed for lunch.') : ok(rows),
    });
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('The bank is closed for lunch.')).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Okay' }));
    expect(screen.getByText('We couldn’t load this just now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close account' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /Transactions/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close account' })).toBeTruthy();
  });

  it("shows the server's refusal when closing fails", async () => {
    open([everyday, secondEveryday], {
      'POST /api/i/banking/close': refused(
        400,
        'Error: You must have at least one active bank account',
      ),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Close account' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close account' }),
    );
    const popup = await screen.findByRole('dialog');
    expect(
      await within(popup).findByText('Error: You must have at least one active bank account'),
    ).toBeTruthy();
  });

  it('shows a bonus saver’s interest earned and not yet paid, and where its bonus stands', async () => {
    open([everyday, savings], {}, savings.ID);
    expect(await screen.findByText('Interest earned, not yet paid')).toBeTruthy();
    expect(fact('Interest rate')).toBe('0.55% a year, 4% a year with the bonus');
    expect(fact('Interest earned, not yet paid')).toBe('$0.01');
    expect(fact('Bonus earned this month')).toBe('$0.08');
    expect(fact('Interest paid')).toBe('End of week 4');
    expect(screen.getByText(/Bonus on track/).textContent).toContain(
      'Make no withdrawals by the end of week 4',
    );
    expect(screen.getByText(/counts in your net position now/)).toBeTruthy();
  });

  it('says when a bonus was lost, and when it can be earned again', async () => {
    open([everyday, { ...savings, BonusStatus: 'lost', AccruedBonusInterest: 0 }], {}, savings.ID);
    expect((await screen.findByText(/No bonus this month/)).textContent).toContain(
      'earns 0.55% a year until the end of week 4',
    );
  });

  it('shows a monthly fee waived this month, with the waiver', async () => {
    const smart = {
      ...secondEveryday,
      MonthlyFee: 4,
      FeeWaiverAge: 30,
      FeeWaiverDeposits: 2000,
      MonthlyFeeWaived: true,
    };
    open([everyday, smart], {}, smart.ID);
    expect(await screen.findByText('Monthly fee')).toBeTruthy();
    expect(fact('Monthly fee')).toBe(
      'None this month ($4, waived if you’re under 30 or you deposit $2,000 or more in the month)',
    );
  });
});

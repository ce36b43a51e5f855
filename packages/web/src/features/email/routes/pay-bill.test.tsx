import type { BankAccountInstance, CashboxResult } from '@mc/contract';
import '../../../lib/testing/polyfill-dialog';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  refused,
  renderRoute,
  stubServer,
  type FakeReply,
} from '../../../../test/render-route';
import { billEmail, signIn } from '../testing/fixtures';
import { PayBillPage } from './pay-bill';

// The first render loads the screen's modules; give it time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const cash: CashboxResult = {
  ID: 'cash-1',
  Title: 'My Cash',
  Balance: 20,
  AppInstanceID: 'app-cashbox',
  AccountType: 'CashboxAccountInstance',
};

function account(Balance: number): BankAccountInstance {
  return {
    ID: 'acc-123456789',
    Title: 'Everyday Account',
    Description: '',
    MonthlyFee: 0,
    FeePerTransaction: 0,
    MinimumBalance: 0,
    InterestRate: 0,
    TransactionsPerMonth: 9999,
    DepositPeriod: 0,
    AccountType: 'TransactionsBankAccountInstance',
    BonusInterestRate: 0,
    BonusMinimumDeposit: 0,
    FeeWaiverAge: null,
    FeeWaiverDeposits: null,
    AccountTypeID: 'type-1',
    AccountNumber: 'acc-12',
    Balance,
    AppInstanceID: 'app-banking',
    IsMature: false,
    WeeksToMaturity: 0,
    MaturityWeek: null,
    GraceUntilWeek: null,
    OpenedWeek: 1,
    TransactionsThisMonth: 0,
    DepositsThisMonth: 0,
    MonthlyFeeWaived: null,
    AccruedInterest: 0,
    AccruedBonusInterest: 0,
    BonusStatus: 'none',
    InterestPaidWeek: null,
    InterestAtMaturity: null,
    LockedUntilAge: null,
  };
}

function open(
  accounts: BankAccountInstance[],
  tag: '' | 'Overdue' | 'Paid' = '',
  payReply: FakeReply = ok(null),
) {
  signIn();
  const email = billEmail(tag, 'bill-mail');
  const calls = stubServer({
    'GET /api/i/communication': ok(email),
    'GET /api/i/cashbox': ok(cash),
    'GET /api/i/banking': ok(accounts),
    'GET /api/i/banking/investments': ok([]),
    'GET /api/i/creditcards': refused(400, 'No credit card purchased.'),
    'POST /api/i/bills/pay': payReply,
  });
  renderRoute(
    '/app/dashboard/emails/pay-bills/:id',
    <PayBillPage />,
    '/app/dashboard/emails/pay-bills/bill-mail',
  );
  return calls;
}

/** Holds the payment's reply until `release` is called, so the loading state can be seen. */
function holdPayments() {
  const stubbed = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (String(input).startsWith('/api/i/bills/pay')) await gate;
    return stubbed(input, init);
  });
  return () => release();
}

describe('paying a bill', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pays from the chosen account and can set up a direct debit', async () => {
    const user = userEvent.setup();
    const calls = open([account(300)]);
    const from = await screen.findByRole('combobox', { name: 'Pay from' });
    expect((from as HTMLSelectElement).disabled).toBe(false);
    await user.selectOptions(from, 'acc-123456789');
    await user.click(
      screen.getByRole('checkbox', { name: 'Pay automatically from now on (direct debit)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay $45.00' }));
    expect(
      await screen.findByText(/Paid! You paid \$45\.00 to Zapp Mobile from Everyday Account/),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/i/bills/pay')?.body).toMatchObject({
      FromGameAppInstanceID: 'app-banking',
      FromAccountInstanceID: 'acc-123456789',
      BillInstanceID: 'bill-1',
      SetAutomatic: true,
    });
  });

  it('shows Paying, then Bill paid, then the receipt', async () => {
    const user = userEvent.setup();
    open([account(300)]);
    const release = holdPayments();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Pay from' }),
      'acc-123456789',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $45.00' }));
    expect(await screen.findByRole('button', { name: 'Paying…' })).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: 'Bill paid!' })).toBeTruthy();
    expect(await screen.findByText(/Paid! You paid \$45\.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your bills' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it("shows the server's refusal in a popup and lets the player try again", async () => {
    const user = userEvent.setup();
    open([account(300)], '', refused(400, 'Error: Not enough funds in selected account'));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Pay from' }),
      'acc-123456789',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $45.00' }));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('Error: Not enough funds in selected account')).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'Okay' }));
    expect(screen.getByRole('button', { name: 'Pay $45.00' })).toBeTruthy();
  });

  it('asks for an account before paying', async () => {
    const user = userEvent.setup();
    const calls = open([account(300)]);
    await user.click(await screen.findByRole('button', { name: 'Pay $45.00' }));
    expect(await screen.findByText('Error: please select an account')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/i/bills/pay')).toBe(false);
  });

  it('refuses an account that cannot cover the bill, in plain words', async () => {
    const user = userEvent.setup();
    const calls = open([]);
    const from = await screen.findByRole('combobox', { name: 'Pay from' });
    // Only My Cash: the list is disabled and chosen for you.
    expect((from as HTMLSelectElement).disabled).toBe(true);
    expect((from as HTMLSelectElement).value).toBe('cash-1');
    await user.click(screen.getByRole('button', { name: 'Pay $45.00' }));
    expect(
      await screen.findByText(
        'Error: Not enough funds in selected account. My Cash has $20.00 and this bill is $45.00.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/i/bills/pay')).toBe(false);
  });

  it('has nothing to pay on a paid bill', async () => {
    open([account(300)], 'Paid');
    expect(await screen.findByText('This bill has already been paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay \$/ })).toBeNull();
  });
});

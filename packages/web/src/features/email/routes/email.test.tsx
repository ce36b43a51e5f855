import type { Communication } from '@mc/contract';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { creditCard } from '../../../lib/testing/money-fixtures';
import { apps, billEmail, communication, EMAIL_APP_ID, signIn } from '../testing/fixtures';
import { EmailPage } from './email';

// The first render loads the screen's modules; give it time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const PATTERN = '/app/dashboard/emails/mail/:id/:categoryID';

function open(email: Communication, extra: Parameters<typeof stubServer>[0] = {}) {
  signIn();
  const calls = stubServer({
    'GET /api/i/games/apps': ok(apps),
    'GET /api/i/communication': ok(email),
    'POST /api/i/communication/read': ok(null),
    ...extra,
  });
  renderRoute(
    PATTERN,
    <EmailPage />,
    `/app/dashboard/emails/mail/${email.ID}/${email.Category ?? 0}`,
  );
  return calls;
}

const scamOffer = communication({
  ID: 'offer-1',
  From: 'FlickNest Billing',
  Subject: 'Action required: your payment was declined',
  Content: '<p>Dear Customer, update your card now.</p>',
  IsActionable: true,
  ActionGameAppInstanceID: 'app-banking',
});

describe('one email', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the email and marks it read on opening', async () => {
    const calls = open(
      communication({ IsRead: false, Content: '<p>Have a <strong>lovely</strong> day.</p>' }),
    );
    expect(await screen.findByRole('heading', { name: 'Happy birthday!' })).toBeTruthy();
    expect(screen.getByText('lovely').tagName).toBe('STRONG');
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/i/communication/read')).toHaveLength(1),
    );
    expect(calls.find((call) => call.path === '/api/i/communication/read')?.body).toMatchObject({
      CommunicationID: 'mail-1',
    });
    expect(screen.getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe(
      '/app/dashboard/emails/0',
    );
  });

  it('does not mark an email read twice', async () => {
    const calls = open(communication({ IsRead: true }));
    await screen.findByRole('heading', { name: 'Happy birthday!' });
    expect(calls.some((call) => call.path === '/api/i/communication/read')).toBe(false);
  });

  it.each([
    ['', true],
    ['Overdue', true],
    ['Paid', false],
    ['Collected', true],
    ['Expired', false],
  ] as const)('bill tagged %j shows a Pay button: %s', async (tag, payable) => {
    open(billEmail(tag));
    const details = await screen.findByRole('region', { name: 'Bill details' });
    expect(within(details).getByText('$45.00')).toBeTruthy();
    expect(within(details).getByText('$5.00')).toBeTruthy();
    expect(within(details).getByText('End of week 4')).toBeTruthy();
    const pay = screen.queryByRole('link', { name: 'Pay bill' });
    expect(Boolean(pay)).toBe(payable);
    if (pay)
      expect(pay.getAttribute('href')).toBe(`/app/dashboard/emails/pay-bills/${billEmail(tag).ID}`);
  });

  it('shows a pay slip', async () => {
    open(
      communication({
        CommunicationType: 'PaySlipEmailInstance',
        Category: 2,
        PaySlip: {
          GrossAmount: 300,
          SuperannuationAmount: 34.5,
          TaxAmount: 12,
          NetAmount: 288,
          Occupation: 'Crew member',
          Employer: 'Burger Barn',
        },
      }),
    );
    const slip = await screen.findByRole('region', { name: 'Pay slip' });
    expect(within(slip).getByText('$300.00')).toBeTruthy();
    expect(within(slip).getByText('$288.00')).toBeTruthy();
    expect(within(slip).getByText('$34.50')).toBeTruthy();
    expect(within(slip).getByText('Crew member')).toBeTruthy();
  });

  const statementEmail = (statement: Partial<NonNullable<Communication['Statement']>> = {}) =>
    communication({
      CommunicationType: 'CreditCardStatementEmailInstance',
      Category: 2,
      Statement: {
        Week: 4,
        ClosingBalance: -150,
        MinimumRepayment: 25,
        Overdue: 0,
        OverLimit: 0,
        DueWeek: 7,
        Paid: 0,
        FeeApplied: 0,
        InterestApplied: 1.25,
        ...statement,
      },
    });
  const cardReply = { 'GET /api/i/creditcards': ok(creditCard()) };

  it('shows a credit card statement with the card number and what is left to pay', async () => {
    open(statementEmail({ Paid: 30 }), cardReply);
    const statement = await screen.findByRole('region', { name: 'Credit card statement' });
    expect(await within(statement).findByText('0427')).toBeTruthy();
    expect(within(statement).getByText('Card number').nextElementSibling?.textContent).toBe(
      '•••• ending 0427',
    );
    expect(within(statement).getByText('$150.00 owing')).toBeTruthy();
    expect(within(statement).getByText('$1.25')).toBeTruthy();
    expect(within(statement).getByText('Left to pay').nextElementSibling?.textContent).toBe(
      '$120.00',
    );
    expect(screen.getByRole('link', { name: 'Pay your card' }).getAttribute('href')).toBe(
      '/app/dashboard/pay-credit',
    );
  });

  it('says a paid statement is paid, with nothing owing and nothing to pay', async () => {
    open(statementEmail({ Paid: 150 }), cardReply);
    const statement = await screen.findByRole('region', { name: 'Credit card statement' });
    expect(await within(statement).findByText('0427')).toBeTruthy();
    expect(within(statement).getByText('Left to pay').nextElementSibling?.textContent).toBe(
      'Nothing, paid in full',
    );
    expect(screen.queryByText(/owing/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay your card' })).toBeNull();
    expect(screen.getByText('Paid in full.')).toBeTruthy();
  });

  it('offers no payment once the game is over', async () => {
    open(statementEmail(), {
      ...cardReply,
      'GET /api/i/games/apps': ok({ ...apps, IsGameComplete: true }),
    });
    expect(await screen.findByText(/The game is over/)).toBeTruthy();
    expect(await screen.findByText('0427')).toBeTruthy();
    expect(screen.getByText('Left to pay').nextElementSibling?.textContent).toBe('$150.00');
    expect(screen.queryByRole('link', { name: 'Pay your card' })).toBeNull();
  });

  it('sends an older statement to the card: payments count against the latest one', async () => {
    open(statementEmail({ Week: 4 }), {
      'GET /api/i/creditcards': ok(
        creditCard({
          Statements: [
            { ...creditCard().Statements[0]!, Week: 4 },
            { ...creditCard().Statements[0]!, Week: 8, DueWeek: 11 },
          ],
        }),
      ),
    });
    expect(await screen.findByText(/Your week 8 statement has replaced this one/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay your card' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See your card' }).getAttribute('href')).toBe(
      '/app/dashboard/creditcard',
    );
  });

  it('says a cancelled offer has been cancelled, with nothing to answer', async () => {
    open({ ...scamOffer, Cancelled: true });
    expect(await screen.findByText('This offer has been cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('accepting a scam shows the virus screen, then the outcome and warning signs', async () => {
    const user = userEvent.setup();
    let current = scamOffer;
    const calls = open(scamOffer, {
      'GET /api/i/communication': () => ok(current),
      'POST /api/i/communication/action': () => {
        current = {
          ...scamOffer,
          Actioned: true,
          Accepted: true,
          Outcome: '<p>The scammers spent <strong>$148</strong>.</p>',
          RedFlags: ['A greeting that does not use your name', 'A deadline with a threat'],
        };
        return ok(null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(calls.find((call) => call.path === '/api/i/communication/action')?.body).toMatchObject({
      ActionableInstanceID: 'offer-1',
      CommunicationsAppInstanceID: EMAIL_APP_ID,
      GameAppInstanceID: 'app-banking',
      Choice: 'accept',
    });
    expect(await screen.findByText('Warning: virus detected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'What just happened?', hidden: true }));
    expect(screen.queryByText('Warning: virus detected')).toBeNull();
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('$148')).toBeTruthy();
    const flags = screen.getByRole('heading', { name: 'Warning signs' }).parentElement!;
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A greeting that does not use your name', 'A deadline with a threat']);
  });

  it('the virus screen moves on to the lesson by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    let current = scamOffer;
    open(scamOffer, {
      'GET /api/i/communication': () => ok(current),
      'POST /api/i/communication/action': () => {
        current = {
          ...scamOffer,
          Actioned: true,
          Accepted: true,
          Outcome: '<p>Lost $148.</p>',
          RedFlags: ['A', 'B'],
        };
        return ok(null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Warning: virus detected')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.queryByText('Warning: virus detected')).toBeNull();
    expect(screen.getByText('Lost $148.')).toBeTruthy();
  });

  it('declining shows Declined and the outcome, without the virus screen', async () => {
    const user = userEvent.setup();
    let current = scamOffer;
    open(scamOffer, {
      'GET /api/i/communication': () => ok(current),
      'POST /api/i/communication/action': () => {
        current = {
          ...scamOffer,
          Actioned: true,
          Accepted: false,
          Outcome: '<p>Good call.</p>',
          RedFlags: ['A fake link'],
        };
        return ok(null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined')).toBeTruthy();
    expect(screen.getByText('Good call.')).toBeTruthy();
    expect(screen.getByText('A fake link')).toBeTruthy();
    expect(screen.queryByText('Warning: virus detected')).toBeNull();
  });

  it('shows the server message when an answer fails', async () => {
    const user = userEvent.setup();
    open(scamOffer, {
      'POST /api/i/communication/action': refused(
        400,
        "Error: you don't have enough money to accept this offer.",
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText("Error: you don't have enough money to accept this offer."),
    ).toBeTruthy();
  });

  it('deletes an email after asking, then goes back to its folder', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const calls = open(communication(), {
      'GET /api/i/communication': () =>
        deleted ? refused(404, 'Message not found.') : ok(communication()),
      'POST /api/i/communication/delete': () => {
        deleted = true;
        return ok(null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByText('Delete this email?').closest('dialog')!;
    await user.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('Arrived at /app/dashboard/emails/0')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/i/communication/delete')?.body).toMatchObject({
      CommunicationID: 'mail-1',
    });
    expect(screen.queryByText('Message not found.')).toBeNull();
  });
});

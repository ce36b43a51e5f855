import type { CommunicationsResult } from '@mc/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { apps, billEmail, communication, EMAIL_APP_ID, signIn } from '../testing/fixtures';
import { InboxPage } from './inbox';

// The first render loads the screen's modules; give it time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

function open(emails: CommunicationsResult['Communications'], url = '/app/dashboard/emails') {
  signIn();
  const calls = stubServer({
    'GET /api/i/games/apps': ok(apps),
    'GET /api/i/communications': ok({ AppName: 'Email', Communications: emails, Threads: [] }),
  });
  // Both the inbox and one folder are the same screen.
  const pattern =
    url === '/app/dashboard/emails' ? '/app/dashboard/emails' : '/app/dashboard/emails/:categoryID';
  renderRoute(pattern, <InboxPage />, url);
  return calls;
}

const inbox = [
  communication({ ID: 'm1', From: 'Nan', Subject: 'Happy birthday!', IsRead: false, Week: 4 }),
  communication({ ID: 'm2', From: 'Coach Daniels', Subject: 'Training', Week: 2 }),
  billEmail('', 'b1'),
  { ...billEmail('Overdue', 'b2'), IsRead: false },
  billEmail('Paid', 'b3'),
  communication({
    ID: 'p1',
    CommunicationType: 'PaySlipEmailInstance',
    Category: 2,
    From: 'Burger Barn',
    Subject: 'Your pay slip',
  }),
];

describe('the email inbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the Messages folder first, with unread counts on each folder', async () => {
    const calls = open(inbox);
    const list = await screen.findByRole('list', { name: 'Messages emails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.find((call) => call.path === '/api/i/communications')?.search).toContain(
      `GameAppInstanceID=${EMAIL_APP_ID}`,
    );

    const folders = screen.getByRole('navigation', { name: 'Email folders' });
    expect(
      within(folders)
        .getByRole('link', { name: 'Messages, 1 unread' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(folders).getByRole('link', { name: 'Bills, 1 unread' }).getAttribute('href'),
    ).toBe('/app/dashboard/emails/1');
    expect(within(folders).getByRole('link', { name: 'Bank' })).toBeTruthy();
  });

  it('marks unread emails with the word New, not colour alone', async () => {
    open(inbox);
    const nan = await screen.findByRole('link', { name: /Nan/ });
    expect(within(nan).getByText('New')).toBeTruthy();
    expect(nan.getAttribute('href')).toBe('/app/dashboard/emails/mail/m1/0');
    expect(
      within(screen.getByRole('link', { name: /Coach Daniels/ })).queryByText('New'),
    ).toBeNull();
  });

  it('lists bills with their tags', async () => {
    open(inbox, '/app/dashboard/emails/1');
    const list = await screen.findByRole('list', { name: 'Bills emails' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Due week 4'),
      expect.stringContaining('Overdue'),
      expect.stringContaining('Paid'),
    ]);
    expect(rows[0]?.getAttribute('href')).toBe('/app/dashboard/emails/mail/b1/1');
  });

  it('says No Messages Received when a folder is empty', async () => {
    open([communication()], '/app/dashboard/emails/2');
    expect(await screen.findByText('No Messages Received')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Bank emails' })).toBeNull();
  });

  it('moves between folders', async () => {
    const user = userEvent.setup();
    open(inbox, '/app/dashboard/emails/0');
    await user.click(await screen.findByRole('link', { name: 'Bank' }));
    expect(await screen.findByRole('list', { name: 'Bank emails' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Burger Barn/ })).toBeTruthy();
  });
});

import type { Communication } from '@mc/contract';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer, type FakeCall } from '../../../../test/render-route';
import { apps, MESSAGES_APP_ID, signIn, text, thread } from '../testing/fixtures';
import { ConversationPage } from './conversation';

// The first render loads the screen's modules; give it time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const scam = text({
  ID: 'scam-1',
  From: 'MyBank Alerts',
  Week: 6,
  IsRead: false,
  IsActionable: true,
  Content: '<p>Secure your account now at mybank-secure-verify.com</p>',
});

function open(
  messages: () => Communication[],
  extra: Parameters<typeof stubServer>[0] = {},
  from = 'MyBank Alerts',
) {
  signIn();
  const calls = stubServer({
    'GET /api/i/games/apps': ok(apps),
    'GET /api/i/communications': () =>
      ok({ AppName: 'Messages', Communications: [], Threads: [thread(messages())] }),
    'POST /api/i/communication/read': ok(null),
    ...extra,
  });
  renderRoute(
    '/app/dashboard/text-message/message',
    <ConversationPage />,
    `/app/dashboard/text-message/message?from=${encodeURIComponent(from)}`,
  );
  return calls;
}

const threadFetches = (calls: FakeCall[]) =>
  calls.filter((call) => call.path === '/api/i/communications').length;

describe('a text conversation', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('groups the messages by week under a Week N divider', async () => {
    open(
      () => [
        text({ ID: 'a', From: 'Mum', Week: 2, Content: '<p>First</p>' }),
        text({ ID: 'b', From: 'Mum', Week: 2, Content: '<p>Second</p>' }),
        text({ ID: 'c', From: 'Mum', Week: 5, Content: '<p>Third</p>' }),
      ],
      {},
      'Mum',
    );
    const week2 = await screen.findByRole('region', { name: 'Week 2' });
    expect(
      within(week2)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Second']);
    const week5 = screen.getByRole('region', { name: 'Week 5' });
    expect(
      within(week5)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Third']);
    expect(screen.getByRole('heading', { level: 1, name: 'Mum' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(
      '/app/dashboard/text-message',
    );
  });

  it('marks unread messages read one by one', async () => {
    let read = new Set<string>();
    const calls = open(
      () => [
        text({ ID: 'a', From: 'Mum', IsRead: read.has('a') }),
        text({ ID: 'b', From: 'Mum', IsRead: true }),
        text({ ID: 'c', From: 'Mum', IsRead: read.has('c'), Week: 3 }),
      ],
      {
        'POST /api/i/communication/read': (body) => {
          read = new Set([...read, (body as { CommunicationID: string }).CommunicationID]);
          return ok(null);
        },
      },
      'Mum',
    );
    await screen.findByRole('region', { name: 'Week 3' });
    await vi.waitFor(() => expect(read.size).toBe(2), { timeout: 4000 });
    const reads = calls
      .filter((call) => call.path === '/api/i/communication/read')
      .map((call) => call.body);
    expect(reads).toEqual([
      expect.objectContaining({ CommunicationID: 'a' }),
      expect.objectContaining({ CommunicationID: 'c' }),
    ]);
    // They keep their 'New' label while you are reading.
    expect(screen.getAllByText('New')).toHaveLength(2);
  });

  it('shows ACCEPT and DECLINE on an open offer, and a cancelled offer says so', async () => {
    open(() => [
      scam,
      text({ ID: 'old', From: 'MyBank Alerts', Week: 3, IsActionable: true, Cancelled: true }),
    ]);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByText('This offer has been cancelled.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
  });

  it('after an answer shows typing dots, then reloads the thread 2 s later with the outcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    let current = scam;
    const calls = open(() => [current], {
      'POST /api/i/communication/action': () => {
        current = {
          ...scam,
          IsRead: true,
          Actioned: true,
          Accepted: true,
          Outcome: '<p>The scammers took <strong>$320</strong>.</p>',
          RedFlags: ["A link that is not the bank's own website", 'An urgent threat'],
        };
        return ok(null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(calls.find((call) => call.path === '/api/i/communication/action')?.body).toMatchObject({
      ActionableInstanceID: 'scam-1',
      CommunicationsAppInstanceID: MESSAGES_APP_ID,
      Choice: 'accept',
    });
    expect(await screen.findByText('MyBank Alerts is typing…')).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByText('$320')).toBeNull();
    const before = threadFetches(calls);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(threadFetches(calls)).toBe(before);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(await screen.findByText('$320')).toBeTruthy();
    expect(threadFetches(calls)).toBeGreaterThan(before);
    expect(screen.queryByText('MyBank Alerts is typing…')).toBeNull();
    const flags = screen.getByRole('heading', { name: 'Warning signs' }).parentElement!;
    expect(within(flags).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a declined offer shows Declined', async () => {
    open(() => [
      { ...scam, IsRead: true, Actioned: true, Accepted: false, Outcome: '<p>Good call.</p>' },
    ]);
    expect(await screen.findByText('Declined')).toBeTruthy();
    expect(screen.getByText('Good call.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('says so when there are no messages from that sender', async () => {
    open(() => [text()], {}, 'Nobody');
    expect(await screen.findByText('No Messages Received')).toBeTruthy();
  });
});

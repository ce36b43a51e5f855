import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { apps, MESSAGES_APP_ID, signIn, text, thread } from '../testing/fixtures';
import { TextMessagesPage } from './text-messages';

// The first render loads the screen's modules; give it time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

function open(threads: ReturnType<typeof thread>[]) {
  signIn();
  const calls = stubServer({
    'GET /api/i/games/apps': ok(apps),
    'GET /api/i/communications': ok({ AppName: 'Messages', Communications: [], Threads: threads }),
  });
  renderRoute('/app/dashboard/text-message', <TextMessagesPage />);
  return calls;
}

describe('the text message list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one line per sender with the newest week and an excerpt', async () => {
    const calls = open([
      thread([
        text({
          ID: 't1',
          From: 'MyBank Alerts',
          Week: 6,
          IsRead: false,
          Content: '<p>New device sign-in</p>',
        }),
      ]),
      thread([
        text({ ID: 't2', From: 'Mum', Week: 2 }),
        text({ ID: 't3', From: 'Mum', Week: 4, Content: '<p>Can you grab milk?</p>' }),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(calls.find((call) => call.path === '/api/i/communications')?.search).toContain(
      `GameAppInstanceID=${MESSAGES_APP_ID}`,
    );

    const bank = rows[0]!;
    expect(bank.textContent).toContain('MyBank Alerts');
    expect(bank.textContent).toContain('Week 6');
    expect(bank.textContent).toContain('1 new');
    expect(bank.getAttribute('href')).toBe(
      '/app/dashboard/text-message/message?from=MyBank%20Alerts',
    );

    const mum = rows[1]!;
    expect(mum.textContent).toContain('Week 4');
    expect(mum.textContent).toContain('Can you grab milk?');
    expect(mum.textContent).not.toContain('new');
  });

  it('says No Messages Received when there are none', async () => {
    open([]);
    expect(await screen.findByText('No Messages Received')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/app/dashboard');
  });
});

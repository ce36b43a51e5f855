import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../../lib/session';
import { ok, refused, type FakeReply } from '../../../../test/render-route';
import { appInstance as app, gameApps } from '../../../lib/testing/app-fixtures';
import { polyfillDialog, stubLayout } from '../testing/fixtures';
import { GAME_ID, GAME_INSTANCE_ID, renderShell } from '../testing/render-shell';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const appsReply = ok(gameApps());

describe('the status bar', () => {
  it('shows the week of the total, the progress and net worth in whole dollars on a desktop', async () => {
    renderShell('/app/dashboard', { 'GET /api/i/games/apps': appsReply });
    const banner = await screen.findByRole('banner');
    await within(banner).findByText('$1,235');
    expect(banner.textContent).toContain('Week 3 of 26');
    const progress = within(banner).getByRole('progressbar', { name: 'Game progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('12');
    expect(progress.getAttribute('aria-valuetext')).toBe('Week 3 of 26, 12% of the game');
    for (const name of ['Help', 'FAQ', 'Finish the week', 'Save and exit']) {
      expect(within(banner).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('shows net worth with two decimals on a phone', async () => {
    stubLayout('mobile');
    renderShell('/app/dashboard', { 'GET /api/i/games/apps': appsReply });
    expect(await within(screen.getByRole('banner')).findByText('$1,234.56')).toBeTruthy();
  });

  it('sends a player without a game to the session-expired page', async () => {
    renderShell('/app/dashboard', {}, { GameInstanceID: undefined });
    expect(await screen.findByText('Arrived at /timeout')).toBeTruthy();
  });
});

describe('the mentor', () => {
  it("shows the week's messages once, then forgets them", async () => {
    const user = userEvent.setup();
    renderShell(
      '/app/dashboard',
      { 'GET /api/i/games/apps': appsReply },
      { MentorMessages: [{ ID: 'm1', Title: 'Week 3', Body: 'Payday is Friday.', Tag: null }] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Week 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readSession().MentorMessages).toEqual([]);
  });

  it('shows help and marks an app as seen the first time it is opened', async () => {
    const user = userEvent.setup();
    const apps = gameApps({}, [app('Email'), app('Banking', { HasBeenAccessed: false })]);
    const { calls } = renderShell('/app/dashboard', {
      'GET /api/i/games/apps': ok(apps),
      'GET /api/g/mentor/help-messages': ok([
        { ID: 'h1', Title: 'My Bank', Body: 'Open an account, %USERNAME%.', Tag: null },
      ]),
      'POST /api/i/gameappinstances': ok(null),
    });
    await user.click(await screen.findByRole('link', { name: 'My Bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Bank' });
    expect(within(dialog).getByText('Open an account, Sam.')).toBeTruthy();
    const help = calls.find((call) => call.path === '/api/g/mentor/help-messages')!;
    expect(new URLSearchParams(help.search).get('GameID')).toBe(GAME_ID);
    expect(new URLSearchParams(help.search).get('TargetGameAppID')).toBe('2');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/i/gameappinstances')?.body).toEqual({
        GameInstanceID: GAME_INSTANCE_ID,
        AppInstanceID: 'app-Banking',
      }),
    );
  });

  it('does not show help for an app already opened', async () => {
    const user = userEvent.setup();
    const { calls } = renderShell('/app/dashboard', { 'GET /api/i/games/apps': appsReply });
    await user.click(await screen.findByRole('link', { name: 'My Bank' }));
    await screen.findByRole('heading', { name: 'My Bank screen' });
    expect(calls.some((call) => call.path === '/api/g/mentor/help-messages')).toBe(false);
  });

  it('opens an app’s help from the Help popup', async () => {
    const user = userEvent.setup();
    const { calls } = renderShell('/app/dashboard', {
      'GET /api/i/games/apps': appsReply,
      'GET /api/g/mentor/help-messages': ok([
        { ID: 'h5', Title: 'My Cash', Body: 'Cash is for spending.', Tag: null },
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    const help = screen.getByRole('dialog', { name: 'What can I help you with?' });
    // Only the apps a player can open are offered: one page of them.
    await user.click(within(help).getByRole('button', { name: 'My Cash' }));
    expect(await screen.findByRole('dialog', { name: 'My Cash' })).toBeTruthy();
    expect(screen.getByText('Cash is for spending.')).toBeTruthy();
    const call = calls.find((candidate) => candidate.path === '/api/g/mentor/help-messages')!;
    expect(new URLSearchParams(call.search).get('TargetGameAppID')).toBe('5');
  });
});

describe('finishing the week', () => {
  it('asks first, then ends the week and goes to the end of the week', async () => {
    const user = userEvent.setup();
    const { calls } = renderShell('/app/dashboard', {
      'GET /api/i/games/apps': appsReply,
      'POST /api/i/games/endweek': ok({ Week: 3, IsGameComplete: false, BlockedApp: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Finish the week' }));
    const confirm = screen.getByRole('dialog', { name: 'Finish the week?' });
    expect(within(confirm).getByText('Are you ready to finish week 3?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Finish the week' }));
    expect(await screen.findByText('Arrived at /end-of-week/end')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/i/games/endweek')?.body).toEqual({
      GameInstanceID: GAME_INSTANCE_ID,
    });
  });

  it("shows the server's reason and the blocked app when the week cannot end", async () => {
    const user = userEvent.setup();
    let appsCalls = 0;
    const blocked = gameApps({}, [app('Email'), app('Banking', { State: 'block' })]);
    const { calls } = renderShell('/app/dashboard', {
      'GET /api/i/games/apps': (): FakeReply => ok(appsCalls++ === 0 ? gameApps() : blocked),
      'POST /api/i/games/endweek': {
        status: 400,
        body: {
          Success: false,
          Messages: ['You need a bank account before you can finish week 1.'],
          Results: { Week: 1, IsGameComplete: false, BlockedApp: 'Banking' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Finish the week' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Finish the week?' })).getByRole('button', {
        name: 'Finish the week',
      }),
    );
    const popup = await screen.findByRole('dialog');
    expect(
      within(popup).getByText('You need a bank account before you can finish week 1.'),
    ).toBeTruthy();
    expect(
      await screen.findByRole('link', {
        name: 'My Bank, blocked: open an account to finish week 1',
      }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/i/games/apps').length).toBeGreaterThan(1);
    await user.click(within(popup).getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing when the player is not ready', async () => {
    const user = userEvent.setup();
    const { calls } = renderShell('/app/dashboard', { 'GET /api/i/games/apps': appsReply });
    await user.click(await screen.findByRole('button', { name: 'Finish the week' }));
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.path === '/api/i/games/endweek')).toBe(false);
  });
});

describe('leaving', () => {
  it('save and exit signs out and returns to the game link’s login', async () => {
    const user = userEvent.setup();
    const { calls } = renderShell('/app/dashboard', {
      'GET /api/i/games/apps': appsReply,
      'POST /api/account/logout': ok(null),
    });
    await user.click(await screen.findByRole('button', { name: 'Save and exit' }));
    expect(await screen.findByText('Arrived at /auth/login/link-1')).toBeTruthy();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/account/logout'),
    ).toBe(true);
    expect(readSession()).toEqual({ Theme: 'school', GameLinkID: 'link-1' });
  });

  it('in the family theme, save and exit goes back to the family with the family still signed in', async () => {
    const user = userEvent.setup();
    renderShell(
      '/app/dashboard',
      { 'GET /api/i/games/apps': appsReply },
      { Theme: 'family', PlayerID: 'p-1' },
    );
    await user.click(await screen.findByRole('button', { name: 'Save and exit' }));
    expect(await screen.findByText('Arrived at /auth/family')).toBeTruthy();
    const session = readSession();
    expect(session.Token).toBe('token-1');
    expect(session.GameInstanceID).toBeUndefined();
    expect(session.PlayerID).toBeUndefined();
  });

  it('asks before leaving a quiz in progress', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/app/dashboard/financeweekly/quiz/2', {
      'GET /api/i/games/apps': appsReply,
    });
    await screen.findByRole('heading', { name: 'Quiz question' });
    await user.click(screen.getByRole('link', { name: 'Home screen' }));
    const prompt = screen.getByRole('dialog', { name: 'Quit the quiz?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep going' }));
    expect(router.state.location.pathname).toBe('/app/dashboard/financeweekly/quiz/2');

    await user.click(screen.getByRole('link', { name: 'Home screen' }));
    await user.click(screen.getByRole('button', { name: 'Quit quiz' }));
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });
});

describe('end-week refusals without details', () => {
  it('shows the first message of any refusal', async () => {
    const user = userEvent.setup();
    renderShell('/app/dashboard', {
      'GET /api/i/games/apps': appsReply,
      'POST /api/i/games/endweek': refused(400, 'Finish the Finance Weekly quiz first.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Finish the week' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Finish the week' }),
    );
    expect(await screen.findByText('Finish the Finance Weekly quiz first.')).toBeTruthy();
  });
});

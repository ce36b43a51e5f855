import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../test/render-route';
import { appInstance as app, gameApps } from '../../../lib/testing/app-fixtures';
import { polyfillDialog, stubLayout } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const apps = [
  app('Email', { HasUpdate: true, UpdateCount: 3 }),
  app('Banking', { State: 'block', HasBeenAccessed: true }),
  app('Messages'),
  app('Planner'),
  app('Cashbox'),
  app('Credit', { HasUpdate: true, UpdateCount: 0 }),
  app('MyStuff'),
  app('JobFinder'),
  app('uShop'),
  app('iBuy'),
  app('Shares'),
  app('FinanceWeekly'),
].reverse(); // The server's order does not matter: Priority decides.

const replies = { 'GET /api/i/games/apps': ok(gameApps({}, apps)) };

/** The apps of a list in order, links and buttons alike (an app not built yet is a button). */
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.getAttribute('aria-label'));

describe('the home screen', () => {
  it('shows the apps in priority order with their badges in the accessible names', async () => {
    renderShell('/app/dashboard', replies);
    const grid = await screen.findByRole('list', { name: 'Apps' });
    expect(names(grid)).toEqual([
      'Email, 3 new',
      'My Bank, blocked: open an account to finish week 1',
      'Messages',
      'Weekly Planner',
      'My Cash',
      'My Credit, new',
      'MyStuff, coming later',
      'Job Finder, coming later',
      'uShop, coming later',
      'iBuy, coming later',
      'Shares, coming later',
      'Finance Weekly, coming later',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Sam' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Dock' })).toBeNull();
  });

  it('shows a blocked app with a ! badge and a count badge for news', async () => {
    renderShell('/app/dashboard', replies);
    const bank = await screen.findByRole('link', { name: /^My Bank, blocked/ });
    expect(bank.className).toContain('app-icon--blocked');
    expect(bank.querySelector('.app-icon__badge')?.textContent).toBe('!');
    expect(bank.getAttribute('href')).toBe('/app/dashboard/banking');
    const email = screen.getByRole('link', { name: 'Email, 3 new' });
    expect(email.querySelector('.app-icon__badge')?.textContent).toBe('3');
    expect(
      screen.getByRole('link', { name: 'Messages' }).querySelector('.app-icon__badge'),
    ).toBeNull();
  });

  it('says what the badge shows, in the order it is seen: the name, then the count', async () => {
    renderShell('/app/dashboard', {
      'GET /api/i/games/apps': ok(
        gameApps({}, [app('Email', { HasUpdate: true, UpdateCount: 140 })]),
      ),
    });
    const email = await screen.findByRole('link', { name: 'Email, 99+ new' });
    expect(email.querySelector('.app-icon__badge')?.textContent).toBe('99+');
    // What a student sees reads "Email 99+", inside the name a voice-control user says.
    expect(email.textContent).toBe('Email 99+');
  });

  it('greys out an app not built yet, and tapping it says it is coming later', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/app/dashboard', replies);
    const shares = await screen.findByRole('button', { name: 'Shares, coming later' });
    expect(shares.hasAttribute('href')).toBe(false);
    expect(shares.className).toContain('app-icon--disabled');
    expect(shares.querySelector('.app-icon__badge')).toBeNull();
    await user.click(shares);
    expect(router.state.location.pathname).toBe('/app/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Shares is coming later' });
    expect(dialog.textContent).toContain("isn't in the game yet");
    // What works now, in the home screen's order.
    expect(dialog.textContent).toContain(
      'For now you can use Email, My Bank, Messages, Weekly Planner, My Cash and My Credit.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reaches an app not built yet from the keyboard too', async () => {
    const user = userEvent.setup();
    renderShell('/app/dashboard', replies);
    const jobs = await screen.findByRole('button', { name: 'Job Finder, coming later' });
    jobs.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Job Finder is coming later' })).toBeTruthy();
  });

  it('opens an app at its address under the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/app/dashboard/view', replies);
    await user.click(await screen.findByRole('link', { name: /^My Bank/ }));
    expect(router.state.location.pathname).toBe('/app/dashboard/banking');
    expect(await screen.findByRole('heading', { name: 'My Bank screen' })).toBeTruthy();
  });

  it('puts the first three apps in mobile order in the dock on a phone, the rest above', async () => {
    stubLayout('mobile');
    renderShell('/app/dashboard', replies);
    const dock = await screen.findByRole('list', { name: 'Dock' });
    expect(names(dock)).toEqual([
      'My Bank, blocked: open an account to finish week 1',
      'Email, 3 new',
      'Messages',
    ]);
    const grid = screen.getByRole('list', { name: 'Apps' });
    expect(names(grid)[0]).toBe('Weekly Planner');
    expect(names(grid)).toHaveLength(9);
    expect(screen.getByRole('link', { name: "Where I'm at" }).getAttribute('href')).toBe(
      '/app/dashboard/where-im-at',
    );
  });
});

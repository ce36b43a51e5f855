import { PAR_EXPLAINED, type ProgressResult } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../test/render-route';
import { gameApps } from '../../../lib/testing/app-fixtures';
import { polyfillDialog, stubLayout } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const progress: ProgressResult = {
  Items: [
    { Title: 'My Cash', Category: 'Cashbox', Balance: 120.5, Icon: 'cash' },
    { Title: 'Everyday Account', Category: 'BankAccountTransactions', Balance: 900, Icon: 'bank' },
    { Title: 'Survey', Category: 'Survey', Balance: 0, Icon: 'survey' },
    { Title: 'Student Card', Category: 'Credit Cards', Balance: -250.25, Icon: 'card' },
  ],
  Assets: 1020.5,
  Liabilities: 250.25,
  NetPosition: 770.25,
  Week: 3,
  TotalWeeks: 26,
  Par: 805.25,
  AgainstPar: -35,
};

const replies = {
  'GET /api/i/games/apps': ok(gameApps()),
  'GET /api/i/progress': ok(progress),
};

describe("where I'm at", () => {
  it('is a page of its own on a phone: assets, liabilities with a sign and a word, net position', async () => {
    stubLayout('mobile');
    renderShell('/app/dashboard/where-im-at', replies);
    expect(await screen.findByRole('heading', { level: 1, name: "Where I'm at" })).toBeTruthy();
    const assets = (await screen.findByRole('heading', { name: 'Assets' })).closest('section')!;
    const rows = within(assets)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['CashMy Cash$120.50', 'Bank accountEveryday Account$900.00']);
    expect(within(assets).getByText('$1,020.50')).toBeTruthy();

    const liabilities = screen.getByRole('heading', { name: 'Liabilities' }).closest('section')!;
    expect(within(liabilities).getByRole('listitem').textContent).toBe(
      'Credit cardStudent Card-$250.25 owed',
    );
    expect(screen.queryByText('Survey')).toBeNull();

    const net = screen.getByRole('heading', { name: 'My net position' }).closest('section')!;
    expect(within(net).getByText('$770.25')).toBeTruthy();
    expect(within(net).getByText("You're $35 below par")).toBeTruthy();
    expect(within(net).getByText(PAR_EXPLAINED)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /leaderboard/ }).getAttribute('href'),
      'how I compare, a tap away',
    ).toBe('/app/dashboard/leaderboard');
  });

  it('is the panel beside the phone on a desktop, with the net position in whole dollars', async () => {
    renderShell('/app/dashboard', replies);
    const panel = await screen.findByRole('complementary', { name: "Where I'm at" });
    expect(await within(panel).findByText('$770')).toBeTruthy();
    expect(within(panel).getByText('$120.50')).toBeTruthy();
    const toggle = within(panel).getByRole('button', { name: /Hide/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('on a desktop the page address opens the panel, marked complete at the end of the game', async () => {
    const { router } = renderShell('/app/dashboard/where-im-at', replies);
    const panel = await screen.findByRole('complementary', { name: "Where I'm at" });
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(within(panel).queryByText(/That's the game!/)).toBeNull();
    expect(within(panel).getAllByRole('link', { name: /leaderboard/ })).toHaveLength(1);
    await router.navigate('/app/dashboard/where-im-at', { state: { gameComplete: true } });
    expect(await within(panel).findByText(/That's the game!/)).toBeTruthy();
    // The final results lead to the leaderboard from their note, once.
    const final = within(panel).getAllByRole('link', { name: /leaderboard/ });
    expect(final).toHaveLength(1);
    expect(final[0]?.closest('.final-results')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../../../test/render-route';
import { gameApps } from '../../../lib/testing/app-fixtures';
import { polyfillDialog, stubLayout } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';

// A player whose week has ended is taken to where the week is, from any screen of the shell:
// after the browser's Back, a reload, or when the week ended on another device.

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe('the shell takes a player to where their week is', () => {
  it.each([
    ['question', '/end-of-week/end'],
    ['summary', '/end-of-week/summary'],
  ] as const)('a week ended and at its %s goes to %s', async (stage, to) => {
    renderShell('/app/dashboard/banking', {
      'GET /api/i/games/apps': ok(gameApps({ WeekStage: stage })),
    });
    expect(await screen.findByText(`Arrived at ${to}`)).toBeTruthy();
  });

  it('a week ended on another device: Finish the week goes to its question, not a dead end', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderShell('/app/dashboard', {
      'GET /api/i/games/apps': () =>
        ok(gameApps({ WeekStage: reads++ === 0 ? 'playing' : 'question' })),
      'POST /api/i/games/endweek': refused(400, 'This week has ended. Start the next week.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Finish the week' }));
    const confirm = screen.getByRole('dialog', { name: 'Finish the week?' });
    await user.click(within(confirm).getByRole('button', { name: 'Finish the week' }));
    expect(await screen.findByText('Arrived at /end-of-week/end')).toBeTruthy();
    expect(screen.queryByText('This week has ended. Start the next week.')).toBeNull();
  });

  it('a finished game stays put, read-only, with its results and last summary', async () => {
    stubLayout('mobile');
    renderShell('/app/dashboard/where-im-at', {
      'GET /api/i/games/apps': ok(
        gameApps({ CurrentWeek: 26, IsGameComplete: true, WeekStage: 'summary' }),
      ),
      'GET /api/i/progress': ok({ Items: [], Assets: 0, Liabilities: 0, NetPosition: 0 }),
    });
    expect(await screen.findByText("That's the game! Here's where you finished.")).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See your last weekly summary' });
    expect(link.getAttribute('href')).toBe('/end-of-week/summary');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Finish the week' }).disabled,
    ).toBe(true);
  });
});

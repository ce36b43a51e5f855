import { TEACHER_MESSAGES, type WeekSummary } from '@mc/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameApps } from '../../../lib/testing/app-fixtures';
import { ok, refused } from '../../../../test/render-route';
import { readSession, updateSession } from '../../../lib/session';
import { polyfillDialog, renderEndOfWeek } from '../testing/render-end-of-week';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const summary: WeekSummary = {
  Week: 5,
  TotalGameWeeks: 26,
  StartingNetPosition: 1000,
  FinishingNetPosition: 1100,
  Difference: 100,
  CashReward: 0,
  TimeBonus: 0,
  Movements: [{ Category: 'pay', Label: 'Pay (after tax)', Amount: 100 }],
  Plan: null,
  Par: 1100,
  AgainstPar: 0,
  IsPractice: false,
  Badges: [],
};

describe('the end-of-week frame', () => {
  it('shows the week the server says, not the one this browser remembers', async () => {
    renderEndOfWeek(
      '/end-of-week/summary',
      {
        'GET /api/i/games/apps': ok(gameApps({ CurrentWeek: 5, WeekStage: 'summary' })),
        'GET /api/i/progress/summary': ok(summary),
      },
      { GameCurrentWeek: 3 },
    );
    expect(await screen.findByText('Week 5')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Week 5 of 26');
    expect(screen.queryByText('Week 3')).toBeNull();
  });

  it('sends a week already under way (started elsewhere) to the dashboard', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/games/apps': ok(gameApps({ CurrentWeek: 6, WeekStage: 'playing' })),
      'GET /api/i/progress/summary': ok(summary),
    });
    expect(await screen.findByText('Arrived at /app/dashboard')).toBeTruthy();
  });

  it('sends an answered question on to the summary', async () => {
    renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/games/apps': ok(gameApps({ CurrentWeek: 5, WeekStage: 'summary' })),
      'GET /api/i/progress/summary': ok(summary),
    });
    expect(await screen.findByRole('heading', { name: 'Your week 5 summary' })).toBeTruthy();
  });

  // Shared computers (issue 30): a student can leave from every screen of the week's end.
  it.each([
    ['the week summary', '/end-of-week/summary', 'summary'],
    ['the bonus question', '/end-of-week/question', 'question'],
    ['the paused page', '/end-of-week/start', 'summary'],
  ] as const)('has Save and exit on %s, which signs out', async (_, url, stage) => {
    updateSession({ GameLinkID: 'link-1' });
    const { calls } = renderEndOfWeek(url, {
      'GET /api/i/games/apps': ok(gameApps({ CurrentWeek: 5, WeekStage: stage })),
      'GET /api/i/progress/summary': ok(summary),
      'POST /api/i/games/startweek': refused(400, TEACHER_MESSAGES.paused(5)),
      'POST /api/i/eowquestions/generate': refused(400, 'not now'),
      'POST /api/account/logout': ok(null),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and exit' }));
    expect(await screen.findByText('Arrived at /auth/login/link-1')).toBeTruthy();
    expect(readSession().Token).toBeUndefined();
    expect(calls.some((call) => call.path === '/api/account/logout')).toBe(true);
  });
});

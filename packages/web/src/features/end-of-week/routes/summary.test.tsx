import type { WeekSummary } from '@mc/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../../lib/session';
import { ok } from '../../../../test/render-route';
import { polyfillDialog, renderEndOfWeek } from '../testing/render-end-of-week';
import { continueLabel, describeChange } from './summary';

beforeAll(polyfillDialog);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const summary = (patch: Partial<WeekSummary> = {}): WeekSummary => ({
  Week: 3,
  TotalGameWeeks: 26,
  StartingNetPosition: 1000,
  FinishingNetPosition: 1123.45,
  Difference: 123.45,
  CashReward: 20,
  TimeBonus: 5.5,
  Movements: [],
  ...patch,
});

describe('the weekly summary', () => {
  it('reveals the change with a sign, words and the bonus, then starts the next week', async () => {
    const user = userEvent.setup();
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(summary()),
      'POST /api/i/games/startweek': ok({
        Week: 4,
        IsGameComplete: false,
        IsSurveyComplete: false,
        IsOptional: true,
        MentorMessages: [],
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your week 3 summary' }),
    ).toBeTruthy();
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Starting net position')).toBe('$1,000.00');
    expect(value('Finishing net position')).toBe('$1,123.45');
    expect(screen.getByText('+$123.45')).toBeTruthy();
    expect(screen.getByText("You're up $123.45 this week")).toBeTruthy();
    expect(value('Cash reward')).toBe('$20.00');
    expect(value('Time bonus')).toBe('$5.50');
    await user.click(screen.getByRole('button', { name: 'START NEXT WEEK' }));
    expect(await screen.findByRole('heading', { name: 'Week 4' })).toBeTruthy();
    await act(async () => undefined); // the screen's effects start the 2.8 s wait
  });

  it('says FINISH THE GAME after the last week', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(
        summary({ Week: 26, Difference: -40, FinishingNetPosition: 960 }),
      ),
    });
    expect(await screen.findByRole('button', { name: 'FINISH THE GAME' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'START NEXT WEEK' })).toBeNull();
    expect(screen.getByText('-$40.00')).toBeTruthy();
    expect(screen.getByText("You're down $40.00 this week")).toBeTruthy();
  });

  it('chooses the label and words from the figures', () => {
    expect(continueLabel({ Week: 25, TotalGameWeeks: 26 })).toBe('START NEXT WEEK');
    expect(continueLabel({ Week: 26, TotalGameWeeks: 26 })).toBe('FINISH THE GAME');
    expect(continueLabel({ Week: 27, TotalGameWeeks: 26 })).toBe('FINISH THE GAME');
    expect(describeChange(0).words).toBe('no change');
    expect(describeChange(-0.004).kind).toBe('same');
    expect(describeChange(-12.5).words).toBe('down $12.50');
  });
});

describe('the start of the week', () => {
  it("shows 'Week N' and opens the dashboard after 2.8 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, router } = renderEndOfWeek('/end-of-week/start', {
      'POST /api/i/games/startweek': ok({
        Week: 4,
        IsGameComplete: false,
        IsSurveyComplete: false,
        IsOptional: true,
        MentorMessages: [{ ID: 'm', Title: 'Week 4', Body: 'Go %USERNAME%!', Tag: null }],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Week 4' })).toBeTruthy();
    await act(async () => undefined); // the screen's effects start the 2.8 s wait
    expect(calls.filter((call) => call.path === '/api/i/games/startweek')).toHaveLength(1);
    expect(readSession().GameCurrentWeek).toBe(4);
    expect(readSession().MentorMessages).toEqual([
      { ID: 'm', Title: 'Week 4', Body: 'Go Sam!', Tag: null },
    ]);
    act(() => void vi.advanceTimersByTime(2700));
    expect(router.state.location.pathname).toBe('/end-of-week/start');
    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });

  it("after the last week it lands on where I'm at with the game complete", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderEndOfWeek('/end-of-week/start', {
      'POST /api/i/games/startweek': ok({
        Week: 26,
        IsGameComplete: true,
        IsSurveyComplete: false,
        IsOptional: true,
        MentorMessages: [
          { ID: 'tip-26', Title: 'Final week', Body: 'Check every app.', Tag: null },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { name: "That's the game!" })).toBeTruthy();
    expect(readSession().MentorMessages).toEqual([]);
    await act(async () => undefined);
    act(() => void vi.advanceTimersByTime(2900));
    expect(
      await screen.findByText(
        'Arrived at /app/dashboard/where-im-at with {"gameComplete":true,"whereImAt":true}',
      ),
    ).toBeTruthy();
  });
});

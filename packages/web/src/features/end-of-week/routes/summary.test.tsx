import { PAR_EXPLAINED, PRACTICE_EXPLAINED, type WeekSummary } from '@mc/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
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
  Plan: null,
  Par: 1088.45,
  AgainstPar: 35,
  IsPractice: false,
  Badges: [],
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

  it('shows the finish against par beside it, with what par is, and no practice note', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(summary({ AgainstPar: 420.4 })),
    });
    const finish = (await screen.findByText('Finishing net position')).parentElement;
    expect(within(finish!).getByText('$420 above par')).toBeTruthy();
    expect(screen.getByText(PAR_EXPLAINED)).toBeTruthy();
    expect(screen.queryByText(PRACTICE_EXPLAINED)).toBeNull();
  });

  it("says where week 1 starts from (the game's start), and no such note later", async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(summary({ Week: 1 })),
    });
    const start = (await screen.findByText('Starting net position')).parentElement;
    expect(within(start!).getByText(/What you began the game with/)).toBeTruthy();
    cleanup();
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(summary({ Week: 2 })),
    });
    await screen.findByText('Starting net position');
    expect(screen.queryByText(/What you began the game with/)).toBeNull();
  });

  it('says a practice game is on no leaderboard, and a result below par in words', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(summary({ AgainstPar: -35, IsPractice: true })),
    });
    expect(await screen.findByText('$35 below par')).toBeTruthy();
    expect(screen.getByText(PRACTICE_EXPLAINED)).toBeTruthy();
  });

  it('lists where the money went and says what moved it most, not praise for pay day', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(
        summary({
          Difference: 1444.38,
          FinishingNetPosition: 2444.38,
          CashReward: 0,
          TimeBonus: 0,
          Movements: [
            { Category: 'pay', Label: 'Pay (after tax)', Amount: 1500.38 },
            { Category: 'bills', Label: 'New bills', Amount: -51 },
            { Category: 'bank-fees', Label: 'Bank fees', Amount: -5 },
          ],
        }),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Where did my money go?' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Pay (after tax)added +$1,500.38',
      'New billstook off -$51.00',
      'Bank feestook off -$5.00',
    ]);
    expect(screen.getByText('Pay day lifted your net position.')).toBeTruthy();
    expect(screen.queryByText(/money moves paid off/)).toBeNull();
  });

  it('explains a week that went down by its biggest fall, with no promise of a next week', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(
        summary({
          Week: 26,
          Difference: -70,
          FinishingNetPosition: 930,
          Movements: [
            { Category: 'late-fees', Label: 'Late and dishonour fees', Amount: -60 },
            { Category: 'bank-fees', Label: 'Bank fees', Amount: -10 },
          ],
        }),
      ),
    });
    expect(
      await screen.findByText(/Late and dishonour fees cost you\. Paying bills by their due/),
    ).toBeTruthy();
    expect(screen.queryByText(/next week/i)).toBeNull();
  });

  it('shows the week’s plan from the Weekly Planner beside what the player did', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(
        summary({
          Plan: {
            Week: 3,
            Rows: [
              { Key: 'Goods', Title: 'Goods', Planned: 40, Actual: 55.5 },
              { Key: 'Shares', Title: 'Shares', Planned: 20, Actual: 0 },
            ],
          },
        }),
      ),
    });
    const table = await screen.findByRole('table', {
      name: 'Your plan and what you did',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Week 3PlannedActual', 'Goods$40$56', 'Shares$20$0']);
  });

  it('shows no plan when the player made none', async () => {
    renderEndOfWeek('/end-of-week/summary', { 'GET /api/i/progress/summary': ok(summary()) });
    await screen.findByRole('heading', { level: 1, name: 'Your week 3 summary' });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('celebrates a badge earned this week with its title and the lesson it marks', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(
        summary({
          Badges: [
            {
              ID: 'safety-net',
              Title: 'Safety net',
              Description: 'Two weeks of spending put away in savings by week 8.',
              Week: 3,
            },
          ],
        }),
      ),
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Badge earned' });
    const list = screen.getByRole('list', { name: 'Badge earned' });
    expect(heading.nextElementSibling).toBe(list);
    expect(within(list).getByRole('listitem').textContent).toBe(
      'Safety netTwo weeks of spending put away in savings by week 8.',
    );
    // Found by heading or by reading, never shouted over the reveal.
    expect(heading.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('says "Badges earned" over two badges, in the order earned', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(
        summary({
          Week: 26,
          Badges: [
            {
              ID: 'bills-on-time',
              Title: 'On time, every time',
              Description: 'Not one late fee all game.',
              Week: 26,
            },
            {
              ID: 'scam-spotter',
              Title: 'Scam spotter',
              Description: 'Turned down every scam that came your way.',
              Week: 26,
            },
          ],
        }),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Badges earned' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'On time, every timeNot one late fee all game.',
      'Scam spotterTurned down every scam that came your way.',
    ]);
  });

  it('shows no badge block in a week that earned none', async () => {
    renderEndOfWeek('/end-of-week/summary', { 'GET /api/i/progress/summary': ok(summary()) });
    await screen.findByRole('heading', { level: 1, name: 'Your week 3 summary' });
    expect(screen.queryByRole('heading', { name: /Badges? earned/ })).toBeNull();
    expect(screen.queryByText(/badge/i)).toBeNull();
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

const opening = {
  IsGameComplete: false,
  IsSurveyComplete: false,
  IsOptional: true,
  MentorMessages: [],
  StartingNetPosition: 1000,
  NetPosition: 1000,
  NewBills: [],
  Movements: [],
};

describe('the start of the week', () => {
  it('says which bills arrived and what they did, and waits for the player to read it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = renderEndOfWeek('/end-of-week/start', {
      'POST /api/i/games/startweek': ok({
        ...opening,
        Week: 3,
        StartingNetPosition: 1444.38,
        NetPosition: 692.38,
        NewBills: [
          { Title: 'Rent', Amount: 466, WeekDue: 4 },
          { Title: 'Groceries', Amount: 286, WeekDue: 3 },
        ],
        Movements: [{ Category: 'bills', Label: 'New bills', Amount: -752 }],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Week 3' })).toBeTruthy();
    const bills = screen.getByRole('heading', { name: 'New bills this week' });
    expect(bills).toBeTruthy();
    expect(screen.getByText('Rent').closest('li')?.textContent).toBe(
      'RentDue by the end of week 4$466.00',
    );
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Net position last week')).toBe('$1,444.38');
    expect(value('Net position now')).toBe('$692.38 (-$752.00)');
    expect(
      screen.getByText(/A bill counts against your net position as soon as it arrives/),
    ).toBeTruthy();
    await act(async () => undefined);
    act(() => void vi.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/end-of-week/start');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });

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

  it('after the last week it goes to the end of the game', async () => {
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
    expect(await screen.findByText('Arrived at /end-of-game')).toBeTruthy();
  });

  it('after the last week, a required end quiz comes first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderEndOfWeek('/end-of-week/start', {
      'POST /api/i/games/startweek': ok({
        ...opening,
        Week: 26,
        IsGameComplete: true,
        IsOptional: false,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Nearly there!' })).toBeTruthy();
    expect(screen.getByText('One last quiz, then your final results.')).toBeTruthy();
    await act(async () => undefined);
    act(() => void vi.advanceTimersByTime(2900));
    expect(await screen.findByText('Arrived at /surveys/quiz-intro')).toBeTruthy();
  });
});

describe("the last week's summary button", () => {
  const required = { HasEndSurvey: true, IsOptional: false, IsSurveyComplete: false };

  it('reads START QUIZ while a required end quiz is still to do', async () => {
    renderEndOfWeek('/end-of-week/summary', {
      'GET /api/i/progress/summary': ok(summary({ Week: 26 })),
      'GET /api/i/games/hasendsurvey': ok(required),
    });
    expect(await screen.findByRole('button', { name: 'START QUIZ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'FINISH THE GAME' })).toBeNull();
  });

  it('reads FINISH THE GAME once it is done, or where it is optional or there is none', () => {
    const last = { Week: 26, TotalGameWeeks: 26 };
    expect(continueLabel(last, required)).toBe('START QUIZ');
    expect(continueLabel(last, { ...required, IsSurveyComplete: true })).toBe('FINISH THE GAME');
    expect(continueLabel(last, { ...required, IsOptional: true })).toBe('FINISH THE GAME');
    expect(
      continueLabel(last, { HasEndSurvey: false, IsOptional: true, IsSurveyComplete: false }),
    ).toBe('FINISH THE GAME');
    expect(continueLabel({ Week: 25, TotalGameWeeks: 26 }, required)).toBe('START NEXT WEEK');
  });
});

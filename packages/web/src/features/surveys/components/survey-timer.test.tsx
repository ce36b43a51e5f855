import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../test/render-route';
import { answered, renderSurveys, timedQuestion } from '../testing/render-surveys';
import { timerAnnouncement } from './survey-timer';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const live = () => document.querySelector('.survey-timer [aria-live]')?.textContent ?? null;
const submitted = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/i/survey/submit');

describe("a timed question's timer", () => {
  it('announces the start, 10 seconds left and time up, never each second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSurveys('/surveys/question', { 'GET /api/i/survey': ok(timedQuestion()) });
    expect((await screen.findByRole('timer')).textContent).toBe('0:30');
    expect(screen.getByText(/plus \$0\.20 for every second left/)).toBeTruthy();
    expect(live()).toBe('');
    act(() => void vi.advanceTimersByTime(500));
    const start = live();
    expect(start).toMatch(/^This question is timed: you have 30 seconds\./);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer').textContent).toBe('0:25');
    expect(live()).toBe(start);
    act(() => void vi.advanceTimersByTime(15_000));
    expect(live()).toBe('10 seconds left.');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(live()).toBe('10 seconds left.');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    expect(live()).toBe("Time's up. You can still answer, but it won't earn any cash now.");
  });

  it("counts on from the server's time left, and lets the player answer after time is up", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = renderSurveys('/surveys/question', {
      'GET /api/i/survey': ok(timedQuestion({ TimeLeft: 3 })),
      'POST /api/i/survey/submit': ok(
        answered({
          QuestionID: 'payg',
          IsTimed: true,
          IsOutOfTime: true,
          CashReward: 0,
          TotalReward: 0,
          Answers: [
            { Name: 'Pay as you go', Selected: true, Status: 'correct' },
            { Name: 'Pay after you get paid', Selected: false, Status: 'none' },
            { Name: 'Paid annually', Selected: false, Status: 'none' },
            { Name: 'Pay any time', Selected: false, Status: 'none' },
          ],
        }),
      ),
    });
    expect((await screen.findByRole('timer')).textContent).toBe('0:03');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.getByText(/Time's up! You can still answer/)).toBeTruthy();
    // No way to turn the timer off once the time is up: the bonus is gone.
    expect(screen.queryByRole('button', { name: /Turn off the timer/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Pay as you go/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(submitted(calls)[0]?.body).toMatchObject({ TimeLeft: 0 });
    expect(
      await screen.findByText("Right answer, but time ran out. It's marked above."),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'OUT OF TIME' })).toBeTruthy();
    expect(screen.getByText('NO BONUS CASH THIS TIME')).toBeTruthy();
    expect(
      screen.getByText(/You picked the right answer, but the time ran out first/),
    ).toBeTruthy();
  });

  it('can be turned off before answering: the server records it, and the clock stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = renderSurveys('/surveys/question', {
      'GET /api/i/survey': ok(timedQuestion()),
      'POST /api/i/survey/timer-off': ok(timedQuestion({ IsTimerOff: true, TimeLeft: 0 })),
      'POST /api/i/survey/submit': ok(
        answered({ QuestionID: 'payg', IsTimed: true, TimeLeft: 0, TimeBonusAmount: 0 }),
      ),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Turn off the timer (no time bonus)' }),
    );
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/i/survey/timer-off')).toBe(true),
    );
    expect(screen.queryByRole('timer')).toBeNull();
    const note = screen.getByText(/Timer off\. Take your time/);
    expect(document.activeElement).toBe(note.closest('p'));
    // Time passes; nothing runs out.
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.queryByText(/Time's up/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Pay as you go/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(submitted(calls)[0]?.body).toMatchObject({
      SurveyQuestionOptionID: 'payg.0',
      TimeLeft: 0,
    });
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'CORRECT!' })).toBeTruthy();
    expect(screen.getByText('Timer off, so no time bonus this time.')).toBeTruthy();
  });

  it('stays off after a reload of the same question (the server says so)', async () => {
    renderSurveys('/surveys/question', {
      'GET /api/i/survey': ok(timedQuestion({ TimeLeft: 0, IsTimerOff: true })),
    });
    expect(await screen.findByText(/Timer off\. Take your time/)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('speaks only at its three moments', () => {
    const say = (secondsLeft: number, startSeconds = 30) =>
      timerAnnouncement({ secondsLeft, startSeconds, started: true });
    expect(timerAnnouncement({ secondsLeft: 30, startSeconds: 30, started: false })).toBe('');
    expect(say(30)).toBe(say(11));
    expect(say(10)).toBe('10 seconds left.');
    expect(say(1)).toBe('10 seconds left.');
    expect(say(0)).toMatch(/^Time's up/);
    // Back after a reload with 7 seconds left: the start says so, and no '10 seconds' follows.
    expect(say(7, 7)).toMatch(/you have 7 seconds/);
  });
});

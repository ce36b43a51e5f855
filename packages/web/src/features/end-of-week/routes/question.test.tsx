import { BONUS_MESSAGES, type BonusAnswerResult, type BonusQuestion } from '@mc/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../../../test/render-route';
import { announcement } from '../components/countdown';
import { GAME_INSTANCE_ID, polyfillDialog, renderEndOfWeek } from '../testing/render-end-of-week';

beforeAll(polyfillDialog);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const question: BonusQuestion = {
  ID: 'q-1',
  Text: 'What does p.a. mean on an interest rate?',
  Answers: [
    { ID: 1, Text: 'Per account' },
    { ID: 2, Text: 'Per annum (a year)' },
    { ID: 3, Text: 'Paid automatically' },
    { ID: 4, Text: 'Per adult' },
  ],
  TotalSeconds: 60,
  SecondsLeft: 60,
  IsTimerOff: false,
  Week: 3,
};

const answered = (patch: Partial<BonusAnswerResult>): BonusAnswerResult => ({
  AnsweredCorrectly: false,
  Reward: 0,
  Bonus: 0,
  IsOutOfTime: false,
  IsTimerOff: false,
  CorrectAnswerID: 2,
  Explanation: 'p.a. is short for per annum: the rate for a whole year.',
  Messages: [],
  ...patch,
});

describe('the bonus question', () => {
  it("counts on from the server's time after a reload instead of starting the minute again", async () => {
    renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': ok({ ...question, SecondsLeft: 17 }),
    });
    expect(await screen.findByRole('timer', { name: '17 seconds left' })).toBeTruthy();
  });

  it('is one Tab stop: the chosen answer, or the first before one is chosen', async () => {
    const user = userEvent.setup();
    renderEndOfWeek('/end-of-week/question', { 'GET /api/i/eowquestions': ok(question) });
    const group = await screen.findByRole('group', { name: question.Text });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.click(radios[2]!);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it('is generated at the end of the week, then answered for cash', async () => {
    const user = userEvent.setup();
    const { calls } = renderEndOfWeek('/end-of-week/end', {
      'POST /api/i/eowquestions/generate': ok(question),
      'POST /api/i/eowquestions': ok(answered({ AnsweredCorrectly: true, Reward: 10, Bonus: 2 })),
      'GET /api/i/progress/summary': ok(null),
    });
    const group = await screen.findByRole('group', { name: question.Text });
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'SUBMIT' });
    expect(submit.disabled).toBe(true);
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await user.click(within(group).getByRole('radio', { name: /Per annum/ }));
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'CORRECT!' })).toBeTruthy();
    const answer = calls.find(
      (call) => call.method === 'POST' && call.path === '/api/i/eowquestions',
    );
    expect(answer?.body).toMatchObject({
      GameInstanceID: GAME_INSTANCE_ID,
      QuestionID: 'q-1',
      AnswerID: 2,
      Skip: false,
    });
    expect((answer?.body as { TimeRemaining: number }).TimeRemaining).toBeGreaterThan(55);
    const figures = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figures('Cash reward')).toBe('$10.00');
    expect(figures('Time bonus')).toBe('$2.00');
    expect(figures('Total')).toBe('$12.00');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'Your week' })).toBeTruthy();
  });

  it("uses this week's question when one was already generated", async () => {
    renderEndOfWeek('/end-of-week/end', {
      'POST /api/i/eowquestions/generate': refused(400, BONUS_MESSAGES.alreadyGenerated),
      'GET /api/i/eowquestions': ok(question),
    });
    expect(await screen.findByRole('group', { name: question.Text })).toBeTruthy();
  });

  it('goes to the summary 3 seconds after any other failure to generate', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderEndOfWeek('/end-of-week/end', {
      'POST /api/i/eowquestions/generate': refused(400, 'No questions left.'),
      'GET /api/i/progress/summary': refused(400, 'Not yet.'),
    });
    expect(await screen.findByText(/no bonus question this time/)).toBeTruthy();
    await act(async () => undefined); // the screen's effects start the 3 s wait
    act(() => void vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/end-of-week/end');
    act(() => void vi.advanceTimersByTime(200));
    // The summary screen loads lazily, so the move completes a moment later.
    await waitFor(() => expect(router.state.location.pathname).toBe('/end-of-week/summary'), {
      timeout: 5000,
    });
  });

  it('shows the right answer and why after a wrong one', async () => {
    const user = userEvent.setup();
    renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': ok(question),
      'POST /api/i/eowquestions': ok(answered({})),
    });
    await user.click(await screen.findByRole('radio', { name: /Per account/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('heading', { name: 'INCORRECT' })).toBeTruthy();
    expect(screen.getByText('NO BONUS CASH THIS TIME')).toBeTruthy();
    expect(screen.getByText('Per annum (a year)')).toBeTruthy();
    expect(screen.getByText(/short for per annum/)).toBeTruthy();
  });

  it('submits no answer when the time runs out, announcing 30, 10 and 0 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': ok(question),
      'POST /api/i/eowquestions': ok(answered({})),
    });
    await screen.findByRole('group', { name: question.Text });
    await act(async () => undefined); // the countdown starts in an effect
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    const live = () => document.querySelector('.countdown [aria-live]')!.textContent;
    expect(live()).toBe('');

    act(() => void vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer').textContent).toBe('0:30');
    expect(live()).toBe('30 seconds left.');
    act(() => void vi.advanceTimersByTime(19_000));
    expect(live()).toBe('30 seconds left.');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(live()).toBe('10 seconds left.');
    act(() => void vi.advanceTimersByTime(10_000));

    expect(await screen.findByRole('heading', { name: 'OUT OF TIME' })).toBeTruthy();
    expect(screen.getByText('NO BONUS CASH THIS TIME')).toBeTruthy();
    const posts = calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/i/eowquestions',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      GameInstanceID: GAME_INSTANCE_ID,
      QuestionID: 'q-1',
      AnswerID: null,
      Skip: false,
      TimeRemaining: 0,
    });
  });

  it('skipping goes straight to the summary', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': ok(question),
      'POST /api/i/eowquestions': ok(answered({ Messages: [BONUS_MESSAGES.skipped] })),
      'GET /api/i/progress/summary': refused(400, 'Not yet.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/end-of-week/summary'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      Skip: true,
      AnswerID: null,
    });
  });

  it('offers GO TO SUMMARY when the question was already answered', async () => {
    const user = userEvent.setup();
    const { router } = renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': ok(question),
      'POST /api/i/eowquestions': refused(400, BONUS_MESSAGES.alreadyAnswered),
      'GET /api/i/progress/summary': refused(400, 'Not yet.'),
    });
    await user.click(await screen.findByRole('radio', { name: /Per annum/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(BONUS_MESSAGES.alreadyAnswered)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'GO TO SUMMARY' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/end-of-week/summary'));
  });

  it('offers GO TO SUMMARY when there is no generated question to read', async () => {
    renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': refused(400, BONUS_MESSAGES.notGenerated),
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(BONUS_MESSAGES.notGenerated)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'GO TO SUMMARY' })).toBeTruthy();
  });
});

describe("the bonus question's timer switch", () => {
  const timerOff = (calls: { method: string; path: string }[]) =>
    calls.filter((call) => call.method === 'POST' && call.path === '/api/i/eowquestions/timer-off');

  it('turns the timer off from the keyboard: no countdown, no time bonus, the reward still paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': ok(question),
      'POST /api/i/eowquestions/timer-off': ok({ ...question, IsTimerOff: true, SecondsLeft: 0 }),
      'POST /api/i/eowquestions': ok(
        answered({ AnsweredCorrectly: true, Reward: 10, Bonus: 0, IsTimerOff: true }),
      ),
      'GET /api/i/progress/summary': ok(null),
    });
    await screen.findByRole('group', { name: question.Text });
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByText(/plus a small time bonus for answering quickly/)).toBeTruthy();
    // Visible and reached with Tab, pressed with Enter.
    const button = screen.getByRole('button', { name: 'Turn off the timer (no time bonus)' });
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(timerOff(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
    const note = screen.getByText(
      'Timer off. Take your time: a right answer still earns the cash reward, just no time bonus.',
    );
    expect(document.activeElement).toBe(note.closest('p'));
    // No promise of a bonus for speed once the timer is off.
    expect(screen.queryByText(/time bonus for answering quickly/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Turn off the timer/ })).toBeNull();
    // Two minutes go by: nothing runs out, nothing is sent for the player.
    act(() => void vi.advanceTimersByTime(120_000));
    expect(screen.queryByText(/Time's up/)).toBeNull();
    expect(
      calls.filter((call) => call.method === 'POST' && call.path === '/api/i/eowquestions'),
    ).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /Per annum/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('heading', { name: 'CORRECT!' })).toBeTruthy();
    const answer = calls.find(
      (call) => call.method === 'POST' && call.path === '/api/i/eowquestions',
    );
    expect(answer?.body).toMatchObject({ AnswerID: 2, TimeRemaining: 0 });
    expect(screen.getByText('Timer off, so no time bonus this time.')).toBeTruthy();
    expect(screen.queryByText('Time bonus')).toBeNull();
    const figures = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figures('Cash reward')).toBe('$10.00');
    expect(figures('Total')).toBe('$10.00');
  });

  it('stays off after a reload (the server says so)', async () => {
    renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': ok({ ...question, IsTimerOff: true, SecondsLeft: 0 }),
    });
    expect(await screen.findByText(/^Timer off\. Take your time/)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('radio', { name: /Per annum/ }).disabled).toBe(
      false,
    );
  });

  it('says why when the server refuses to turn it off, and the clock runs on', async () => {
    const user = userEvent.setup();
    renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': ok({ ...question, SecondsLeft: 2 }),
      'POST /api/i/eowquestions/timer-off': refused(400, BONUS_MESSAGES.outOfTime),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Turn off the timer (no time bonus)' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(BONUS_MESSAGES.outOfTime);
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('shows OUT OF TIME when the server says a right answer came too late', async () => {
    const user = userEvent.setup();
    renderEndOfWeek('/end-of-week/question', {
      'GET /api/i/eowquestions': ok(question),
      'POST /api/i/eowquestions': ok(answered({ AnsweredCorrectly: true, IsOutOfTime: true })),
    });
    await user.click(await screen.findByRole('radio', { name: /Per annum/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('heading', { name: 'OUT OF TIME' })).toBeTruthy();
    expect(screen.getByText('NO BONUS CASH THIS TIME')).toBeTruthy();
  });
});

describe('timer announcements', () => {
  it('speak only at 30, 10 and 0 seconds', () => {
    expect(announcement(45, 60)).toBe('');
    expect(announcement(30, 60)).toBe('30 seconds left.');
    expect(announcement(11, 60)).toBe('30 seconds left.');
    expect(announcement(10, 60)).toBe('10 seconds left.');
    expect(announcement(0, 60)).toBe("Time's up.");
    expect(announcement(20, 20)).toBe('');
  });
});

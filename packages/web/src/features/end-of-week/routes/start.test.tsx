import { TEACHER_MESSAGES } from '@mc/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../../../test/render-route';
import { polyfillDialog, renderEndOfWeek } from '../testing/render-end-of-week';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe('the start of the next week', () => {
  it('waits calmly while the teacher has paused the class, and goes on once it is opened', async () => {
    const user = userEvent.setup();
    let paused = true;
    renderEndOfWeek('/end-of-week/start', {
      'POST /api/i/games/startweek': () =>
        paused
          ? refused(400, TEACHER_MESSAGES.paused(3))
          : ok({
              Week: 4,
              IsGameComplete: false,
              IsSurveyComplete: false,
              IsOptional: true,
              MentorMessages: [],
            }),
    });
    // The first render of the end-of-week frame is slow on a busy machine: wait for it.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your class is paused' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    // Said as news, not as an error.
    expect(screen.getByRole('status').textContent).toBe(TEACHER_MESSAGES.paused(3));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the summary' })).toBeTruthy();
    paused = false;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Week 4' })).toBeTruthy();
  });

  it('shows any other refusal as one, with Try again', async () => {
    renderEndOfWeek('/end-of-week/start', {
      'POST /api/i/games/startweek': refused(400, 'Game Instance doesn\u2019t exist.'),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('doesn');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

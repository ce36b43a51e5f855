import type { PretestQuestion } from '@mc/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { gameApps } from '../../../lib/testing/app-fixtures';
import { updateSession } from '../../../lib/session';
import { PretestPage } from './pretest';

// The money check before week 1 (issue 33): a question at a time with its place in the check,
// never marked, then week 1 opens and the player goes on to the dashboard.

const question = (index: number, total = 3): PretestQuestion => ({
  ID: `learn-${index}`,
  Name: `Question number ${index}?`,
  Options: ['First', 'Second', 'Third'].map((name, option) => ({
    ID: `learn-${index}.${option}`,
    Name: `${name} answer ${index}`,
  })),
  Index: index,
  Total: total,
});

describe('the money check', () => {
  beforeEach(() => {
    updateSession({
      Token: 't',
      GameInstanceID: 'game-instance-1',
      PlayerName: 'Sam',
      Theme: 'school',
    });
  });

  it('asks each question once, says where the player is, and opens week 1 at the end', async () => {
    let answered = 0;
    const calls = stubServer({
      'GET /api/i/pretest': () => ok(answered < 3 ? question(answered + 1) : null),
      'POST /api/i/pretest/submit': () => {
        answered += 1;
        return ok({ Answered: answered, Total: 3, IsComplete: answered === 3 });
      },
      'GET /api/i/games/apps': ok(gameApps({ CurrentWeek: 1, IsPretestDue: false })),
      'POST /api/i/games/startweek': ok({ Week: 1, IsGameComplete: false, MentorMessages: [] }),
    });
    renderRoute('/pretest', <PretestPage />);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Money check' })).toBeTruthy();
    expect(screen.getByText(/3 quick questions on what you know about money now/)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'MONEY CHECK' }).getAttribute('aria-valuetext'),
    ).toBe('Question 1 of 3');
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'NEXT' });
    expect(next.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Second answer 1/ }));
    await user.click(next);

    expect(await screen.findByRole('group', { name: 'Question number 2?' })).toBeTruthy();
    // The introduction is for the first question only, and nothing says right or wrong.
    expect(screen.queryByText(/quick questions/)).toBeNull();
    expect(screen.queryByText(/correct|incorrect|right answer/i)).toBeNull();
    await user.click(screen.getByRole('radio', { name: /First answer 2/ }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('group', { name: 'Question number 3?' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Third answer 3/ }));
    await user.click(screen.getByRole('button', { name: 'FINISH' }));

    expect(await screen.findByText('Arrived at /app/dashboard')).toBeTruthy();
    const sent = calls.filter((call) => call.path === '/api/i/pretest/submit').map((c) => c.body);
    expect(sent).toEqual([
      { GameInstanceID: 'game-instance-1', QuestionID: 'learn-1', OptionID: 'learn-1.1' },
      { GameInstanceID: 'game-instance-1', QuestionID: 'learn-2', OptionID: 'learn-2.0' },
      { GameInstanceID: 'game-instance-1', QuestionID: 'learn-3', OptionID: 'learn-3.2' },
    ]);
  });

  it('keeps the question and says why when an answer is refused', async () => {
    stubServer({
      'GET /api/i/pretest': ok(question(2)),
      'POST /api/i/pretest/submit': refused(400, 'That is not the question you are on.'),
    });
    renderRoute('/pretest', <PretestPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /First answer 2/ }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That is not the question you are on.',
    );
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Question number 2?' })).toBeTruthy(),
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { diaryQuestion, mentorReply } from '../testing/fixtures';
import { renderPlanner } from '../testing/render-planner';

const ARCHIVE = '/app/dashboard/weeklyplanner/archive';

describe('past week entries', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('says there are none yet', async () => {
    renderPlanner(ARCHIVE, { 'GET /api/i/planner/questions': ok([]) });
    expect(await screen.findByText('No Past Week Entries')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'PAST WEEK ENTRIES' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/app/dashboard/weeklyplanner/diary',
    );
  });

  it('lists the weeks newest first, with their titles and whether they have a response', async () => {
    renderPlanner(ARCHIVE, {
      'GET /api/i/planner/questions': ok([
        diaryQuestion({ Week: 1, Title: 'Your first pay', Answer: 'Save half.' }),
        diaryQuestion({ Week: 2, Title: 'Your bank accounts' }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Past week entries, newest first' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Week 2Your bank accountsNo response yet',
      'Week 1Your first payResponse saved',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(`${ARCHIVE}/view?week=2`);
  });

  it('opens a past week read-only once answered, and lets the player edit it', async () => {
    renderPlanner(`${ARCHIVE}/view?week=1`, {
      'GET /api/i/planner/question': ok(
        diaryQuestion({ Week: 1, Title: 'Your first pay', Answer: 'Save half.' }),
      ),
      'POST /api/i/planner': ok({
        Question: diaryQuestion({ Week: 1, Title: 'Your first pay', Answer: 'Save most of it.' }),
        MentorMessages: mentorReply,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Your first pay' })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Your response' }) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(ARCHIVE);
    await userEvent.click(screen.getByRole('button', { name: 'EDIT THIS RESPONSE' }));
    await userEvent.clear(box);
    expect(
      (screen.getByRole('button', { name: 'SAVE RESPONSE' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.type(box, 'Save most of it.');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE RESPONSE' }));
    expect(await screen.findByRole('dialog', { name: 'Mentor' })).toBeTruthy();
    expect(box.readOnly).toBe(true);
  });

  it('asks the server for the week in the address', async () => {
    const { calls } = renderPlanner(`${ARCHIVE}/view?week=2`, {
      'GET /api/i/planner/question': ok(diaryQuestion({ Week: 2 })),
    });
    await screen.findByRole('heading', { name: 'Needs and wants' });
    expect(calls[0]?.search).toContain('Week=2');
  });

  it('goes back to the past entries from an address without a week', async () => {
    renderPlanner(`${ARCHIVE}/view?week=soon`, { 'GET /api/i/planner/questions': ok([]) });
    expect(await screen.findByText('No Past Week Entries')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { diaryQuestion, mentorReply, plannerSummary } from '../testing/fixtures';
import { renderPlanner } from '../testing/render-planner';

const URL = '/app/dashboard/weeklyplanner/diary';

const answerBox = () => screen.findByRole('textbox', { name: 'Your response' });
const saveButton = () => screen.getByRole('button', { name: 'SAVE RESPONSE' }) as HTMLButtonElement;

/** The server as it answers a diary entry: the question with its answer, and the mentor. */
const answered = (body: unknown) => {
  const { Week, Answer } = body as { Week: number; Answer: string };
  return ok({
    Question: diaryQuestion({ Week, Answer: Answer.trim() }),
    MentorMessages: mentorReply,
  });
};

describe('the diary', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('asks this week’s question under the spec’s prompt, with a link to past entries', async () => {
    renderPlanner(URL, { 'GET /api/i/planner/question': ok(diaryQuestion()) });
    expect(await screen.findByRole('heading', { name: 'Needs and wants' })).toBeTruthy();
    expect(
      screen.getByText(
        'Provide your thoughts, tips and strategies – within the game and in real life!',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/could have done without/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'DIARY' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'PAST WEEK ENTRIES' }).getAttribute('href')).toBe(
      '/app/dashboard/weeklyplanner/archive',
    );
  });

  it('keeps SAVE RESPONSE disabled while the box is empty or only spaces, and counts to 500', async () => {
    renderPlanner(URL, { 'GET /api/i/planner/question': ok(diaryQuestion()) });
    const box = await answerBox();
    expect(saveButton().disabled).toBe(true);
    await userEvent.type(box, '   ');
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('3 of 500 characters')).toBeTruthy();
    await userEvent.type(box, 'Snacks');
    expect(saveButton().disabled).toBe(false);
    expect(screen.getByText('9 of 500 characters')).toBeTruthy();
    expect(box.getAttribute('maxlength')).toBe('500');
  });

  it('saves the response, shows the mentor’s reply, then is read-only until EDIT', async () => {
    const { calls } = renderPlanner(URL, {
      'GET /api/i/planner/question': ok(diaryQuestion()),
      'POST /api/i/planner': answered,
    });
    const box = await answerBox();
    await userEvent.type(box, 'Too many snacks at lunch.');
    await userEvent.click(saveButton());

    const mentor = await screen.findByRole('dialog', { name: 'Mentor' });
    expect(within(mentor).getByText('Thinking it through is a great habit.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      Week: 3,
      Answer: 'Too many snacks at lunch.',
    });
    expect(screen.getByText('Response saved')).toBeTruthy();
    expect((box as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'SAVE RESPONSE' })).toBeNull();

    const edit = screen.getByRole('button', { name: 'EDIT THIS RESPONSE' });
    expect(document.activeElement).toBe(edit);
    await userEvent.click(edit);
    expect((box as HTMLTextAreaElement).readOnly).toBe(false);
    expect(document.activeElement).toBe(box);
    await userEvent.type(box, ' And drinks.');
    await userEvent.click(saveButton());
    expect(await screen.findByRole('button', { name: 'EDIT THIS RESPONSE' })).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Too many snacks at lunch. And drinks.');
  });

  it('opens a saved response read-only, and Cancel puts back what was saved', async () => {
    renderPlanner(URL, {
      'GET /api/i/planner/question': ok(diaryQuestion({ Answer: 'Chips every day.' })),
    });
    const box = (await answerBox()) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(box.value).toBe('Chips every day.');
    await userEvent.click(screen.getByRole('button', { name: 'EDIT THIS RESPONSE' }));
    await userEvent.clear(box);
    expect(saveButton().disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box.value).toBe('Chips every day.');
    expect(box.readOnly).toBe(true);
  });

  it('shows why a save was refused and keeps the words', async () => {
    renderPlanner(URL, {
      'GET /api/i/planner/question': ok(diaryQuestion()),
      'POST /api/i/planner': refused(
        400,
        'Please write your answer as plain text, without HTML tags.',
      ),
    });
    const box = (await answerBox()) as HTMLTextAreaElement;
    await userEvent.type(box, 'Bold is <b>fun');
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please write your answer as plain text, without HTML tags.',
    );
    expect(box.value).toBe('Bold is <b>fun');
    expect(box.readOnly).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches between the tabs with the arrow keys, each tab its own address', async () => {
    const { router } = renderPlanner(URL, {
      'GET /api/i/planner/question': ok(diaryQuestion()),
      'GET /api/i/planner': ok(plannerSummary()),
    });
    const diary = await screen.findByRole('tab', { name: 'DIARY' });
    diary.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const budget = screen.getByRole('tab', { name: 'MY BUDGET' });
    expect(document.activeElement).toBe(budget);
    expect(await screen.findByRole('tabpanel', { name: 'MY BUDGET' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard/weeklyplanner/mybudget');
    expect(await screen.findByRole('region', { name: 'Weekly income' })).toBeTruthy();
  });

  it('opens on MY BUDGET', async () => {
    const { router } = renderPlanner('/app/dashboard/weeklyplanner', {
      'GET /api/i/planner': ok(plannerSummary()),
    });
    expect(await screen.findByRole('region', { name: 'Weekly income' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard/weeklyplanner/mybudget');
  });
});

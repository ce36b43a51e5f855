import '../../../lib/testing/polyfill-dialog';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { quizServer, underWay } from '../testing/fixtures';
import { renderFinanceWeekly } from '../testing/render-finance-weekly';

// The quiz's screens load lazily, as in the game; the first one may take a moment to compile.
configure({ asyncUtilTimeout: 4000 });

const FILL_GAP = '/app/dashboard/financeweekly/quiz/fill-gap';

/** The third question, 'Your {1} pay is … your {2} pay is …', with net, bonus, gross, minimum. */
async function open(answers?: Record<string, string[]>) {
  const progress = underWay(2);
  if (answers) Object.assign(progress.answers, answers);
  const calls = stubServer(quizServer(undefined, progress).replies);
  renderFinanceWeekly(FILL_GAP);
  await screen.findByText('Fill the blanks');
  return calls;
}

const blank = (name: string | RegExp) => screen.getByRole('button', { name });
const picker = (number: number) =>
  within(screen.getByRole('group', { name: `Choose a word for blank ${number}` }));
const submitButton = () => screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement;
const word = (number: number, text: string | RegExp) =>
  picker(number).getByRole('button', { name: text }) as HTMLButtonElement;

describe('a fill the blanks question', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sentence with its blanks as buttons, the first chosen, and the word bank', async () => {
    await open();
    expect(screen.getByText('Question 3 of 4')).toBeTruthy();
    const first = blank('Blank 1 of 2, empty');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(blank('Blank 2 of 2, empty').getAttribute('aria-expanded')).toBe('false');
    expect(
      picker(1)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['net', 'bonus', 'gross', 'minimum']);
    expect(submitButton().disabled).toBe(true);
  });

  it('fills the chosen blank, moves on to the next empty one and uses each word once', async () => {
    await open();
    await userEvent.click(word(1, 'gross'));
    expect(blank('Blank 1 of 2: gross').getAttribute('aria-expanded')).toBe('false');
    expect(blank('Blank 2 of 2, empty').getAttribute('aria-expanded')).toBe('true');
    // The word in blank 1 cannot go in blank 2 as well.
    expect(word(2, 'gross, used').disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);

    await userEvent.click(word(2, 'net'));
    expect(blank('Blank 2 of 2: net')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Choose a word/ })).toBeNull();
    expect(submitButton().disabled).toBe(false);
    expect(document.activeElement).toBe(submitButton());
  });

  it('selects an empty blank when clicked, and empties a filled one, opening the picker for it', async () => {
    await open();
    await userEvent.click(blank('Blank 2 of 2, empty'));
    expect(blank('Blank 2 of 2, empty').getAttribute('aria-expanded')).toBe('true');
    expect(blank('Blank 1 of 2, empty').getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(word(2, 'net'));
    // The next empty blank is chosen for you, going round to the start.
    expect(blank('Blank 1 of 2, empty').getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(word(1, 'bonus'));
    expect(submitButton().disabled).toBe(false);

    await userEvent.click(blank('Blank 1 of 2: bonus'));
    expect(blank('Blank 1 of 2, empty').getAttribute('aria-expanded')).toBe('true');
    expect(word(1, 'bonus').disabled).toBe(false);
    expect(word(1, 'net, used').disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);
  });

  it('can be done with the keyboard alone: focus follows into the picker and on to SUBMIT', async () => {
    const calls = await open();
    blank('Blank 1 of 2, empty').focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(word(1, 'net'));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(word(1, 'gross'));
    await userEvent.keyboard('{Enter}');
    expect(blank('Blank 1 of 2: gross')).toBeTruthy();
    expect(document.activeElement).toBe(word(2, 'net'));
    expect(screen.getByRole('status').textContent).toBe(
      'gross is in blank 1. Choose a word for blank 2.',
    );
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(submitButton());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      GameInstanceID: expect.any(String),
      QuestionID: 'q-gross-net',
      Answers: ['o-gross', 'o-net'],
    });
  });

  it('sends the words in blank order, whatever order they were placed in', async () => {
    const calls = await open();
    await userEvent.click(blank('Blank 2 of 2, empty'));
    await userEvent.click(word(2, 'net'));
    await userEvent.click(word(1, 'bonus'));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Not quite')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      Answers: ['o-bonus', 'o-net'],
    });
  });

  it('marks each blank after the answer, shows the right words, and lets nothing be clicked', async () => {
    await open();
    await userEvent.click(word(1, 'bonus'));
    await userEvent.click(word(2, 'net'));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Not quite')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Blank/ })).toEqual([]);
    expect(screen.queryByRole('group', { name: /Choose a word/ })).toBeNull();
    const [sentence] = screen.getAllByText(/pay is what you earn before tax/);
    expect(sentence?.textContent).toBe(
      'Your bonus (incorrect, the right word is gross) pay is what you earn before tax; ' +
        'your net (correct) pay is what lands in your account.',
    );
    expect(screen.getByText(/The right words:/).closest('p')?.textContent).toBe(
      'The right words: Your gross pay is what you earn before tax; your net pay is what lands in your account.',
    );
    expect(
      screen.getByText('Gross pay is everything you earned; net pay is what is left after tax.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeTruthy();
  });

  it('shows the marked answer again after a reload', async () => {
    await open({ 'q-gross-net': ['o-gross', 'o-net'] });
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Blank/ })).toEqual([]);
    expect(screen.getAllByText(/pay is what you earn before tax/)[0]?.textContent).toContain(
      'gross (correct)',
    );
  });
});

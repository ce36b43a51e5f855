import '../../../lib/testing/polyfill-dialog';
import '../testing/polyfill-css-escape';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../../test/render-route';
import { gameKey } from '../../../lib/game-queries';
import { signIn } from '../../../lib/testing/money-fixtures';
import { NEWS_MESSAGES } from '@mc/contract';
import { ENDED_EARLY_NOTE } from '../components/quiz-frame';
import { ANSWER_THE_REST_NOTE } from '../lib/quiz-words';
import { quizServer, underWay, type QuizProgress } from '../testing/fixtures';
import { renderFinanceWeekly } from '../testing/render-finance-weekly';

// The quiz's screens load lazily, as in the game; the first one may take a moment to compile.
configure({ asyncUtilTimeout: 4000 });

const QUIZ = '/app/dashboard/financeweekly/quiz';

function play(url: string, progress: QuizProgress | null, required = false) {
  const server = quizServer(undefined, progress, { required });
  const calls = stubServer(server.replies);
  const { router, queryClient } = renderFinanceWeekly(url);
  const posts = () => calls.filter((call) => call.method === 'POST');
  return { router, queryClient, calls, posts, server };
}

const progressOf = () => screen.findByRole('progressbar');
const submitButton = () => screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement;
const option = (name: RegExp | string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('starting the quiz', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('creates this week’s quiz, starts it and opens the first question', async () => {
    const { posts, router } = play(QUIZ, null);
    expect(await screen.findByText('Question 1 of 4')).toBeTruthy();
    expect(posts().map((call) => [call.path, call.body])).toEqual([
      [
        '/api/i/news/quiz/create',
        { GameInstanceID: expect.any(String), ArticleID: 'your-first-pay' },
      ],
      ['/api/i/news/quiz/start', { GameInstanceID: expect.any(String), QuizID: 'quiz-1' }],
    ]);
    expect(router.state.location.pathname).toBe(`${QUIZ}/1`);
  });

  it('goes straight to the question the player is on when the quiz is under way', async () => {
    const { posts, router } = play(QUIZ, underWay(1));
    expect(await screen.findByText('Question 2 of 4')).toBeTruthy();
    expect(posts()).toEqual([]);
    expect(router.state.location.pathname).toBe(`${QUIZ}/2`);
  });
});

describe('a multiple choice question', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('can be answered by keyboard: SUBMIT waits for a choice, then the answer is marked', async () => {
    const { posts } = play(`${QUIZ}/1`, underWay(0));
    const bar = await progressOf();
    expect(screen.getByText('Question 1 of 4')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('4');
    const group = screen.getByRole('group', {
      name: 'How much can you earn in a financial year before paying any income tax?',
    });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(submitButton().disabled).toBe(true);

    // Tab past Back into the radio group; the arrow keys choose.
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(option('$5,000'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(option('$45,000').checked).toBe(true);
    expect(submitButton().disabled).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(submitButton());
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Not quite')).toBeTruthy();
    expect(screen.getByText('The tax-free threshold is $18,200.')).toBeTruthy();
    expect(posts()[0]?.body).toEqual({
      GameInstanceID: expect.any(String),
      QuestionID: 'q-threshold',
      Answers: ['o-45000'],
    });
    // Marked in words, not only colour; nothing can be changed now.
    expect(option(/\$18,200/).closest('label')?.textContent).toBe('$18,200Right answer');
    expect(option(/\$45,000/).closest('label')?.textContent).toBe('$45,000Your answer');
    expect(option(/\$5,000/).closest('label')?.textContent).toBe('$5,000');
    for (const radio of screen.getAllByRole('radio'))
      expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).toBeNull();

    // Focus is on the feedback; Tab goes on to CONTINUE, which moves on to the next question.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'CONTINUE' }));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Question 2 of 4')).toBeTruthy();
    expect(posts()[1]?.path).toBe('/api/i/news/question/complete');
    expect(posts()[1]?.body).toEqual({
      GameInstanceID: expect.any(String),
      QuestionID: 'q-threshold',
    });
  });

  it('says Correct! and offers COMPLETE on the last question, which opens the summary', async () => {
    const { router } = play(`${QUIZ}/4`, underWay(3));
    await progressOf();
    expect(screen.getByText('Question 4 of 4')).toBeTruthy();
    await userEvent.click(option('Within one working day of paying you'));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.getByText('You earned $0.50 for My Cash.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CONTINUE' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE' }));

    expect(await screen.findByRole('heading', { name: 'Quiz complete' })).toBeTruthy();
    expect(screen.getByText('You got 4 of 4 right')).toBeTruthy();
    expect(screen.getByText('$2.00 is now in My Cash')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BACK TO FINANCE WEEKLY' }).getAttribute('href')).toBe(
      '/app/dashboard/financeweekly',
    );
    expect(router.state.location.pathname).toBe(`${QUIZ}/summary`);
  });
});

describe('a true or false question', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('offers True and False, and marks the right one and the player’s wrong one', async () => {
    const { posts } = play(`${QUIZ}/2`, underWay(1));
    const group = await screen.findByRole('group', {
      name: 'True or false? Tax withheld from your pay is lost for good.',
    });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['True', 'False']);
    await userEvent.click(option('True'));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Not quite')).toBeTruthy();
    expect(option(/True/).closest('label')?.textContent).toBe('TrueYour answer');
    expect(option(/False/).closest('label')?.textContent).toBe('FalseRight answer');
    expect(posts()[0]?.body).toMatchObject({ QuestionID: 'q-withheld', Answers: ['o-true'] });
  });
});

describe('ending the quiz early', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, and only ends it when the player says so, then shows the summary', async () => {
    const { posts, router } = play(`${QUIZ}/2`, underWay(1));
    await progressOf();

    await userEvent.click(screen.getByRole('button', { name: 'END QUIZ' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'End the quiz now?' })).toBeTruthy();
    expect(
      dialog.getByText('You’ll miss out on the cash for the questions you haven’t answered.'),
    ).toBeTruthy();
    expect(dialog.queryByText(NEWS_MESSAGES.endRequiredQuizWarning)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep going' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'END QUIZ' }));
    dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'End the quiz' }));

    expect(await screen.findByRole('heading', { name: 'Quiz ended early' })).toBeTruthy();
    expect(screen.getByText('You got 1 of 4 right')).toBeTruthy();
    expect(screen.getByText('$0.50 is now in My Cash')).toBeTruthy();
    expect(
      screen.getByText(
        'You ended the quiz early, so the questions you hadn’t answered earned nothing.',
      ),
    ).toBeTruthy();
    // Not a required week's quiz: it is simply over.
    expect(screen.queryByText(ANSWER_THE_REST_NOTE)).toBeNull();
    expect(screen.queryByRole('link', { name: 'ANSWER THE REST' })).toBeNull();
    expect(posts().map((call) => [call.path, call.body])).toEqual([
      ['/api/i/news/quiz/end', { GameInstanceID: expect.any(String), QuizID: 'quiz-1' }],
    ]);
    expect(router.state.location.pathname).toBe(`${QUIZ}/summary`);
  });

  it('in a required week, says the questions still need answering, then takes it up again for no cash', async () => {
    const { posts, router } = play(`${QUIZ}/2`, underWay(1), true);
    await progressOf();
    await userEvent.click(screen.getByRole('button', { name: 'END QUIZ' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(NEWS_MESSAGES.endQuizWarning)).toBeTruthy();
    expect(
      await dialog.findByText(
        'This week’s quiz is required, so you’ll still need to answer them (for no cash) to finish the week.',
      ),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'End the quiz' }));

    // The summary: the cash given up, and what the week still needs.
    expect(await screen.findByRole('heading', { name: 'Quiz ended early' })).toBeTruthy();
    expect(screen.getByText('$0.50 is now in My Cash')).toBeTruthy();
    expect(
      screen.getByText(
        'This week’s quiz is required, so its questions still need answering to finish the week. They won’t earn cash now.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'ANSWER THE REST' }));

    // Back on question 2, which now pays nothing, with no END QUIZ left to press.
    expect(await screen.findByText('Question 2 of 4')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${QUIZ}/2`);
    expect(screen.getByText(ENDED_EARLY_NOTE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'END QUIZ' })).toBeNull();
    await userEvent.click(option('False'));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.queryByText(/You earned/)).toBeNull();
    expect(posts().map((call) => call.path)).toEqual([
      '/api/i/news/quiz/end',
      '/api/i/news/quiz/start',
      '/api/i/news/answer/submit',
    ]);
  });
});

describe('a reload on any quiz address', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['an earlier question', `${QUIZ}/1`, underWay(1), `${QUIZ}/2`, 'Question 2 of 4'],
    ['a later question', `${QUIZ}/4`, underWay(1), `${QUIZ}/2`, 'Question 2 of 4'],
    [
      'a number while on fill the blanks',
      `${QUIZ}/2`,
      underWay(2),
      `${QUIZ}/fill-gap`,
      'Fill the blanks',
    ],
    [
      'fill the blanks while on a choice',
      `${QUIZ}/fill-gap`,
      underWay(3),
      `${QUIZ}/4`,
      'Question 4 of 4',
    ],
    [
      'the summary of a quiz under way',
      `${QUIZ}/summary`,
      underWay(0),
      `${QUIZ}/1`,
      'Question 1 of 4',
    ],
    [
      'a question of a finished quiz',
      `${QUIZ}/3`,
      underWay(3, undefined, 'completed'),
      `${QUIZ}/summary`,
      'You got 3 of 4 right',
    ],
    [
      'a question of an ended quiz',
      `${QUIZ}/1`,
      underWay(1, undefined, 'ended'),
      `${QUIZ}/summary`,
      'Quiz ended early',
    ],
    [
      'a question that is not a number',
      `${QUIZ}/seven`,
      underWay(0),
      `${QUIZ}/1`,
      'Question 1 of 4',
    ],
  ])('on %s lands on the screen the quiz is on', async (_, url, progress, landing, shows) => {
    const { router, posts } = play(url, progress);
    expect(await screen.findByText(shows)).toBeTruthy();
    expect(router.state.location.pathname).toBe(landing);
    expect(posts()).toEqual([]);
  });

  it('shows an answered question with its feedback and CONTINUE, not a fresh question', async () => {
    play(`${QUIZ}/1`, underWay(0, { 'q-threshold': ['o-18200'] }));
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(option(/\$18,200/).checked).toBe(true);
    expect(option(/\$18,200/).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeTruthy();
  });

  it('starts a quiz that is not started yet, from any of its addresses', async () => {
    const { router, posts } = play(`${QUIZ}/3`, null);
    expect(await screen.findByText('Question 1 of 4')).toBeTruthy();
    expect(posts().map((call) => call.path)).toEqual([
      '/api/i/news/quiz/create',
      '/api/i/news/quiz/start',
    ]);
    expect(router.state.location.pathname).toBe(`${QUIZ}/1`);
  });
});

describe('the where-I’m-at view', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  // The shell's where I'm at reads /api/i/progress; a completed question has paid into My Cash.
  const PROGRESS = gameKey('/api/i/progress');

  it('is read again after a question is completed', async () => {
    const { queryClient } = play(`${QUIZ}/1`, underWay(0, { 'q-threshold': ['o-18200'] }));
    queryClient.setQueryData(PROGRESS, { NetPosition: 100 });
    await userEvent.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Question 2 of 4')).toBeTruthy();
    expect(queryClient.getQueryState(PROGRESS)?.isInvalidated).toBe(true);
  });

  it('is read again after the quiz is ended', async () => {
    const { queryClient } = play(`${QUIZ}/2`, underWay(1));
    queryClient.setQueryData(PROGRESS, { NetPosition: 100 });
    await userEvent.click(await screen.findByRole('button', { name: 'END QUIZ' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'End the quiz' }),
    );
    expect(await screen.findByText('Quiz ended early')).toBeTruthy();
    expect(queryClient.getQueryState(PROGRESS)?.isInvalidated).toBe(true);
  });
});

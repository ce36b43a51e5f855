import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { article, FOUR_QUESTIONS, quizOf, underWay } from '../testing/fixtures';
import type { Quiz } from '@mc/contract';
import { FinanceWeeklyHomePage } from './finance-weekly-home';

function open(quiz: Quiz | null, required = { IsRequired: false, IsComplete: false }) {
  stubServer({
    'GET /api/i/news/article': ok(article()),
    'GET /api/i/news/quiz': ok(quiz),
    'GET /api/i/news/quiz/isrequired': ok(required),
  });
  renderRoute('/app/dashboard/financeweekly', <FinanceWeeklyHomePage />);
}

const quizCard = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Quiz: Your first pay' })).closest(
      'section',
    ) as HTMLElement,
  );

describe('Finance Weekly’s front page', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows this week’s article with its picture, preview and READ THE ARTICLE', async () => {
    open(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance Weekly' })).toBeTruthy();
    const story = within(
      (
        await screen.findByRole('heading', { name: 'Your first pay: where did the rest go?' })
      ).closest('article') as HTMLElement,
    );
    const picture = story.getByRole('img', {
      name: 'A payslip beside a stack of coins, with an arrow to a wallet',
    });
    expect(picture.getAttribute('src')).toBe('/news/your-first-pay.svg');
    expect(story.getByText(/Your payslip shows one number/)).toBeTruthy();
    expect(story.getByRole('link', { name: /READ THE ARTICLE/ }).getAttribute('href')).toBe(
      '/app/dashboard/financeweekly/article',
    );
    expect(screen.getByRole('link', { name: /PAST ARTICLES/ }).getAttribute('href')).toBe(
      '/app/dashboard/financeweekly/archive',
    );
  });

  it('offers START THE QUIZ before the quiz is started', async () => {
    open(null);
    const card = await quizCard();
    expect(card.getByRole('link', { name: 'START THE QUIZ' }).getAttribute('href')).toBe(
      '/app/dashboard/financeweekly/quiz',
    );
  });

  it('offers CONTINUE THE QUIZ and says where the player is once it is under way', async () => {
    open(quizOf(FOUR_QUESTIONS, underWay(1)));
    const card = await quizCard();
    expect(card.getByText('You’re on question 2 of 4.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'CONTINUE THE QUIZ' })).toBeTruthy();
    expect(card.queryByRole('link', { name: 'START THE QUIZ' })).toBeNull();
  });

  it('gives the score and the cash of a finished quiz, and offers no way back in', async () => {
    open(quizOf(FOUR_QUESTIONS, underWay(3, undefined, 'completed')));
    const card = await quizCard();
    // Questions 1-3 right (by underWay) and question 4 not answered: 3 of 4 at $0.50 each.
    expect(card.getByText('Quiz complete: 3 of 4 right, $1.50 earned.')).toBeTruthy();
    expect(card.queryByRole('link')).toBeNull();
  });

  it('says so when the quiz was ended early', async () => {
    open(quizOf(FOUR_QUESTIONS, { ...underWay(1, undefined, 'ended'), endedAt: 1 }));
    const card = await quizCard();
    expect(card.getByText('You ended this quiz early: 1 of 4 right, $0.50 earned.')).toBeTruthy();
    // Not required: simply over, nothing more to do.
    expect(card.queryByRole('link')).toBeNull();
  });

  it('offers ANSWER THE REST for a required quiz ended early, and says it earns no cash now', async () => {
    open(quizOf(FOUR_QUESTIONS, { ...underWay(1, undefined, 'ended'), endedAt: 1 }, true), {
      IsRequired: true,
      IsComplete: false,
    });
    const card = await quizCard();
    expect(card.getByText('You ended this quiz early: 1 of 4 right, $0.50 earned.')).toBeTruthy();
    expect(
      card.getByText(
        'This week’s quiz is required, so its questions still need answering to finish the week. They won’t earn cash now.',
      ),
    ).toBeTruthy();
    expect(card.getByRole('link', { name: 'ANSWER THE REST' }).getAttribute('href')).toBe(
      '/app/dashboard/financeweekly/quiz',
    );
    expect(
      screen.getByText('This week’s quiz is required: answer its questions to finish the week.'),
    ).toBeTruthy();
  });

  it('says in words when this week’s quiz must be done to finish the week', async () => {
    open(null, { IsRequired: true, IsComplete: false });
    expect(
      await screen.findByText(
        'This week’s quiz is required: answer its questions to finish the week.',
      ),
    ).toBeTruthy();
  });

  it('says nothing about it once the required quiz is done', async () => {
    open(quizOf(FOUR_QUESTIONS, underWay(3, undefined, 'completed')), {
      IsRequired: true,
      IsComplete: true,
    });
    await quizCard();
    expect(screen.queryByText(/quiz is required/)).toBeNull();
  });

  it('says when there is no article this week, and still offers the past ones', async () => {
    stubServer({
      'GET /api/i/news/article': refused(400, 'There is no article this week.'),
      'GET /api/i/news/quiz': ok(null),
      'GET /api/i/news/quiz/isrequired': ok({ IsRequired: false, IsComplete: false }),
    });
    renderRoute('/app/dashboard/financeweekly', <FinanceWeeklyHomePage />);
    expect(await screen.findByText('There is no article this week.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /PAST ARTICLES/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

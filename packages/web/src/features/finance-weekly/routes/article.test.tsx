import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { article, FOUR_QUESTIONS, quizOf, underWay } from '../testing/fixtures';
import { ArticlePage } from './article';

function open(shown = article(), quiz = quizOf(FOUR_QUESTIONS, underWay(0)) as unknown) {
  stubServer({
    'GET /api/i/news/article': ok(shown),
    'GET /api/i/news/quiz': ok(quiz),
  });
  renderRoute('/app/dashboard/financeweekly/article', <ArticlePage />);
}

const theArticle = async () =>
  within(
    (
      await screen.findByRole('heading', {
        level: 2,
        name: 'Your first pay: where did the rest go?',
      })
    ).closest('article') as HTMLElement,
  );

describe('this week’s article', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('prints the picture, week, title and text, with the article’s own subheadings and lists', async () => {
    open();
    const story = await theArticle();
    expect(story.getByRole('img', { name: /A payslip beside a stack of coins/ })).toBeTruthy();
    expect(story.getByText('Week 3')).toBeTruthy();
    expect(
      story.getByRole('heading', { level: 3, name: 'Gross, net and the bit in between' }),
    ).toBeTruthy();
    expect(story.getByText('Gross pay').tagName).toBe('STRONG');
    expect(story.getByText('your gross and net pay').tagName).toBe('LI');
    expect(screen.queryByRole('note', { name: 'Market news' })).toBeNull();
  });

  it('boxes the market news in the weeks that have some', async () => {
    open(
      article({
        Week: 6,
        MarketNews: {
          Headline: 'Koala Kitchens wins a school canteen contract',
          Text: 'Its shares rose 12% this week.',
        },
      }),
    );
    const news = within(await screen.findByRole('note', { name: 'Market news' }));
    expect(news.getByText('Koala Kitchens wins a school canteen contract')).toBeTruthy();
    expect(news.getByText('Its shares rose 12% this week.')).toBeTruthy();
  });

  it('lists its sources as links that open in a new tab', async () => {
    open();
    const story = await theArticle();
    const sources = within(
      story.getByRole('heading', { name: 'Sources' }).closest('section') as HTMLElement,
    );
    const links = sources.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'ATO: Tax file number (opens in a new tab)',
      'Fair Work Ombudsman: Pay slips (opens in a new tab)',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      'https://www.ato.gov.au/individuals-and-families/tax-file-number',
    );
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never runs markup from the server: only the article’s simple tags become elements', async () => {
    open(
      article({
        Content: '<p>Safe</p><script>window.hacked = true</script><img src=x onerror="alert(1)">',
      }),
    );
    const story = await theArticle();
    expect(story.getByText('Safe')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(story.getAllByRole('img')).toHaveLength(1);
  });

  it('offers TAKE THE QUIZ under the article before it is started', async () => {
    open(article(), null);
    expect((await screen.findByRole('link', { name: 'TAKE THE QUIZ' })).getAttribute('href')).toBe(
      '/app/dashboard/financeweekly/quiz',
    );
  });

  it('shows how the quiz went once it is done', async () => {
    open(article(), quizOf(FOUR_QUESTIONS, underWay(3, undefined, 'completed')));
    expect(await screen.findByText('Quiz complete: 3 of 4 right, $1.50 earned.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /QUIZ/ })).toBeNull();
  });
});

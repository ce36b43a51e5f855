import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { pastArticle } from '../testing/fixtures';
import { ArchivePage } from './archive';
import { ArchiveArticlePage } from './archive-article';

const PAST = [
  pastArticle(1, 'Your first pay'),
  pastArticle(3, 'Build your first budget'),
  pastArticle(2, 'Choosing a bank account'),
];

describe('past articles', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('lists them newest first with week, title and preview, each opening to read', async () => {
    stubServer({ 'GET /api/i/news/archive/articles': ok(PAST) });
    renderRoute('/app/dashboard/financeweekly/archive', <ArchivePage />);
    const list = within(await screen.findByRole('list', { name: 'Past articles, newest first' }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Week 3Build your first budgetWhat week 3 was about.',
      'Week 2Choosing a bank accountWhat week 2 was about.',
      'Week 1Your first payWhat week 1 was about.',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      '/app/dashboard/financeweekly/archive/article?id=week-3',
    );
    await userEvent.click(links[1]!);
    expect(
      await screen.findByText('Arrived at /app/dashboard/financeweekly/archive/article'),
    ).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    stubServer({ 'GET /api/i/news/archive/articles': ok([]) });
    renderRoute('/app/dashboard/financeweekly/archive', <ArchivePage />);
    expect(await screen.findByText('No past articles yet')).toBeTruthy();
  });
});

describe('a past article', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('is there to read again, without its quiz', async () => {
    stubServer({ 'GET /api/i/news/archive/articles': ok(PAST) });
    renderRoute(
      '/app/dashboard/financeweekly/archive/article',
      <ArchiveArticlePage />,
      '/app/dashboard/financeweekly/archive/article?id=week-2',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choosing a bank account' }),
    ).toBeTruthy();
    expect(screen.getByText('Week 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sources' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /QUIZ/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Archive' }).getAttribute('href')).toBe(
      '/app/dashboard/financeweekly/archive',
    );
  });

  it('goes back to the list for an article not in it', async () => {
    stubServer({ 'GET /api/i/news/archive/articles': ok(PAST) });
    renderRoute(
      '/app/dashboard/financeweekly/archive/article',
      <ArchiveArticlePage />,
      '/app/dashboard/financeweekly/archive/article?id=week-9',
    );
    expect(await screen.findByText('Arrived at /app/dashboard/financeweekly/archive')).toBeTruthy();
  });
});

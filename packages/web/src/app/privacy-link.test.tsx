import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameLinkPublic } from '@mc/contract';
import { renderPage, renderRoute, stubServer } from '../../test/render-route';
import { LoginForm } from '../features/auth/components/login-form';
import { JoinPage } from '../features/auth/routes/join';
import { HomePage } from '../features/pages/home';
import { SignInPage } from '../features/teacher/routes/sign-in';
import { PageRouter } from '../lib/public-router';
import { isPublicPath } from './public-pages';

// Every sign-in page links to the privacy notice (issue 34): the link is at the foot of the card
// the pages outside the game share, and /privacy is one of those pages.

const link: GameLinkPublic = {
  GameLinkID: '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11',
  GameID: '6a0e0d8e-2a8f-4f86-9a0c-0d6f0b3c2b10',
  Theme: 'school',
  GroupName: '10B Commerce',
  GroupYear: '10',
  GroupSubject: 'Commerce',
  IsGameActive: true,
  MaxGames: 1,
  TotalWeeks: 26,
};

const privacyLink = () => screen.getByRole('link', { name: 'Privacy' });

describe('the Privacy link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is on a class's sign-in page", () => {
    stubServer({});
    render(
      <PageRouter>
        <LoginForm link={link} />
      </PageRouter>,
    );
    expect(privacyLink().getAttribute('href')).toBe('/privacy');
  });

  it('is on the class code page', () => {
    stubServer({});
    renderPage('/join', <JoinPage />);
    expect(privacyLink().getAttribute('href')).toBe('/privacy');
  });

  it('is on the home page', () => {
    renderPage('/', <HomePage />);
    expect(privacyLink().getAttribute('href')).toBe('/privacy');
  });

  it("is on the teacher's sign-in page", () => {
    stubServer({});
    renderRoute('/teacher', <SignInPage />);
    expect(privacyLink().getAttribute('href')).toBe('/privacy');
  });

  it('leads to a page outside the game, which needs no sign-in', () => {
    expect(isPublicPath('/privacy')).toBe(true);
  });
});

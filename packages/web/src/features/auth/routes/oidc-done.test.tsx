import { AUTH_MESSAGES, OIDC_FAILURES } from '@mc/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderPage, stubServer } from '../../../../test/render-route';
import { ProviderButtons } from '../../../components/provider-buttons';
import { PageRouter } from '../../../lib/public-router';
import { readSession } from '../../../lib/session';
import { readTeacherSession } from '../../../lib/teacher-session';
import { LoginForm } from '../components/login-form';
import { OidcDonePage } from './oidc-done';

// Issue 31: signing in with a school account, as the web app sees it: the buttons, then the
// page the server sends the browser back to.

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';
const link = {
  GameLinkID: LINK_ID,
  GameID: 'g',
  Theme: 'school',
  GroupName: '10B',
  GroupYear: '10',
  GroupSubject: null,
  IsGameActive: true,
  MaxGames: 1,
  TotalWeeks: 26,
};
const signedIn = {
  access_token: 'token-kai',
  token_type: 'bearer',
  expires_in: 3600,
  name: 'Kai',
  useId: 'user-kai',
  playerId: 'player-kai',
};

/** The server's answers to a student's sign-in on the link: the handoff, then joining the link. */
const studentSignIn = (handoff: { AskYOB: boolean }) => ({
  'POST /api/auth/oidc/handoff': ok({
    ...signedIn,
    Role: 'player',
    GameLinkID: LINK_ID,
    ...handoff,
  }),
  'GET /api/m/gamelink': ok(link),
  'POST /api/m/gamelinks': ok(null),
  'GET /api/m/gamelinks': ok({
    ...link,
    UserID: 'user-kai',
    UserName: 'kai@school.edu.au',
    PlayerID: 'player-kai',
    Surname: null,
    GameInstances: [],
  }),
});

describe('signing in with a school account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("shows a button for each of the server's providers, leading to the server's start", async () => {
    stubServer({
      'GET /api/auth/providers': ok({ Providers: [{ Name: 'google', Label: 'Google' }] }),
    });
    render(
      <PageRouter>
        <ProviderButtons query={{ GameLinkID: LINK_ID }} />
      </PageRouter>,
    );
    const button = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(button.getAttribute('href')).toBe(`/auth/oidc/google/start?GameLinkID=${LINK_ID}`);
  });

  it('shows no button when the server offers none', async () => {
    const calls = stubServer({ 'GET /api/auth/providers': ok({ Providers: [] }) });
    render(
      <PageRouter>
        <ProviderButtons query={{ Role: 'teacher' }} />
      </PageRouter>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('trades the code for the token, joins the link and goes on to the game slots', async () => {
    const calls = stubServer(studentSignIn({ AskYOB: false }));
    renderPage('/auth/oidc/done', <OidcDonePage />, '/auth/oidc/done?code=one-time');
    expect(await screen.findByText('Arrived at /auth/game')).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/api/auth/oidc/handoff', body: { Code: 'one-time' } });
    expect(readSession().Token).toBe('token-kai');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/m/gamelinks')).toBe(
      true,
    );
  });

  it('asks a first sign-in its year of birth, checked as registration checks it, then goes on', async () => {
    const calls = stubServer({
      ...studentSignIn({ AskYOB: true }),
      'GET /api/Account/yobrange': ok({ StartYear: 2005, EndYear: 2014 }),
      'POST /api/Account/yob': ok({ YOB: '2010' }),
    });
    renderPage('/auth/oidc/done', <OidcDonePage />, '/auth/oidc/done?code=one-time');
    const year = await screen.findByLabelText('Year of birth');
    // Not joined yet: the class is joined once the year is saved.
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/m/gamelinks')).toBe(
      false,
    );
    fireEvent.change(year, { target: { value: '1999' } });
    fireEvent.blur(year);
    expect(screen.getByText(AUTH_MESSAGES.yobRange)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls.some((call) => call.path === '/api/Account/yob')).toBe(false);
    fireEvent.change(year, { target: { value: '2010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Arrived at /auth/game')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/Account/yob')).toMatchObject({
      method: 'POST',
      body: { YOB: '2010' },
    });
  });

  it("says what went wrong, in the player's words, with the way back", async () => {
    stubServer({});
    renderPage(
      '/auth/oidc/done',
      <OidcDonePage />,
      `/auth/oidc/done?error=wrong-domain&provider=Google&link=${LINK_ID}`,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      OIDC_FAILURES['wrong-domain']!.replace('{provider}', 'Google'),
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      `/auth/login/${LINK_ID}`,
    );
  });

  it('says to start again, with the way back to the class, when reloaded after the code is spent', async () => {
    stubServer({});
    window.localStorage.setItem('mc.session', JSON.stringify({ GameLinkID: LINK_ID }));
    renderPage('/auth/oidc/done', <OidcDonePage />, '/auth/oidc/done');
    expect(screen.getByRole('alert').textContent).toBe(OIDC_FAILURES.expired);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      `/auth/login/${LINK_ID}`,
    );
  });

  it('says so when the code was already used', async () => {
    stubServer({
      'POST /api/auth/oidc/handoff': refused(
        400,
        'That sign-in took too long or was already used. Please start again.',
      ),
    });
    renderPage('/auth/oidc/done', <OidcDonePage />, '/auth/oidc/done?code=used');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That sign-in took too long or was already used. Please start again.',
    );
  });

  it("keeps a teacher's sign-in apart and goes to their classes", async () => {
    stubServer({
      'POST /api/auth/oidc/handoff': ok({
        ...signedIn,
        name: 'Ms Lee',
        Role: 'teacher',
        GameLinkID: null,
      }),
    });
    renderPage('/auth/oidc/done', <OidcDonePage />, '/auth/oidc/done?code=teacher');
    expect(await screen.findByText('Arrived at /teacher/classes')).toBeTruthy();
    expect(readTeacherSession()).toEqual({ Token: 'token-kai', Name: 'Ms Lee' });
    expect(readSession().Token).toBeFalsy();
  });
});

describe('a class that signs in only with its school account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its button alone, without the e-mail form', async () => {
    stubServer({
      'GET /api/auth/providers': ok({
        Providers: [
          { Name: 'google', Label: 'Google' },
          { Name: 'school', Label: 'Riverbend High' },
        ],
      }),
    });
    render(
      <PageRouter>
        <LoginForm
          link={{
            ...link,
            Theme: 'school',
            SignInWith: { Name: 'school', Label: 'Riverbend High' },
          }}
        />
      </PageRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Sign in with Riverbend High' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(
      screen.getByText('This class signs in with Riverbend High: no password needed.'),
    ).toBeTruthy();
  });

  it('says which e-mail a class with domains takes', () => {
    stubServer({ 'GET /api/auth/providers': ok({ Providers: [] }) });
    render(
      <PageRouter>
        <LoginForm link={{ ...link, Theme: 'school', EmailDomains: ['students.school.edu.au'] }} />
      </PageRouter>,
    );
    expect(screen.getByText('Use your @students.school.edu.au email.')).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEACHER_MESSAGES, type GameLinkPublic } from '@mc/contract';
import { PageRouter } from '../../../lib/public-router';
import { readSession } from '../../../lib/session';
import { LoginForm } from './login-form';

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

function renderForm(theme: GameLinkPublic['Theme'] = 'school') {
  render(
    <PageRouter>
      <LoginForm link={{ ...link, Theme: theme }} />
    </PageRouter>,
  );
}

describe('the sign-in form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing once a field is left, and keeps Sign in disabled until both are filled', async () => {
    const user = userEvent.setup();
    renderForm();
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByLabelText('School Email'));
    await user.tab();
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    await user.tab();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('School Email').className).toContain('active error');

    await user.type(screen.getByLabelText('School Email'), 'sam@school.edu.au');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Please enter your email')).toBeNull();
  });

  it('labels the e-mail "Email address" for families', () => {
    renderForm('family');
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it("shows the server's error description when sign-in is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'invalid_grant',
              error_description: 'The email or password is incorrect.',
            }),
            { status: 400 },
          ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('School Email'), 'sam@school.edu.au');
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The email or password is incorrect.',
    );
  });

  it('tells a teacher who signs in on a class link where teachers sign in, and keeps no token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) =>
        input === '/Token'
          ? new Response(
              JSON.stringify({
                access_token: 'teacher-token',
                name: 'Ms Lee',
                useId: 'u',
                playerId: '',
              }),
            )
          : new Response(
              JSON.stringify({
                Success: false,
                Messages: [TEACHER_MESSAGES.teacherAtPlayerRoute],
                Results: null,
              }),
              {
                status: init.method === 'POST' ? 403 : 404,
              },
            ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('School Email'), 'ms.lee@school.edu.au');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      TEACHER_MESSAGES.teacherAtPlayerRoute,
    );
    expect(readSession().Token).toBeUndefined();
    expect(window.location.pathname).not.toBe('/timeout');
  });
});

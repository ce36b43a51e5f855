import { TEACHER_MESSAGES } from '@mc/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { readSession, updateSession } from '../../../lib/session';
import { readTeacherSession } from '../../../lib/teacher-session';
import { SignInPage } from './sign-in';

const token = (name: string) => ({
  body: {
    access_token: `token-of-${name}`,
    token_type: 'bearer',
    expires_in: 3600,
    name,
    useId: 'u1',
    playerId: '',
  },
});

async function signIn(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the teacher sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("signs a teacher in to my classes, with the token kept apart from a player's", async () => {
    updateSession({ Token: 'player-token' });
    stubServer({
      'POST /Token': token('Ms Ngata'),
      'GET /api/t/me': ok({ UserID: 'u1', Name: 'Ms Ngata', Email: 't@school.edu.au' }),
    });
    renderRoute('/teacher', <SignInPage />);
    await signIn('t@school.edu.au');
    expect(await screen.findByText('Arrived at /teacher/classes')).toBeDefined();
    expect(readTeacherSession()).toEqual({ Token: 'token-of-Ms Ngata', Name: 'Ms Ngata' });
    expect(readSession().Token).toBe('player-token');
  });

  it("tells a player where students sign in, and lets the player's new token go", async () => {
    const calls = stubServer({
      'POST /Token': token('Sam'),
      'GET /api/t/me': refused(403, TEACHER_MESSAGES.notTeacher),
      'POST /api/account/logout': ok(null),
    });
    renderRoute('/teacher', <SignInPage />);
    await signIn('sam@school.edu.au');
    expect((await screen.findByRole('alert')).textContent).toBe(
      TEACHER_MESSAGES.playerAtTeacherSignIn,
    );
    expect(readTeacherSession()).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/account/logout',
    );
  });

  it('says in words why a sign-in was refused', async () => {
    stubServer({
      'POST /Token': {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'The email or password is wrong.' },
      },
    });
    renderRoute('/teacher', <SignInPage />);
    await signIn('t@school.edu.au');
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password is wrong.');
  });
});

import { expect } from 'vitest';
import { runAdminCommand } from '../../src/admin/commands';
import type { TestContext } from './app';
import { login, uniqueEmail } from './players';

// Teachers for the API tests: made by the admin command as an operator does, their password set
// through the printed reset link, then signed in.

export const TEACHER_PASSWORD = 'Teach3rPass';

export type Envelope<T> = { Success: boolean; Messages: string[]; Results: T };

/** A teacher made by the admin command, their password set through the printed link. */
export async function newTeacher(ctx: TestContext, name = 'Ms Lee') {
  const email = uniqueEmail('teacher');
  const lines = await runAdminCommand(ctx.app.db, ctx.config, [
    'create-teacher',
    '--email',
    email,
    '--name',
    name,
  ]);
  const link = new URL(lines.at(-1) ?? '');
  expect(link.pathname).toBe('/auth/password-reset');
  const set = await ctx.app.inject({
    method: 'POST',
    url: '/api/Account/ResetPassword',
    payload: {
      UserID: link.searchParams.get('user'),
      Code: link.searchParams.get('token'),
      NewPassword: TEACHER_PASSWORD,
      ConfirmPassword: TEACHER_PASSWORD,
    },
  });
  expect(set.json().Success, set.body).toBe(true);
  const token = (await login(ctx.app, email, TEACHER_PASSWORD)).json().access_token as string;
  const auth = { authorization: `Bearer ${token}` };
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const response = await ctx.app.inject({ method, url, headers: auth, payload });
    return { status: response.statusCode, body: response.json() as Envelope<T>, response };
  };
  return { email, token, auth, call };
}

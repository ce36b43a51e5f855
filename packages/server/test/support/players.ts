import type { FastifyInstance } from 'fastify';
import { runAdminCommand } from '../../src/admin/commands';
import type { Config } from '../../src/config';

export const PASSWORD = 'Secret123';

let counter = 0;
export const uniqueEmail = (prefix = 'student') =>
  `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@School.edu.au`;

export async function createLink(app: FastifyInstance, config: Config, ...args: string[]) {
  const [line] = await runAdminCommand(app.db, config, ['create-link', ...args]);
  return JSON.parse(line ?? '') as { GameLinkID: string; GameID: string; Persona: string | null };
}

export function registration(overrides: Record<string, string> = {}) {
  return {
    Email: uniqueEmail(),
    // 19 this year: the 18-year-old persona the journeys were written for (personas.test.ts
    // plays the younger ones).
    YOB: String(new Date().getFullYear() - 19),
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    Name: 'Sam',
    Surname: '',
    Age: '',
    Gender: 'n',
    ...overrides,
  };
}

export async function register(app: FastifyInstance, body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/Account/Register', payload: body });
}

/** POST /Token; `address`: where the attempt comes from (the sign-in limits' tests). */
export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  address?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/Token',
    ...(address ? { remoteAddress: address } : {}),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
}

/** Registers on the link, signs in and joins the link; returns the token and ids. */
export async function signUp(
  app: FastifyInstance,
  gameLinkId: string,
  overrides: Record<string, string> = {},
) {
  const body = registration({ GameLinkID: gameLinkId, ...overrides });
  const registered = await register(app, body);
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
  const token = (await login(app, body.Email)).json() as {
    access_token: string;
    playerId: string;
    useId: string;
  };
  const auth = { authorization: `Bearer ${token.access_token}` };
  const joined = await app.inject({
    method: 'POST',
    url: '/api/m/gamelinks',
    headers: auth,
    payload: { GameLinkID: gameLinkId },
  });
  if (joined.statusCode !== 200) throw new Error(`joining failed: ${joined.body}`);
  return {
    email: body.Email,
    token: token.access_token,
    auth,
    playerId: token.playerId,
    userId: token.useId,
  };
}

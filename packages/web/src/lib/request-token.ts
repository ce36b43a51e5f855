import type { LoginResponse, loginForm } from '@mc/contract';
import type { z } from 'zod';
import { ApiFailure } from './api-client';

/** POST /Token: the OAuth2 password grant, form encoded; a 400 carries error_description. */
export async function requestToken(email: string, password: string): Promise<LoginResponse> {
  const form: z.infer<typeof loginForm> = {
    grant_type: 'password',
    username: email.trim(),
    password,
  };
  let response: Response;
  try {
    response = await fetch('/Token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
  } catch {
    throw new ApiFailure(0, [
      'We could not reach the game server. Check your internet connection and try again.',
    ]);
  }
  const body = (await response.json().catch(() => null)) as
    (LoginResponse & { error_description?: string; Messages?: string[] }) | null;
  if (response.ok && body?.access_token) return body;
  const message =
    body?.error_description ??
    body?.Messages?.[0] ??
    `Sign-in failed (${response.status} ${response.statusText})`;
  throw new ApiFailure(response.status, [message]);
}

import { ERRORS, type Envelope } from '@mc/contract';
import { clearSession, readSession } from './session';

// The one way the web app talks to the server: it unwraps the envelope, attaches the token,
// and sends the player to /timeout on a 401 or 403 (spec part 1, section 6), but for a 403 the
// caller said its screen explains.

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly body?: unknown,
  ) {
    super(messages[0] ?? `Request failed (${status})`);
  }
}

/** The server's first message for a refused call, or the screen's own words for any other failure. */
export function refusalWords(error: unknown, otherwise: string): string {
  return error instanceof ApiFailure && error.messages[0] ? error.messages[0] : otherwise;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Public calls (game link info, login, registration) need no token. */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * 403 messages that are a refusal the screen explains rather than the end of the session
   * ('Your teacher has turned the class leaderboard off.'): thrown as an ApiFailure instead.
   */
  shownRefusals?: readonly string[] | 'all';
  /**
   * Whose sign-in the call is made with: the player's unless another is given (the teacher's,
   * kept under its own key), so one never ends the other's session.
   */
  bearer?: Bearer;
}

/**
 * A sign-in: its token, what to do when the server no longer takes it (401, and for the player
 * a 403 too), and whether every 403 is a refusal the screen explains (the teacher's: a class
 * that is not theirs).
 */
export interface Bearer {
  token: () => string | undefined;
  expired: () => void;
  explains403?: boolean;
}

let onSessionExpired: () => void = () => {
  window.location.assign('/timeout');
};

const playerBearer: Bearer = {
  token: () => readSession().Token,
  expired: () => {
    clearSession({ keepGameLink: true });
    onSessionExpired();
  },
};

/** The router installs a navigation that keeps the app loaded. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const bearer = options.bearer ?? playerBearer;
  if (options.auth !== false) {
    const token = bearer.token();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiFailure(0, [
      'We could not reach the game server. Check your internet connection and try again.',
    ]);
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  const shownRefusal =
    response.status === 403 &&
    (Boolean(bearer.explains403) ||
      options.shownRefusals === 'all' ||
      Boolean(body?.Messages?.some((message) => options.shownRefusals?.includes(message))));
  if ((response.status === 401 || response.status === 403) && options.auth !== false) {
    if (shownRefusal) throw new ApiFailure(403, body?.Messages ?? [], body);
    bearer.expired();
    throw new ApiFailure(response.status, [ERRORS.unauthorized]);
  }
  if (!body || typeof body !== 'object' || !('Success' in body)) {
    throw new ApiFailure(
      response.status,
      [`Request failed (${response.status} ${response.statusText})`],
      body,
    );
  }
  if (!body.Success) throw new ApiFailure(response.status, body.Messages ?? [], body);
  return body;
}

/** GET that returns Results, throwing ApiFailure with the server's messages otherwise. */
export async function apiGet<T>(
  path: string,
  query?: Query,
  options: Omit<RequestOptions, 'query' | 'body'> = {},
): Promise<T> {
  return (await apiRequest<T>('GET', path, { ...options, query })).Results as T;
}

export async function apiPost<T>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<T> {
  return (await apiRequest<T>('POST', path, { ...options, body })).Results as T;
}

/**
 * A file from the server (a PDF, a CSV, a JSON export), fetched with the token like every other
 * call: a plain link cannot carry it. A refusal comes back as ApiFailure with the server's words when it sent
 * any. `bearer`: another sign-in than the player's, as for apiRequest.
 */
export async function apiDownload(
  path: string,
  query?: Query,
  { accept = 'application/pdf', bearer = playerBearer }: { accept?: string; bearer?: Bearer } = {},
): Promise<Blob> {
  const token = bearer.token();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      headers: {
        accept: `${accept}, application/json`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiFailure(0, [
      'We could not reach the game server. Check your internet connection and try again.',
    ]);
  }
  if (response.status === 401) {
    bearer.expired();
    throw new ApiFailure(response.status, [ERRORS.unauthorized]);
  }
  const type = response.headers.get('content-type') ?? '';
  // A JSON file asked for (a player's or a class's export) is the file itself; otherwise JSON is
  // the envelope of a refusal. The server refuses with a status that is not ok either way.
  if (response.ok && (!type.includes('json') || accept.includes('json'))) return response.blob();
  const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  const messages = body && Array.isArray(body.Messages) ? body.Messages : [];
  throw new ApiFailure(response.status, messages, body);
}

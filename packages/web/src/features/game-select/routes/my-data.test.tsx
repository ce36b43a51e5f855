import {
  DELETE_ACCOUNT_WORD,
  MY_DATA_FILE_NAME,
  MY_DATA_MESSAGES,
  type MyGameLink,
} from '@mc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, updateSession } from '../../../lib/session';
import { catchDownloads, serveJsonFile } from '../../../lib/testing/downloads';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { GameSelectPage } from './game-select';

// A student's own data on game selection (issue 34, decision 030): download everything kept,
// or delete the account after a confirmation step on the same screen.

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';

const link: MyGameLink = {
  GameLinkID: LINK_ID,
  GameID: '6a0e0d8e-2a8f-4f86-9a0c-0d6f0b3c2b10',
  UserID: 'user-1',
  UserName: 'sam@school.edu.au',
  PlayerID: 'player-1',
  Theme: 'school',
  GroupName: '10B Commerce',
  GroupYear: null,
  GroupSubject: null,
  IsGameActive: true,
  Surname: null,
  MaxGames: 1,
  TotalWeeks: 26,
  GameInstances: [],
};

function open(extra: Parameters<typeof stubServer>[0] = {}, theme = link.Theme) {
  updateSession({
    Token: 'token-1',
    GameLinkID: LINK_ID,
    PlayerID: 'player-1',
    PlayerName: 'Sam',
    Theme: theme,
  });
  const calls = stubServer({ 'GET /api/m/gamelinks': ok({ ...link, Theme: theme }), ...extra });
  renderRoute('/auth/game', <GameSelectPage />);
  return calls;
}

const deleteCalls = (calls: ReturnType<typeof open>) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/Account/delete');

async function openDeleteStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('heading', { name: 'Delete your account?' });
}

describe('your data, on game selection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads everything kept about the player as one file, and says where it went', async () => {
    const user = userEvent.setup();
    const saved = catchDownloads();
    open();
    const data = { ExportedAt: '2026-11-28T00:00:00.000Z', Account: { Name: 'Sam' } };
    serveJsonFile('/api/Account/export', data);
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));

    expect(
      await screen.findByText(`Your data is in your downloads, saved as ${MY_DATA_FILE_NAME}.`),
    ).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual([MY_DATA_FILE_NAME]);
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(data);
    const [url, init] = vi.mocked(fetch).mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/api/Account/export');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it("says so when the server won't give the file", async () => {
    const user = userEvent.setup();
    const saved = catchDownloads();
    open({ 'GET /api/Account/export': refused(500, 'Something went wrong on our side.') });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong on our side.',
    );
    expect(saved).toEqual([]);
  });

  it('says what goes before deleting, with focus on the step, and Keep my account sends nothing', async () => {
    const user = userEvent.setup();
    const calls = open();
    const heading = await openDeleteStep(user);
    expect(document.activeElement).toBe(heading);
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'every game you played',
      'your diary, quiz and survey answers',
      'your place on every leaderboard',
      'your sign-in and the classes you joined',
    ]);
    expect(
      within(section).getByText(
        'This cannot be undone. If you want a copy, download your data first.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('heading', { name: 'Delete your account?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete my account' }));
    expect(deleteCalls(calls)).toEqual([]);
  });

  it('deletes the account with the password, forgets the session and says it is gone', async () => {
    const user = userEvent.setup();
    const calls = open({ 'POST /api/Account/delete': ok(null) });
    await openDeleteStep(user);
    await user.type(screen.getByLabelText('Your password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));

    expect(await screen.findByText('Arrived at /account-deleted')).toBeTruthy();
    expect(deleteCalls(calls).map((call) => call.body)).toEqual([{ Password: 'Secret123' }]);
    expect(readSession()).toEqual({});
  });

  it('asks for the password before sending anything', async () => {
    const user = userEvent.setup();
    const calls = open();
    await openDeleteStep(user);
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MY_DATA_MESSAGES.passwordRequired);
    expect(deleteCalls(calls)).toEqual([]);
  });

  it("shows the server's word on a wrong password and keeps the player signed in", async () => {
    const user = userEvent.setup();
    open({ 'POST /api/Account/delete': refused(400, MY_DATA_MESSAGES.wrongPassword) });
    await openDeleteStep(user);
    await user.type(screen.getByLabelText('Your password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MY_DATA_MESSAGES.wrongPassword);
    expect(readSession().Token).toBe('token-1');
    expect(screen.getByRole('heading', { name: 'Delete your account?' })).toBeTruthy();
    expect(screen.queryByText(/Arrived at/)).toBeNull();
  });

  it('shows the too-many-tries answer as the server words it', async () => {
    const user = userEvent.setup();
    open({
      'POST /api/Account/delete': refused(429, 'Too many attempts. Try again in 15 minutes.'),
    });
    await openDeleteStep(user);
    await user.type(screen.getByLabelText('Your password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(readSession().Token).toBe('token-1');
  });

  it('follows the server to typing DELETE for a school account, and says when to sign in again', async () => {
    const user = userEvent.setup();
    const calls = open({
      'POST /api/Account/delete': (body) =>
        (body as { Confirm?: string }).Confirm === DELETE_ACCOUNT_WORD
          ? refused(400, MY_DATA_MESSAGES.signInAgain)
          : refused(400, MY_DATA_MESSAGES.confirmWord),
    });
    await openDeleteStep(user);
    // A player who tries a password where the account has none.
    await user.type(screen.getByLabelText('Your password'), 'my-school-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MY_DATA_MESSAGES.confirmWord);
    const word = screen.getByLabelText(`Type ${DELETE_ACCOUNT_WORD} to confirm`);
    await waitFor(() => expect(document.activeElement).toBe(word));
    expect(screen.queryByLabelText('Your password')).toBeNull();

    await user.type(word, DELETE_ACCOUNT_WORD);
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect((await screen.findByText(MY_DATA_MESSAGES.signInAgain)).getAttribute('role')).toBe(
      'alert',
    );
    expect(deleteCalls(calls).map((call) => call.body)).toEqual([
      { Password: 'my-school-password' },
      { Confirm: DELETE_ACCOUNT_WORD },
    ]);
    expect(readSession().Token).toBe('token-1');
  });

  it('deletes a school account by typing DELETE, chosen at the start', async () => {
    const user = userEvent.setup();
    const calls = open({ 'POST /api/Account/delete': ok(null) });
    await openDeleteStep(user);
    await user.click(screen.getByRole('button', { name: `Type ${DELETE_ACCOUNT_WORD} instead` }));
    const word = screen.getByLabelText(`Type ${DELETE_ACCOUNT_WORD} to confirm`);
    expect(document.activeElement).toBe(word);
    await user.type(word, 'delete');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MY_DATA_MESSAGES.confirmWord);
    expect(deleteCalls(calls)).toEqual([]);

    await user.clear(word);
    await user.type(word, DELETE_ACCOUNT_WORD);
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Arrived at /account-deleted')).toBeTruthy();
    expect(deleteCalls(calls).map((call) => call.body)).toEqual([{ Confirm: DELETE_ACCOUNT_WORD }]);
    expect(readSession()).toEqual({});
  });

  it("is not on a family member's game selection: the family's own page has it", async () => {
    open({}, 'family');
    expect(await screen.findByText(/Playing as Sam/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your data' })).toBeNull();
  });
});

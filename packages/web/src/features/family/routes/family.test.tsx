import type { Family } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, updateSession } from '../../../lib/session';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { FamilyPage } from './family';

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';

const family = (FamilyGameInstanceCount: number): Family => ({
  ID: 'family-1',
  Surname: 'Nguyen',
  FamilyGameInstanceCount,
  Members: [
    { ID: 'member-1', Name: 'Mia', Age: '12 - 15', Gender: 'f' },
    { ID: 'member-2', Name: 'Tom', Age: '35 - 54', Gender: 'm' },
  ],
});

function open(result: Family) {
  updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'family' });
  const calls = stubServer({
    'GET /api/m/family': ok(result),
    'POST /api/account/logout': ok(null),
  });
  renderRoute('/auth/family', <FamilyPage />);
  return calls;
}

describe('the family page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the members and hides the leaderboard until the family has a game', async () => {
    open(family(0));
    expect(await screen.findByRole('heading', { name: 'The Nguyen family' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Family members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: /Mia/ })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Edit Tom' }).getAttribute('href')).toBe(
      '/auth/family/editfamilymember?id=member-2',
    );
    expect(screen.getByRole('link', { name: 'Add a family member' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit family name' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Leaderboard' })).toBeNull();
  });

  it('shows the leaderboard once a member has started a game', async () => {
    open(family(2));
    expect(await screen.findByRole('link', { name: 'Leaderboard' })).toBeTruthy();
  });

  it('choosing a member remembers who plays and opens game selection', async () => {
    const user = userEvent.setup();
    open(family(0));
    await user.click(await screen.findByRole('button', { name: /Mia/ }));
    expect(await screen.findByText('Arrived at /auth/game')).toBeTruthy();
    expect(readSession().PlayerID).toBe('member-1');
    expect(readSession().PlayerName).toBe('Mia');
  });

  it('says so in plain words when there are no members yet', async () => {
    open({ ...family(0), Members: [] });
    expect(await screen.findByText(/No family members yet/)).toBeTruthy();
  });

  it('lets the family download its data and delete the family account, members and all', async () => {
    const user = userEvent.setup();
    updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'family' });
    const calls = stubServer({
      'GET /api/m/family': ok(family(1)),
      'POST /api/Account/delete': ok(null),
    });
    renderRoute('/auth/family', <FamilyPage />);
    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Delete our family account' }));
    expect(
      within(section).getByRole('heading', { name: 'Delete your family account?' }),
    ).toBeTruthy();
    expect(
      within(section).getByText('every family member, and every game they played'),
    ).toBeTruthy();
    await user.type(within(section).getByLabelText('Your password'), 'Family123');
    await user.click(
      within(section).getByRole('button', { name: 'Delete our family account for good' }),
    );
    expect(await screen.findByText('Arrived at /account-deleted')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/Account/delete')?.body).toEqual({
      Password: 'Family123',
    });
    expect(readSession()).toEqual({});
  });

  it('signs the family out and returns to sign-in', async () => {
    const user = userEvent.setup();
    const calls = open(family(0));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(`Arrived at /auth/login/${LINK_ID}`)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/account/logout')).toBe(true);
    expect(readSession()).toEqual({ Theme: 'family', GameLinkID: LINK_ID });
  });
});

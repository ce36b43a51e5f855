import { PAR_EXPLAINED } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '../../../lib/session';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { LeaderboardPage } from './leaderboard';

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';

function open(rows: unknown[]) {
  updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'family' });
  const calls = stubServer({ 'GET /api/m/leaderboard': ok(rows) });
  renderRoute('/auth/family/leaderboard', <LeaderboardPage />);
  return calls;
}

describe('the family leaderboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ranks the games by their result against par, with their week and net position', async () => {
    const calls = open([
      { Name: 'Mia', Week: 5, NetPosition: 2450.4, AgainstPar: 420, Rank: 1, IsMe: false },
      { Name: 'Tom', Week: 3, NetPosition: -120, AgainstPar: -35.2, Rank: 2, IsMe: true },
    ]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RankNameWeekAgainst parNet position',
      '1Mia5+$420$2,450',
      '2Tom3−$35-$120',
    ]);
    expect(screen.getByText(/ranks by the result against par/).textContent).toContain(
      PAR_EXPLAINED,
    );
    expect(calls[0]?.search).toBe(`?GameLinkID=${LINK_ID}&MaxNumberOfGamesToReturn=10`);
  });

  it("shows the family's best game with its own rank when it is below the top", async () => {
    open([
      { Name: 'Mia', Week: 5, NetPosition: 2450.4, AgainstPar: 420, Rank: 1, IsMe: false },
      { Name: 'Tom', Week: 3, NetPosition: -120, AgainstPar: 0, Rank: 14, IsMe: true },
    ]);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toBe('14Tom3on par-$120');
  });

  it('says so in plain words when nobody has played yet', async () => {
    open([]);
    expect(await screen.findByText(/No games on the leaderboard yet/)).toBeTruthy();
  });
});

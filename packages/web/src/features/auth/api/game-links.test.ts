import { ERRORS } from '@mc/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refused, stubServer } from '../../../../test/render-route';
import { updateSession } from '../../../lib/session';
import { CLASS_FULL, enterGameLink } from './game-links';

// A student refused by a full class is told plainly (issue 30): the spec's words, then what they
// mean and what to do.
describe('joining a class', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says plainly that a full class has no room, and what to do', async () => {
    updateSession({ Token: 'player-token' });
    stubServer({ 'POST /api/m/gamelinks': refused(400, ERRORS.maxUsersAddedToGameLink) });
    const link = {
      GameLinkID: '0a1b2c3d-1111-4a4b-8c9d-0e1f2a3b4c5d',
      GameID: 'g',
      Theme: 'school' as const,
      GroupName: '10B',
      GroupYear: null,
      GroupSubject: null,
      IsGameActive: true,
      MaxGames: 1,
      TotalWeeks: 26,
    };
    await expect(enterGameLink(link)).rejects.toThrow(CLASS_FULL);
    expect(CLASS_FULL).toMatch(/^Max users added to game link\. This class is full/);
  });
});

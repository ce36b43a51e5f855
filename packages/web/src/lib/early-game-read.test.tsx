import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubServer } from '../../test/render-route';
import { FIRST_SCREENS } from '../app/first-screens';
import { startEarlyReads, takeEarlyRead } from './early-game-read';
import { useGameQuery } from './game-queries';

// A player opening the game on a screen: its first reads leave with the page, and the screen's
// queries use those answers instead of asking again.

function Shares() {
  const shares = useGameQuery<{ Code: string }[]>('/api/i/shares');
  return <p>{shares.data ? `Shares: ${shares.data.map((s) => s.Code).join(', ')}` : 'Loading'}</p>;
}

const paths = (calls: { path: string }[]) => calls.map((call) => call.path);

describe('early reads', () => {
  beforeEach(() => {
    window.localStorage.setItem('mc.session', JSON.stringify({ Token: 't', GameInstanceID: 'g1' }));
  });
  afterEach(() => {
    // Whatever a test started and did not take is dropped, so the next one starts clean.
    for (const path of ['/api/i/games/apps', '/api/i/shares', '/api/i/news/article'])
      void takeEarlyRead(path, 'g1');
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("sends the screen's first reads with the page, and the screen uses them", async () => {
    const calls = stubServer({
      'GET /api/i/games/apps': ok({ Apps: [] }),
      'GET /api/i/shares': ok([{ Code: 'FSM' }]),
    });
    startEarlyReads(FIRST_SCREENS, '/app/dashboard/shares');
    expect(paths(calls)).toEqual(['/api/i/games/apps', '/api/i/shares']);
    expect(calls[1]!.search).toBe('?GameInstanceID=g1');

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Shares />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Shares: FSM')).toBeTruthy();
    // The shares were read once, with the page.
    expect(paths(calls)).toEqual(['/api/i/games/apps', '/api/i/shares']);
  });

  it('gives an early answer once, and only for the game it was read for', () => {
    stubServer({ 'GET /api/i/games/apps': ok({ Apps: [] }) });
    startEarlyReads(FIRST_SCREENS, '/app/dashboard');
    expect(takeEarlyRead('/api/i/games/apps', 'another game')).toBeUndefined();
    startEarlyReads(FIRST_SCREENS, '/app/dashboard');
    expect(takeEarlyRead('/api/i/games/apps', 'g1')).toBeDefined();
    expect(takeEarlyRead('/api/i/games/apps', 'g1')).toBeUndefined();
  });

  it('reads only the apps for a screen with no reads of its own, and nothing without a game', () => {
    const calls = stubServer({ 'GET /api/i/games/apps': ok({ Apps: [] }) });
    startEarlyReads(FIRST_SCREENS, '/app/dashboard/bank');
    expect(paths(calls)).toEqual(['/api/i/games/apps']);
    startEarlyReads(FIRST_SCREENS, '/auth/login');
    window.localStorage.setItem('mc.session', JSON.stringify({ Token: 't' }));
    startEarlyReads(FIRST_SCREENS, '/app/dashboard/shares');
    expect(paths(calls)).toEqual(['/api/i/games/apps']);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../test/render-route';
import { updateSession } from '../lib/session';
import { gameApps } from '../lib/testing/app-fixtures';
import { AppScreen } from './app-screen';

afterEach(() => vi.unstubAllGlobals());

function show(IsGameComplete: boolean) {
  updateSession({ Token: 't', GameInstanceID: '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b' });
  stubServer({ 'GET /api/i/games/apps': ok(gameApps({ IsGameComplete })) });
  renderRoute(
    '/app/dashboard/cashbox',
    <AppScreen title="My Cash" action={<button type="button">Move money</button>}>
      <p>Your cash: $20.00</p>
    </AppScreen>,
  );
}

describe('an app screen', () => {
  it('offers its main action while the game is on', async () => {
    show(false);
    expect(await screen.findByRole('button', { name: 'Move money' })).toBeTruthy();
    expect(screen.queryByText(/The game is over/)).toBeNull();
  });

  it('is read-only once the game is over, and says so calmly', async () => {
    show(true);
    expect(
      await screen.findByText(/The game is over, so nothing here can change now/),
    ).toBeTruthy();
    expect(screen.getByText('Your cash: $20.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move money' })).toBeNull();
  });
});

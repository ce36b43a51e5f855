import type { IBuyBid } from '@mc/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { bid, lot } from '../testing/fixtures';
import { BidCompletePage, BuyCompletePage } from './complete';

function openBid(bids: IBuyBid[]) {
  stubServer({ 'GET /api/i/iBuy/bids': ok(bids) });
  renderRoute(
    '/app/dashboard/ibuy/item/complete/bid',
    <BidCompletePage />,
    '/app/dashboard/ibuy/item/complete/bid?id=lot-guitar',
  );
}

describe('after a bid or a purchase', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('says the bid is in, how much is held, and when the answer comes', async () => {
    openBid([bid()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your bid is in!' })).toBeTruthy();
    const placed = screen.getByRole('region', { name: 'Your bid is in!' });
    expect(placed.textContent).toContain(
      'You bid $130.00 on Acoustic guitar. It’s held from Everyday Access until the auction closes.',
    );
    expect(screen.getByText(/when the auction closes at the end of week 6/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to iBuy' }).getAttribute('href')).toBe(
      '/app/dashboard/ibuy',
    );
  });

  it('goes back to iBuy when the bid is no longer held', async () => {
    openBid([]);
    expect(await screen.findByText('Arrived at /app/dashboard/ibuy')).toBeTruthy();
  });

  it('says a thing bought now is in My Stuff', async () => {
    stubServer({ 'GET /api/i/iBuy': ok([lot({ SoldOut: true })]) });
    renderRoute(
      '/app/dashboard/ibuy/item/complete/buy',
      <BuyCompletePage />,
      '/app/dashboard/ibuy/item/complete/buy?id=lot-guitar',
    );
    expect(await screen.findByText('Acoustic guitar is in My Stuff now.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'It’s yours!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See it in My Stuff' }).getAttribute('href')).toBe(
      '/app/dashboard/my-stuff',
    );
    expect(screen.getByRole('link', { name: 'Back to iBuy' })).toBeTruthy();
  });
});

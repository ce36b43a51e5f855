import type { IBuyItem } from '@mc/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { lot } from '../testing/fixtures';
import { LotPage } from './lot';

function open(lots: IBuyItem[], id = 'lot-guitar') {
  stubServer({ 'GET /api/i/iBuy': ok(lots) });
  renderRoute('/app/dashboard/ibuy/item', <LotPage />, `/app/dashboard/ibuy/item?id=${id}`);
}

describe('an iBuy lot', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the lot, the bidding so far and both ways to get it', async () => {
    open([lot()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Acoustic guitar' })).toBeTruthy();
    expect(screen.getByText('A well-loved steel-string guitar with a soft case.')).toBeTruthy();
    expect(screen.getByText('$120.00')).toBeTruthy();
    expect(screen.getByText('3 bids')).toBeTruthy();
    expect(screen.getByText('End of week 6')).toBeTruthy();
    expect(screen.getByText('$190.00')).toBeTruthy();
    expect(screen.getByText('$299.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Place a bid' }).getAttribute('href')).toBe(
      '/app/dashboard/ibuy/item/bid?id=lot-guitar',
    );
    expect(screen.getByRole('link', { name: 'Buy now for $190.00' }).getAttribute('href')).toBe(
      '/app/dashboard/ibuy/item/buy?id=lot-guitar',
    );
    expect(screen.getByRole('link', { name: 'Back to iBuy' }).getAttribute('href')).toBe(
      '/app/dashboard/ibuy',
    );
  });

  it('cannot be opened when the player bids on it', async () => {
    open([lot({ UserBidding: true })]);
    expect(await screen.findByText('Arrived at /app/dashboard/ibuy')).toBeTruthy();
  });

  it('cannot be opened once bought', async () => {
    open([lot({ SoldOut: true })]);
    expect(await screen.findByText('Arrived at /app/dashboard/ibuy')).toBeTruthy();
  });

  it('goes back to iBuy for a lot not up this week', async () => {
    open([lot()], 'lot-gone');
    expect(await screen.findByText('Arrived at /app/dashboard/ibuy')).toBeTruthy();
  });
});

import type { ShopItem } from '@mc/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { shopItem } from '../testing/fixtures';
import { ShopItemPage } from './shop-item';

function open(stock: ShopItem[], id = 'bike') {
  stubServer({ 'GET /api/i/uShop': ok(stock) });
  renderRoute('/app/dashboard/ushop/item', <ShopItemPage />, `/app/dashboard/ushop/item?id=${id}`);
}

describe('a thing in uShop', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows its price, what it is worth once yours and how that moves, and who asks for it', async () => {
    open([shopItem({ NeededForJobs: ['Bike courier', 'Pizza delivery'], Owned: 1 })]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bike' })).toBeTruthy();
    expect(screen.getByText('$200.00')).toBeTruthy();
    expect(screen.getByText('A road bike for getting to work and school.')).toBeTruthy();
    expect(screen.getByText('Worth about $120.00 second-hand once it’s yours')).toBeTruthy();
    expect(screen.getByText('Loses about 20% of its value a year')).toBeTruthy();
    expect(screen.getByText('Asked for by: Bike courier, Pizza delivery')).toBeTruthy();
    expect(screen.getByText('You have one already')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BUY THIS ITEM' }).getAttribute('href')).toBe(
      '/app/dashboard/ushop/item/buy?id=bike',
    );
    expect(screen.getByRole('link', { name: 'BACK TO ITEMS TO BUY' }).getAttribute('href')).toBe(
      '/app/dashboard/ushop',
    );
  });

  it('says a licence or certificate counts at its price but cannot be resold', async () => {
    open([shopItem({ ValueChangePerYear: 0, CanResell: false, Price: 149, SecondHandValue: 149 })]);
    expect(await screen.findByText(/it can’t be sold on iBuy later/)).toBeTruthy();
    expect(
      screen.getByText('Counts at $149.00 in your net position while it’s current'),
    ).toBeTruthy();
    expect(screen.queryByText('Keeps its value')).toBeNull();
  });

  it('says a ticket is spent once bought, worth nothing after, not that it keeps its value', async () => {
    open([shopItem({ ValueChangePerYear: 0, CanResell: false, Price: 99, SecondHandValue: 0 })]);
    expect(
      await screen.findByText(
        'An experience: it’s spent once you buy it, so it adds nothing to your net position and can’t be resold',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Keeps its value')).toBeNull();
  });

  it('says a collectable may gain', async () => {
    open([shopItem({ ValueChangePerYear: 8 })]);
    expect(await screen.findByText('May gain about 8% a year')).toBeTruthy();
  });

  it('goes back to the shop for a sold-out thing', async () => {
    open([shopItem({ SoldOut: true })]);
    expect(await screen.findByText('Arrived at /app/dashboard/ushop')).toBeTruthy();
  });

  it('goes back to the shop for a thing not in stock this week', async () => {
    open([shopItem()], 'car');
    expect(await screen.findByText('Arrived at /app/dashboard/ushop')).toBeTruthy();
  });
});

import type { ShopItem } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { shopItem, sneakers } from '../testing/fixtures';
import { UShopHome } from './ushop-home';

function open(stock: ShopItem[]) {
  const calls = stubServer({ 'GET /api/i/uShop': ok(stock) });
  renderRoute('/app/dashboard/ushop', <UShopHome />);
  return calls;
}

describe('uShop', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('lists this week’s hot items; a sold-out one is disabled with its badge', async () => {
    open([
      shopItem({ NeededForJobs: ['Bike courier'] }),
      sneakers,
      shopItem({ ID: 'phone', Title: 'Phone', Image: 'items/phone.svg', SoldOut: true }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: "This week's hot items" }),
    ).toBeTruthy();
    const bike = await screen.findByRole('link', { name: /Bike/ });
    expect(bike.getAttribute('href')).toBe('/app/dashboard/ushop/item?id=bike');
    expect(within(bike).getByText('$200.00')).toBeTruthy();
    expect(within(bike).getByText('Needed for work')).toBeTruthy();
    expect(within(bike).queryByText(/left/)).toBeNull();
    expect((bike.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe(
      '/items/bike.svg',
    );

    const shoes = screen.getByRole('link', { name: /Sneakers/ });
    expect(within(shoes).getByText('2 left')).toBeTruthy();
    expect(within(shoes).queryByText('Needed for work')).toBeNull();

    expect(screen.queryByRole('link', { name: /Phone/ })).toBeNull();
    const phone = screen.getByText('Phone').closest('[aria-disabled="true"]') as HTMLElement;
    expect(phone).toBeTruthy();
    expect(within(phone).getByText('Sold out')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('tags a thing for work by its purpose too', async () => {
    open([shopItem({ Purpose: 'job' })]);
    const bike = await screen.findByRole('link', { name: /Bike/ });
    expect(within(bike).getByText('Needed for work')).toBeTruthy();
  });

  it('says so when nothing is in stock, and back goes to the dashboard', async () => {
    open([]);
    expect(await screen.findByText(/Nothing’s in stock this week/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/app/dashboard');
  });
});

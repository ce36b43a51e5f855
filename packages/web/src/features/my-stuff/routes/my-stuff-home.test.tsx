import '../../../lib/testing/polyfill-dialog';
import type { OwnedItem } from '@mc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  refused,
  renderRoute,
  stubServer,
  type FakeReply,
} from '../../../../test/render-route';
import { askAndAnswer } from '../../../lib/testing/confirm';
import { signIn } from '../../../lib/testing/money-fixtures';
import { ownedItem } from '../testing/fixtures';
import { MyStuffHome } from './my-stuff-home';

function open(owned: OwnedItem[], cancel: FakeReply = ok([])) {
  const calls = stubServer({
    'GET /api/i/items/inventory': ok(owned),
    'POST /api/i/iBuy/items/cancel': cancel,
  });
  renderRoute('/app/dashboard/my-stuff', <MyStuffHome />);
  return calls;
}

const listed = ownedItem({
  ItemInstanceID: 'item-guitar-1',
  ID: 'acoustic-guitar',
  Title: 'Acoustic guitar',
  Image: 'items/acoustic-guitar.svg',
  Price: 150,
  PricePaid: 0,
  Purpose: 'want',
  IBuySale: true,
  iBuyItemForSaleID: 'sale-guitar',
  SalePrice: 180,
});

describe('My Stuff', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each thing with its worth, what was paid, its purpose and how to sell it', async () => {
    open([
      ownedItem({ NeededByJobs: ['Bike courier'], Purpose: 'job' }),
      listed,
      ownedItem({
        ItemInstanceID: 'item-licence',
        ID: 'learner-licence',
        Title: 'Learner licence',
        Image: 'items/learner-licence.svg',
        Price: 0,
        PricePaid: 0,
        CanSell: false,
      }),
    ]);
    const bike = await screen.findByRole('article', { name: 'Bike' });
    expect(within(bike).getByText('Worth $219.60')).toBeTruthy();
    expect(within(bike).getByText('Paid $320.00')).toBeTruthy();
    expect(within(bike).getByText('Needed for work')).toBeTruthy();
    expect(within(bike).getByText('Your job as Bike courier needs this.')).toBeTruthy();
    const sell = within(bike).getByRole('link', { name: 'Sell on iBuy: Bike' });
    expect(sell.getAttribute('href')).toBe('/app/dashboard/my-stuff/sell?id=item-bike-1');
    expect((bike.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe(
      '/items/bike.svg',
    );

    const guitar = screen.getByRole('article', { name: 'Acoustic guitar' });
    expect(within(guitar).getByText('For sale on iBuy at $180.00')).toBeTruthy();
    expect(within(guitar).queryByText(/Paid/)).toBeNull();
    expect(within(guitar).getByText('A want')).toBeTruthy();
    expect(within(guitar).queryByRole('link', { name: /Sell/ })).toBeNull();

    const licence = screen.getByRole('article', { name: 'Learner licence' });
    expect(within(licence).getByText('In your name: can’t be sold')).toBeTruthy();
    expect(within(licence).queryByRole('link')).toBeNull();
    expect(within(licence).queryByRole('button')).toBeNull();
  });

  it('takes a listing off iBuy with its iBuyItemForSaleID after asking', async () => {
    const calls = open([listed]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Take it off iBuy: Acoustic guitar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Take Acoustic guitar off iBuy?' });
    expect(dialog.textContent).toContain('It stays in My Stuff');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Take it off iBuy' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const cancel = calls.find((call) => call.method === 'POST');
    expect(cancel?.path).toBe('/api/i/iBuy/items/cancel');
    expect(cancel?.body).toMatchObject({ iBuyItemForSaleID: 'sale-guitar' });
    // My Stuff is read again, so it shows the thing as no longer listed.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/i/items/inventory').length).toBe(2),
    );
  });

  it('keeps a listing when the player changes their mind', async () => {
    const calls = open([listed]);
    await askAndAnswer('Take it off iBuy: Acoustic guitar', 'Keep it listed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s message when taking a listing down is refused', async () => {
    open([listed], refused(400, 'This item is not for sale.'));
    await askAndAnswer('Take it off iBuy: Acoustic guitar', 'Take it off iBuy');
    expect(await screen.findByText('This item is not for sale.')).toBeTruthy();
  });

  it('says so when the player owns nothing, and points to uShop', async () => {
    open([]);
    expect(await screen.findByText(/You don’t own anything yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See what’s in uShop' }).getAttribute('href')).toBe(
      '/app/dashboard/ushop',
    );
  });
});

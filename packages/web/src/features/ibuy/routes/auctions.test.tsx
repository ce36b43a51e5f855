import '../../../lib/testing/polyfill-dialog';
import type { IBuyBid, IBuyItem } from '@mc/contract';
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
import { bid, lot } from '../testing/fixtures';
import { AuctionsPage } from './auctions';

function open(lots: IBuyItem[], bids: IBuyBid[] = [], cancel: FakeReply = ok([])) {
  const calls = stubServer({
    'GET /api/i/iBuy': ok(lots),
    'GET /api/i/iBuy/bids': ok(bids),
    'POST /api/i/iBuy/bids/cancel': cancel,
  });
  renderRoute('/app/dashboard/ibuy', <AuctionsPage />);
  return calls;
}

const console_ = lot({
  iBuyGameItemID: 'lot-console',
  ID: 'games-console',
  Title: 'Games console',
  Image: 'items/games-console.svg',
  NumberOfBids: 1,
});

describe('iBuy auctions', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('lists the lots; one the player bids on or bought is disabled with a badge', async () => {
    open([
      console_,
      lot({ UserBidding: true }),
      lot({ iBuyGameItemID: 'lot-bike', ID: 'bike', Title: 'Bike', SoldOut: true }),
    ]);
    const open_ = await screen.findByRole('link', { name: /Games console/ });
    expect(open_.getAttribute('href')).toBe('/app/dashboard/ibuy/item?id=lot-console');
    expect(open_.textContent).toContain('Current bid $120.00');
    expect(open_.textContent).toContain('1 bid');
    expect(within(open_).getByText('Buy now $190.00')).toBeTruthy();
    expect(within(open_).getByText('New: $299.00')).toBeTruthy();
    expect(within(open_).getByText('Closes end of week 6')).toBeTruthy();

    expect(screen.queryByRole('link', { name: /Acoustic guitar/ })).toBeNull();
    const bidding = screen
      .getByText('Acoustic guitar')
      .closest('[aria-disabled="true"]') as HTMLElement;
    expect(bidding).toBeTruthy();
    expect(within(bidding).getByText('You’re bidding')).toBeTruthy();
    expect(bidding.textContent).toContain('3 bids');

    expect(screen.queryByRole('link', { name: /Bike/ })).toBeNull();
    const sold = screen.getByText('Bike').closest('[aria-disabled="true"]') as HTMLElement;
    expect(within(sold).getByText('Sold')).toBeTruthy();
  });

  it('shows my bids, and the tabs with Auctions current', async () => {
    open([lot({ UserBidding: true })], [bid()]);
    const mine = await screen.findByRole('article', { name: 'Acoustic guitar' });
    expect(mine.textContent).toContain('Your bid $130.00 (held from Everyday Access)');
    expect(within(mine).getByText('Closes end of week 6')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'iBuy' });
    expect(within(tabs).getByRole('link', { name: 'Auctions' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Selling' }).getAttribute('href')).toBe(
      '/app/dashboard/ibuy/selling',
    );
  });

  it('cancels a bid with its iBuyGameItemBidID after saying the money comes back', async () => {
    const calls = open([lot({ UserBidding: true })], [bid()]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel bid on Acoustic guitar' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel your bid on Acoustic guitar?',
    });
    expect(dialog.textContent).toContain(
      'The $130.00 held from Everyday Access comes back to it straight away.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel bid' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      iBuyGameItemBidID: 'bid-1',
    });
  });

  it('keeps a bid when the player changes their mind', async () => {
    const calls = open([], [bid()]);
    await askAndAnswer('Cancel bid on Acoustic guitar', 'Keep my bid');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s message when cancelling is refused', async () => {
    open([], [bid()], refused(400, 'You do not have this bid.'));
    await askAndAnswer('Cancel bid on Acoustic guitar', 'Cancel bid');
    expect(await screen.findByText('You do not have this bid.')).toBeTruthy();
  });

  it('says so when there are no lots and no bids', async () => {
    open([]);
    expect(await screen.findByText(/Nothing’s up for auction this week/)).toBeTruthy();
    expect(screen.getByText('You’re not bidding on anything yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'My bids' })).toBeTruthy();
  });
});

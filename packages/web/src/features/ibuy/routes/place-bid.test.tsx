import '../../../lib/testing/polyfill-dialog';
import type { IBuyItem } from '@mc/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  refused,
  renderRoute,
  stubServer,
  type FakeReply,
} from '../../../../test/render-route';
import { BANK_APP, cash, everyday, savings, signIn } from '../../../lib/testing/money-fixtures';
import { itemSourceReads } from '../../../lib/testing/item-fixtures';
import { lot } from '../testing/fixtures';
import { PlaceBidPage } from './place-bid';

// A bid's success shows for a second before the page moves on.
configure({ asyncUtilTimeout: 4000 });

function open(lots: IBuyItem[] = [lot()], place: FakeReply = ok([])) {
  let placed = false;
  const calls = stubServer({
    // Once bid on, the lot reads back UserBidding, as it will on a refresh.
    'GET /api/i/iBuy': () =>
      ok(placed ? lots.map((shown) => ({ ...shown, UserBidding: true })) : lots),
    ...itemSourceReads({ accounts: [everyday, savings] }),
    'POST /api/i/iBuy/bids': () => {
      placed = place.status === undefined;
      return place;
    },
  });
  renderRoute(
    '/app/dashboard/ibuy/item/bid',
    <PlaceBidPage />,
    '/app/dashboard/ibuy/item/bid?id=lot-guitar',
  );
  return calls;
}

const amount = () => screen.getByLabelText('Your bid') as HTMLInputElement;
const from = () => screen.findByRole('combobox', { name: 'Pay from' });
const bid = () => userEvent.click(screen.getByRole('button', { name: 'BID' }));

describe('placing a bid', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('offers the current bid plus $10, says the least a bid may be and what is held', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Place a bid' })).toBeTruthy();
    await from();
    expect(screen.getByText('Acoustic guitar')).toBeTruthy();
    expect(screen.getByText('Current bid $120.00')).toBeTruthy();
    expect(amount().value).toBe('130');
    expect(screen.getByText('At least $125.00')).toBeTruthy();
    expect(
      screen.getByText(
        'We’ll hold $130.00 from this account until the auction closes. If someone outbids you, it comes back.',
      ),
    ).toBeTruthy();
    await userEvent.clear(amount());
    await userEvent.type(amount(), '150');
    expect(screen.getByText(/We’ll hold \$150\.00 from this account/)).toBeTruthy();
  });

  it('holds a bid from cash or a bank account only: no credit card, no investment', async () => {
    open();
    const options = within(await from())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose an account',
      'My Cash: $80.00',
      'Everyday Access: $250.00',
      'Bonus Saver: $120.00',
    ]);
    expect(options.join(' ')).not.toContain('Low Rate Card');
    expect(options.join(' ')).not.toContain('Term Deposit');
  });

  it('refuses a bid under the current bid plus $5 with the spec’s message, sending nothing', async () => {
    const calls = open();
    await userEvent.selectOptions(await from(), everyday.ID);
    await userEvent.clear(amount());
    await userEvent.type(amount(), '124.99');
    await bid();
    expect(screen.getByRole('alert').textContent).toBe('Error: Bid not high enough');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for an account, and refuses one that cannot hold the bid', async () => {
    const calls = open();
    await from();
    await bid();
    expect(screen.getByRole('alert').textContent).toBe('Error: please select an account');
    await userEvent.selectOptions(await from(), cash(80).ID);
    await bid();
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Not enough funds in selected account',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the lot, the account and the amount, then says the bid is in', async () => {
    const calls = open();
    await userEvent.selectOptions(await from(), everyday.ID);
    await userEvent.clear(amount());
    await userEvent.type(amount(), '125');
    await bid();
    // The refreshed lot reads UserBidding: the player stays to see the button say so.
    expect(await screen.findByRole('button', { name: 'Bid placed!' })).toBeTruthy();
    expect(
      await screen.findByText('Arrived at /app/dashboard/ibuy/item/complete/bid'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      iBuyGameItemID: 'lot-guitar',
      FromGameAppInstanceID: BANK_APP,
      FromAccountInstanceID: everyday.ID,
      BidAmount: 125,
    });
  });

  it('shows the server’s refusal in a popup', async () => {
    open([lot()], refused(400, 'Error: Bid not high enough'));
    await userEvent.selectOptions(await from(), everyday.ID);
    await bid();
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('Error: Bid not high enough')).toBeTruthy();
  });

  it('goes back to iBuy for a lot the player already bids on', async () => {
    open([lot({ UserBidding: true })]);
    expect(await screen.findByText('Arrived at /app/dashboard/ibuy')).toBeTruthy();
  });
});

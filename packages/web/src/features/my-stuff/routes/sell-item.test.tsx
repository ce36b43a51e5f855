import '../../../lib/testing/polyfill-dialog';
import { ITEM_MESSAGES, type OwnedItem } from '@mc/contract';
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
import { signIn } from '../../../lib/testing/money-fixtures';
import { ownedItem } from '../testing/fixtures';
import { SellItemPage } from './sell-item';

// A listing's success shows for a second before the page moves on.
configure({ asyncUtilTimeout: 4000 });

function open(owned: OwnedItem[], id = 'item-bike-1', sell: FakeReply = ok([])) {
  let sold = false;
  const calls = stubServer({
    // Once listed, the server has the thing as for sale, as it will on a refresh.
    'GET /api/i/items/inventory': () =>
      ok(sold ? owned.map((item) => ({ ...item, IBuySale: true, SalePrice: 1 })) : owned),
    'POST /api/i/iBuy/items': () => {
      sold = sell.status === undefined;
      return sell;
    },
  });
  renderRoute(
    '/app/dashboard/my-stuff/sell',
    <SellItemPage />,
    `/app/dashboard/my-stuff/sell?id=${id}`,
  );
  return calls;
}

const price = () => screen.getByLabelText('Your price') as HTMLInputElement;
const sellButton = () => screen.getByRole('button', { name: 'Sell on iBuy' });

async function offer(text: string) {
  await userEvent.clear(price());
  if (text) await userEvent.type(price(), text);
  await userEvent.click(sellButton());
}

describe('selling on iBuy', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the thing, its value, the price at its value and the spec’s notice', async () => {
    open([ownedItem()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bike' })).toBeTruthy();
    expect(screen.getByText('Worth about $219.60')).toBeTruthy();
    expect(price().value).toBe('220');
    expect(screen.getByText(ITEM_MESSAGES.checkEmail)).toBeTruthy();
    expect(
      screen.getByText('Check your email next week to see if you are successful.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/app/dashboard/my-stuff',
    );
    expect(screen.queryByText(/Your job as/)).toBeNull();
  });

  it('says iBuy’s fee and what the price typed leaves, from the rule the engine posts by', async () => {
    open([ownedItem()]);
    await screen.findByRole('heading', { level: 2, name: 'Bike' });
    // $220 at 13.4%: $29.48 to iBuy.
    expect(
      screen.getByText(
        'Listing is free. If it sells, iBuy keeps 13.4% of the price: $29.48, so you get $190.52.',
      ),
    ).toBeTruthy();
    await userEvent.clear(price());
    await userEvent.type(price(), '100');
    expect(screen.getByText(/: \$13\.40, so you get \$86\.60\.$/)).toBeTruthy();
    await userEvent.clear(price());
    expect(
      screen.getByText('Listing is free. If it sells, iBuy keeps 13.4% of the price.'),
    ).toBeTruthy();
  });

  it('refuses a price over $100,000 or under $1 with the spec’s messages, sending nothing', async () => {
    const calls = open([ownedItem()]);
    await screen.findByRole('heading', { level: 2, name: 'Bike' });
    await offer('100000.01');
    expect(screen.getByRole('alert').textContent).toBe('The maximum sell price is $100,000');
    await offer('0');
    expect(screen.getByRole('alert').textContent).toBe('Sale price must be $1 or more');
    await offer('0.99');
    expect(screen.getByRole('alert').textContent).toBe('Sale price must be $1 or more');
    await offer('');
    expect(screen.getByRole('alert').textContent).toBe('Error: please enter amount');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lists the thing at the price typed, then shows it on iBuy’s Selling tab', async () => {
    const calls = open([ownedItem()]);
    await screen.findByRole('heading', { level: 2, name: 'Bike' });
    await offer('100000');
    // The refreshed thing is now listed: the player stays to see the button say so, then moves on.
    expect(await screen.findByRole('button', { name: 'Listed!' })).toBeTruthy();
    expect(await screen.findByText('Arrived at /app/dashboard/ibuy/selling')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      ItemInstanceID: 'item-bike-1',
      Price: 100000,
    });
  });

  it('warns when a job needs the thing', async () => {
    open([ownedItem({ NeededByJobs: ['Bike courier'] })]);
    expect(
      await screen.findByText(
        'Your job as Bike courier needs this. Sell it and you may not meet that job’s requirements next time.',
      ),
    ).toBeTruthy();
  });

  it('shows the server’s refusal in a popup', async () => {
    open([ownedItem()], 'item-bike-1', refused(400, ITEM_MESSAGES.alreadyForSale));
    await screen.findByRole('heading', { level: 2, name: 'Bike' });
    await userEvent.click(sellButton());
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText(ITEM_MESSAGES.alreadyForSale)).toBeTruthy();
  });

  it('goes back to My Stuff for a thing that cannot be listed', async () => {
    open([ownedItem({ CanSell: false })]);
    expect(await screen.findByText('Arrived at /app/dashboard/my-stuff')).toBeTruthy();
  });

  it('goes back to My Stuff for a thing already listed', async () => {
    open([ownedItem({ IBuySale: true, iBuyItemForSaleID: 'sale-1', SalePrice: 200 })]);
    expect(await screen.findByText('Arrived at /app/dashboard/my-stuff')).toBeTruthy();
  });

  it('goes back to My Stuff for a thing the player does not own', async () => {
    open([ownedItem()], 'someone-elses');
    expect(await screen.findByText('Arrived at /app/dashboard/my-stuff')).toBeTruthy();
  });
});

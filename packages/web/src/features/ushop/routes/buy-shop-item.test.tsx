import '../../../lib/testing/polyfill-dialog';
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
import {
  BANK_APP,
  cash,
  CASH_APP,
  creditCard,
  CREDIT_APP,
  everyday,
  signIn,
} from '../../../lib/testing/money-fixtures';
import { itemSourceReads } from '../../../lib/testing/item-fixtures';
import { shopItem } from '../testing/fixtures';
import { BuyShopItemPage } from './buy-shop-item';

// A purchase's success shows for a second before the page moves on.
configure({ asyncUtilTimeout: 4000 });

function open({
  stock = [shopItem()],
  card = ok(creditCard()) as FakeReply,
  purchase = ok([]) as FakeReply,
} = {}) {
  let bought = false;
  const calls = stubServer({
    // Once bought, the player has all they may this week, as the server says on a refresh.
    'GET /api/i/uShop': () =>
      ok(bought ? stock.map((item) => ({ ...item, SoldOut: true, QuantityLeft: 0 })) : stock),
    ...itemSourceReads({ card }),
    'POST /api/i/items/purchase': () => {
      bought = purchase.status === undefined;
      return purchase;
    },
  });
  const router = renderRoute(
    '/app/dashboard/ushop/item/buy',
    <BuyShopItemPage />,
    '/app/dashboard/ushop/item/buy?id=bike',
  );
  return Object.assign(calls, { router });
}

const payWith = () => screen.findByRole('combobox', { name: 'Pay with' });
const buy = () => userEvent.click(screen.getByRole('button', { name: 'BUY' }));

describe('buying in uShop', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('is titled BUY ITEM and pays with cash, a bank account or the card, never an investment', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'BUY ITEM' })).toBeTruthy();
    const select = (await payWith()) as HTMLSelectElement;
    expect(screen.getByText('Bike')).toBeTruthy();
    expect(screen.getByText('$200.00')).toBeTruthy();
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose an account',
      'My Cash: $80.00',
      'Everyday Access: $250.00',
      'Low Rate Card: $800.00 credit left',
    ]);
    expect(select.disabled).toBe(false);
  });

  it('sends uShop’s GameAppID 9, the item and the chosen account, then shows it in My Stuff', async () => {
    const calls = open();
    await userEvent.selectOptions(await payWith(), everyday.ID);
    await buy();
    expect(await screen.findByRole('button', { name: 'Bought!' })).toBeTruthy();
    expect(await screen.findByText('Arrived at /app/dashboard/my-stuff')).toBeTruthy();
    expect(calls.router.state.location.state).toEqual({ bought: 'Bike' });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      GameAppID: 9,
      ItemID: 'bike',
      FromGameAppInstanceID: BANK_APP,
      FromAccountInstanceID: everyday.ID,
    });
  });

  it('buys on the credit card', async () => {
    const calls = open();
    await userEvent.selectOptions(await payWith(), creditCard().ID);
    await buy();
    expect(await screen.findByText('Arrived at /app/dashboard/my-stuff')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      GameAppID: 9,
      FromGameAppInstanceID: CREDIT_APP,
      FromAccountInstanceID: creditCard().ID,
    });
  });

  it('asks for an account, then refuses one that cannot cover the price, sending nothing', async () => {
    const calls = open();
    await payWith();
    await buy();
    expect(screen.getByRole('alert').textContent).toBe('Error: please select an account');
    await userEvent.selectOptions(await payWith(), cash(80).ID);
    await buy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Not enough funds in selected account. My Cash has $80.00 and this costs $200.00.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('with only My Cash, the list is disabled and chosen for you', async () => {
    const calls = stubServer({
      'GET /api/i/uShop': ok([shopItem({ Price: 20 })]),
      ...itemSourceReads({
        accounts: [],
        investments: [],
        card: refused(400, 'No credit card purchased.'),
      }),
      'POST /api/i/items/purchase': ok([]),
    });
    renderRoute(
      '/app/dashboard/ushop/item/buy',
      <BuyShopItemPage />,
      '/app/dashboard/ushop/item/buy?id=bike',
    );
    const select = (await payWith()) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe(cash(80).ID);
    await buy();
    expect(await screen.findByText('Arrived at /app/dashboard/my-stuff')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      FromGameAppInstanceID: CASH_APP,
    });
  });

  it('shows the server’s refusal in a popup', async () => {
    open({ purchase: refused(400, 'This item has sold out.') });
    await userEvent.selectOptions(await payWith(), everyday.ID);
    await buy();
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('This item has sold out.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'BUY' })).toBeTruthy();
  });

  it('goes back to the shop for a thing sold out on arrival', async () => {
    open({ stock: [shopItem({ SoldOut: true })] });
    expect(await screen.findByText('Arrived at /app/dashboard/ushop')).toBeTruthy();
  });

  it('Cancel goes back to the thing', async () => {
    open();
    await payWith();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/app/dashboard/ushop/item?id=bike',
    );
  });
});

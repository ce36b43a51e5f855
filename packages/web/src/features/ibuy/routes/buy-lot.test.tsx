import '../../../lib/testing/polyfill-dialog';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { cash, creditCard, CREDIT_APP, signIn } from '../../../lib/testing/money-fixtures';
import { itemSourceReads } from '../../../lib/testing/item-fixtures';
import { lot } from '../testing/fixtures';
import { BuyLotPage } from './buy-lot';

// A purchase's success shows for a second before the page moves on.
configure({ asyncUtilTimeout: 4000 });

function open(lots = [lot()]) {
  let bought = false;
  const calls = stubServer({
    'GET /api/i/iBuy': () => ok(bought ? lots.map((shown) => ({ ...shown, SoldOut: true })) : lots),
    ...itemSourceReads(),
    'POST /api/i/items/purchase': () => {
      bought = true;
      return ok([]);
    },
  });
  renderRoute(
    '/app/dashboard/ibuy/item/buy',
    <BuyLotPage />,
    '/app/dashboard/ibuy/item/buy?id=lot-guitar',
  );
  return calls;
}

const payWith = () => screen.findByRole('combobox', { name: 'Pay with' });

describe('buying a lot now', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('is titled BUY ITEM and may be paid with cash, a bank account or the card', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'BUY ITEM' })).toBeTruthy();
    const options = within(await payWith())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose an account',
      'My Cash: $80.00',
      'Everyday Access: $250.00',
      'Low Rate Card: $800.00 credit left',
    ]);
    expect(screen.getByText('$190.00')).toBeTruthy();
  });

  it('sends iBuy’s GameAppID 10 and the lot’s iBuyGameItemID, then says it’s yours', async () => {
    const calls = open();
    await userEvent.selectOptions(await payWith(), creditCard().ID);
    await userEvent.click(screen.getByRole('button', { name: 'BUY' }));
    expect(await screen.findByRole('button', { name: 'Bought!' })).toBeTruthy();
    expect(
      await screen.findByText('Arrived at /app/dashboard/ibuy/item/complete/buy'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      GameAppID: 10,
      ItemID: 'lot-guitar',
      FromGameAppInstanceID: CREDIT_APP,
      FromAccountInstanceID: creditCard().ID,
    });
  });

  it('refuses an account that cannot cover the buy-now price', async () => {
    const calls = open();
    await userEvent.selectOptions(await payWith(), cash(80).ID);
    await userEvent.click(screen.getByRole('button', { name: 'BUY' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Not enough funds in selected account. My Cash has $80.00 and this costs $190.00.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('goes back to iBuy for a lot already bought', async () => {
    open([lot({ SoldOut: true })]);
    expect(await screen.findByText('Arrived at /app/dashboard/ibuy')).toBeTruthy();
  });
});

import '../../../lib/testing/polyfill-dialog';
import type { IBuySale } from '@mc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { sale } from '../testing/fixtures';
import { SellingPage } from './selling';

function stub(sales: IBuySale[]) {
  return stubServer({
    'GET /api/i/iBuy/items': ok(sales),
    'POST /api/i/iBuy/items/cancel': ok([]),
  });
}

describe('iBuy selling', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each listing: asking price, worth, what iBuy’s fee leaves, when the answer comes', async () => {
    stub([sale()]);
    renderRoute('/app/dashboard/ibuy/selling', <SellingPage />);
    const bike = await screen.findByRole('article', { name: 'Bike' });
    expect(bike.textContent).toContain('Asking $250.00');
    expect(within(bike).getByText('Worth about $219.60')).toBeTruthy();
    // $250 less 13.4% ($33.50).
    expect(bike.textContent).toContain('If it sells, you get $216.50 after iBuy’s 13.4% fee');
    expect(
      within(bike).getByText('Listed in week 4: the answer comes by email next week'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Selling' }).getAttribute('aria-current')).toBe('page');
  });

  it('takes a listing off with its iBuyItemForSaleID after asking', async () => {
    const calls = stub([sale()]);
    renderRoute('/app/dashboard/ibuy/selling', <SellingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Take it off iBuy: Bike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take Bike off iBuy?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take it off iBuy' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const cancel = calls.find((call) => call.method === 'POST');
    expect(cancel?.path).toBe('/api/i/iBuy/items/cancel');
    expect(cancel?.body).toMatchObject({ iBuyItemForSaleID: 'sale-bike' });
  });

  it('says so when nothing is listed, with a way to My Stuff', async () => {
    stub([]);
    renderRoute('/app/dashboard/ibuy/selling', <SellingPage />);
    expect(await screen.findByText(/You’re not selling anything on iBuy/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Sell something from My Stuff' }).getAttribute('href'),
    ).toBe('/app/dashboard/my-stuff');
  });

  it('names the thing just listed from My Stuff, with the spec’s notice', async () => {
    stub([sale()]);
    const router = renderRoute('/app/dashboard/ibuy/selling', <SellingPage />);
    // As My Stuff's sell form arrives here.
    await router.navigate('/app/dashboard/ibuy/selling', { state: { listed: 'Bike' } });
    expect(
      await screen.findByText(
        'Listed! Bike is on iBuy. Check your email next week to see if you are successful.',
      ),
    ).toBeTruthy();
  });
});

import '../../../lib/testing/polyfill-dialog';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { itemSourceReads } from '../../../lib/testing/item-fixtures';
import { BANK_APP, cash, everyday, savings, signIn } from '../../../lib/testing/money-fixtures';
import { held, share } from '../testing/fixtures';
import { BuySharesPage } from './buy-shares';
import { SellSharesPage } from './sell-shares';

// A trade's success shows for a second before the page moves on.
configure({ asyncUtilTimeout: 4000 });

function open(side: 'buy' | 'sell', id: string, trade = ok([share(), held()])) {
  const calls = stubServer({
    'GET /api/i/shares': ok([share(), held()]),
    ...itemSourceReads({ accounts: [everyday, savings] }),
    [`POST /api/i/shares/${side}`]: trade,
  });
  const Page = side === 'buy' ? BuySharesPage : SellSharesPage;
  renderRoute(`/app/dashboard/shares/${side}`, <Page />, `/app/dashboard/shares/${side}?id=${id}`);
  return calls;
}

const sum = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const countBox = () => screen.findByRole('spinbutton', { name: 'Number of shares' });
const slider = () => screen.getByRole('slider', { name: 'Number of shares (slider)' });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('buying shares', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the slider and the number in step and works out cost, brokerage and total', async () => {
    open('buy', 'KOAL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shares' })).toBeTruthy();
    const box = await countBox();
    expect(box.getAttribute('max')).toBe('1000');
    expect(slider().getAttribute('max')).toBe('1000');
    expect(screen.getByText('Up 13.64% over 2 weeks, from $2.20 to $2.50.')).toBeTruthy();
    expect(
      screen.getByText('Dividends: about 3% of the price a year, paid in two halves.'),
    ).toBeTruthy();

    await userEvent.clear(box);
    await userEvent.type(box, '33');
    expect((slider() as HTMLInputElement).value).toBe('33');
    // 33 x $2.50 = $82.50; 2% is $1.65.
    expect(sum('Cost')).toBe('$82.50');
    expect(sum('Brokerage fee (2%)')).toBe('$1.65');
    expect(sum('Total to pay')).toBe('$84.15');

    fireEvent.change(slider(), { target: { value: '7' } });
    expect((box as HTMLInputElement).value).toBe('7');
    expect(sum('Cost')).toBe('$17.50');
    expect(sum('Brokerage fee (2%)')).toBe('$0.35');
    expect(sum('Total to pay')).toBe('$17.85');
  });

  it('pays from cash or a bank account, never the card', async () => {
    open('buy', 'KOAL');
    const select = await screen.findByRole('combobox', { name: 'Pay with' });
    expect(optionsOf(select)).toEqual([
      'Choose an account',
      'My Cash: $80.00',
      'Everyday Access: $250.00',
      'Bonus Saver: $120.00',
    ]);
  });

  it('asks for an account, at least one share and enough money before sending', async () => {
    const calls = open('buy', 'KOAL');
    const box = await countBox();
    const buy = screen.getByRole('button', { name: 'BUY SHARES' });
    await userEvent.click(buy);
    expect(screen.getByRole('alert').textContent).toBe('Error: please select an account');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pay with' }), cash().ID);
    await userEvent.clear(box);
    await userEvent.click(buy);
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Please select at least 1 share to buy',
    );

    await userEvent.type(box, '40');
    await userEvent.click(buy);
    // 40 x $2.50 + $2.00 brokerage = $102.00, and there is $80 cash.
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Not enough funds in selected account',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the company code and the number of shares, then shows the portfolio', async () => {
    const calls = open('buy', 'KOAL');
    const box = await countBox();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pay with' }), everyday.ID);
    await userEvent.clear(box);
    await userEvent.type(box, '12');
    await userEvent.click(screen.getByRole('button', { name: 'BUY SHARES' }));
    expect(await screen.findByText('Arrived at /app/dashboard/shares')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      GameInstanceID: expect.any(String),
      ShareInstanceID: 'KOAL',
      GameAppInstanceID: BANK_APP,
      AccountInstanceID: everyday.ID,
      Total: 12,
    });
  });

  it('shows the server’s refusal in the message popup', async () => {
    open('buy', 'KOAL', refused(400, 'You can buy at most the shares still available.'));
    await countBox();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pay with' }), everyday.ID);
    await userEvent.click(screen.getByRole('button', { name: 'BUY SHARES' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('You can buy at most the shares still available.'),
    ).toBeTruthy();
  });

  it('goes back to Shares for a company not on the market', async () => {
    open('buy', 'NOPE');
    expect(await screen.findByText('Arrived at /app/dashboard/shares')).toBeTruthy();
  });
});

describe('selling shares', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('is paid into a bank account only, up to the shares owned, less brokerage', async () => {
    open('sell', 'ROKT');
    const select = await screen.findByRole('combobox', {
      name: 'Select bank account to be paid into',
    });
    expect(optionsOf(select)).toEqual([
      'Choose an account',
      'Everyday Access: $250.00',
      'Bonus Saver: $120.00',
    ]);
    expect(screen.getByText('Shares owned')).toBeTruthy();
    expect(screen.getByText('Pays no dividends: any return comes from the price.')).toBeTruthy();
    const box = await countBox();
    expect(box.getAttribute('max')).toBe('10');
    await userEvent.clear(box);
    await userEvent.type(box, '10');
    // 10 x $12.00 = $120.00; 2% is $2.40.
    expect(sum('Value')).toBe('$120.00');
    expect(sum('Brokerage fee (2%)')).toBe('$2.40');
    expect(sum('Total paid to you')).toBe('$117.60');
  });

  it('asks for at least one share to sell', async () => {
    open('sell', 'ROKT');
    const box = await countBox();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Select bank account to be paid into' }),
      savings.ID,
    );
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'SELL SHARES' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Please select at least 1 share to sell',
    );
  });

  it('goes back to the portfolio for a company the player does not hold', async () => {
    open('sell', 'KOAL');
    expect(await screen.findByText('Arrived at /app/dashboard/shares')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { held, share } from '../testing/fixtures';
import { SharesHomePage } from './shares-home';

function open(market = [share(), held()], url = '/app/dashboard/shares') {
  stubServer({ 'GET /api/i/shares': ok(market) });
  renderRoute('/app/dashboard/shares', <SharesHomePage />, url);
}

const card = async (name: RegExp) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

describe('the share market', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows a company’s risk in words, its prices, the change and what is left to buy', async () => {
    open();
    const koala = within(await card(/KOAL/));
    expect(koala.getByText('LOW risk')).toBeTruthy();
    expect(koala.getByText('$2.40')).toBeTruthy();
    expect(koala.getByText('$2.50')).toBeTruthy();
    expect(koala.getByText('Up 13.64% over 2 weeks, from $2.20 to $2.50.')).toBeTruthy();
    expect(koala.getByText('Change').nextElementSibling?.textContent).toBe('up +4.17%');
    expect(koala.getByText('Shares AVAILABLE: 1000/1000')).toBeTruthy();
    expect(koala.getByRole('link', { name: /BUY THESE SHARES/ }).getAttribute('href')).toBe(
      '/app/dashboard/shares/buy?id=KOAL',
    );
    const rocket = within(await card(/ROKT/));
    expect(rocket.getByText('HIGH risk')).toBeTruthy();
    expect(rocket.getByText('Change').nextElementSibling?.textContent).toBe('down −7.69%');
    expect(rocket.getByText('Shares AVAILABLE: 190/200')).toBeTruthy();
  });

  it('tells a company’s news in the week it has some, in words and not by colour', async () => {
    open([
      share({
        LastWeeksPrice: 2.5,
        PercentageChange: 0,
        News: {
          Headline: 'Koala Kitchens wins a contract',
          Text: 'Its shares rose 12%.',
          Good: true,
        },
      }),
      held(),
    ]);
    const news = within(within(await card(/KOAL/)).getByRole('note', { name: 'Market news' }));
    expect(news.getByText('Koala Kitchens wins a contract')).toBeTruthy();
    expect(news.getByText('Its shares rose 12%.')).toBeTruthy();
    expect(within(await card(/KOAL/)).getByText('No change')).toBeTruthy();
    expect(within(await card(/ROKT/)).queryByRole('note')).toBeNull();
  });

  it('offers a disabled NO SHARES LEFT TO PURCHASE once the player owns them all', async () => {
    open([share({ OwnedShares: 1000, Total: 2500, CostOfHolding: 2400 })]);
    const koala = within(await card(/KOAL/));
    expect(koala.getByText('Shares AVAILABLE: 0/1000')).toBeTruthy();
    const button = koala.getByRole('button', { name: 'NO SHARES LEFT TO PURCHASE' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(koala.queryByRole('link', { name: /BUY THESE SHARES/ })).toBeNull();
  });
});

describe('the Market and Portfolio tabs', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('move with the arrow keys, and the panel follows the tab', async () => {
    open();
    const market = await screen.findByRole('tab', { name: 'Market' });
    const portfolio = screen.getByRole('tab', { name: 'Portfolio' });
    expect(market.getAttribute('aria-selected')).toBe('true');
    expect(portfolio.tabIndex).toBe(-1);
    await card(/KOAL/);

    market.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(portfolio);
    expect(portfolio.getAttribute('aria-selected')).toBe('true');
    expect(market.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Portfolio' });
    expect(within(panel).getByText('Total investment value')).toBeTruthy();

    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(market);
    expect(screen.getByRole('tabpanel', { name: 'Market' })).toBeTruthy();
  });

  it('says the player owns no shares when the portfolio is empty', async () => {
    open([share()], '/app/dashboard/shares?tab=portfolio');
    expect(await screen.findByText('You currently own no shares')).toBeTruthy();
  });

  it('shows each holding, what it cost, the gain or loss so far and SELL THESE SHARES', async () => {
    open(
      [
        share(),
        held(),
        held({
          ShareInstanceID: 'BANK',
          Company: 'BANK',
          Title: 'Big Bank',
          OwnedShares: 5,
          Total: 30,
          CostOfHolding: 25,
          RealisedGain: 4.5,
        }),
      ],
      '/app/dashboard/shares?tab=portfolio',
    );
    expect(await screen.findByText('$150.00')).toBeTruthy();
    const rocket = within(await card(/ROKT/));
    expect(rocket.getByText('$120.00')).toBeTruthy();
    expect(rocket.getByText('$132.60')).toBeTruthy();
    expect(rocket.getByText('−$12.60 loss')).toBeTruthy();
    expect(rocket.queryByText('Made from selling')).toBeNull();
    expect(rocket.getByRole('link', { name: /SELL THESE SHARES/ }).getAttribute('href')).toBe(
      '/app/dashboard/shares/sell?id=ROKT',
    );
    const bank = within(await card(/BANK/));
    expect(bank.getByText('+$5.00 gain')).toBeTruthy();
    expect(bank.getByText('+$4.50 gain')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /KOAL/ })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { deposit, everyday, signIn, termDeposit } from '../../../lib/testing/money-fixtures';
import { ChooseInvestment } from './choose-investment';

function open(accounts: unknown[]) {
  stubServer({
    'GET /api/g/banking/investments': ok([termDeposit]),
    'GET /api/i/banking': ok(accounts),
  });
  renderRoute('/app/dashboard/banking/choose-investment', <ChooseInvestment />);
}

describe('choosing an investment', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('offers term deposits again and again once there is a transaction account', async () => {
    open([everyday, deposit]);
    expect(await screen.findByRole('heading', { name: 'Invest' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: termDeposit.Title });
    // Holding one already is no reason not to buy another.
    expect(
      within(card)
        .getByRole('link', { name: `Choose ${termDeposit.Title}` })
        .getAttribute('href'),
    ).toBe(`/app/dashboard/banking/open-investment-account/${termDeposit.ID}`);
    expect(screen.queryByText(/You already have this account/)).toBeNull();
  });

  it('locks them, and says why, until there is a transaction account', async () => {
    open([]);
    const card = await screen.findByRole('article', { name: termDeposit.Title });
    expect(within(card).getByText(/Locked until you open a transaction account/)).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(screen.getByText(/unlock once you have a transaction account/)).toBeTruthy();
  });
});

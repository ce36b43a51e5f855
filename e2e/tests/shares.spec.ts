import { expect, test } from '@playwright/test';
import { dismissMentor, openApp, registerStudent, settle, signInAndStartGame } from './support';
import { gameGet, moveCashTo, openEverydayAccount, playWeekByApi, shot } from './week-support';

// Issue 15: Shares as a new player meets them. They buy shares in a low- and a high-risk company,
// watch the prices for a few weeks, and sell one with its gain or loss shown; the tabs and the
// slider work with the keyboard.

const link = () => process.env.E2E_DEMO_LINK ?? '';

test.setTimeout(180_000);

type Share = {
  ID: string;
  Title: string;
  Risk: 0 | 1 | 2;
  CurrentPrice: number;
  OwnedShares: number;
  PreviousWeekValues: { Week: number }[];
};

test('a new player buys low- and high-risk shares, watches them and sells', async ({
  page,
  request,
}) => {
  const email = await registerStudent(request, link(), 'Kai');
  await signInAndStartGame(page, link(), email);
  await dismissMentor(page);
  await settle(page);
  const account = await openEverydayAccount(page);
  await moveCashTo(page, account, 400);

  await openApp(page, /Shares/, true);
  await expect(page.getByRole('tab', { name: 'Market' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: shot(page, 'shares-market'), fullPage: true });
  const market = (await gameGet<Share[]>(page, '/api/i/shares')).Results;
  const low = market.find((s) => s.Risk === 0)!;
  const high = market.find((s) => s.Risk === 2)!;

  for (const [share, count] of [
    [low, 2],
    [high, 20],
  ] as const) {
    await page.getByRole('link', { name: new RegExp(`BUY THESE SHARES: ${share.ID}`) }).click();
    await expect(page.getByText(share.Title).first()).toBeVisible();
    const slider = page.getByLabel('Number of shares (slider)');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Number of shares', { exact: true })).toHaveValue('2');
    await page.getByLabel('Number of shares', { exact: true }).fill(String(count));
    await page.getByLabel('Pay with').selectOption(account);
    await settle(page);
    await page.screenshot({ path: shot(page, `shares-buy-${share.Risk}`), fullPage: true });
    await page.getByRole('button', { name: 'BUY SHARES' }).click();
    await expect(page.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await openApp(page, /Shares/);
  }

  // The tabs answer the arrow keys.
  await page.getByRole('tab', { name: 'Market' }).click();
  await expect(page.getByRole('tab', { name: 'Market' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Portfolio' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A few weeks pass; the prices shown reach this week and no further.
  for (let week = 1; week <= 3; week++) await playWeekByApi(page);
  const later = (await gameGet<Share[]>(page, '/api/i/shares')).Results;
  for (const share of later) expect(share.PreviousWeekValues.at(-1)!.Week).toBe(4);
  expect(later.find((s) => s.ID === high.ID)!.OwnedShares).toBe(20);

  await openApp(page, /Shares/);
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await settle(page);
  await page.screenshot({ path: shot(page, 'shares-portfolio'), fullPage: true });
  await page.getByRole('link', { name: new RegExp(`SELL THESE SHARES: ${high.ID}`) }).click();
  await page.getByLabel('Number of shares', { exact: true }).fill('20');
  // One bank account: the dropdown is chosen for the player and disabled (spec part 2, section 5).
  const payInto = page.getByLabel('Select bank account to be paid into');
  await expect(payInto).toHaveValue(account);
  await expect(payInto).toBeDisabled();
  await settle(page);
  await page.screenshot({ path: shot(page, 'shares-sell'), fullPage: true });
  await page.getByRole('button', { name: 'SELL SHARES' }).click();
  await expect(page.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(low.Title).first()).toBeVisible();
  await settle(page);
});

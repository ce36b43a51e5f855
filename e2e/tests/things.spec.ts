import { expect, test, type Page } from '@playwright/test';
import { dismissMentor, openApp, registerStudent, settle, signInAndStartGame } from './support';
import {
  buyCheapestCard,
  finishTheWeek,
  gameGet,
  moveCashTo,
  openEverydayAccount,
  settleAll,
  shot,
} from './week-support';

// Issue 14: My Stuff, uShop and iBuy as a new player meets them. They buy something new in uShop
// on their credit card, bid on a second-hand lot, are outbid (by e-mail, the held money back), bid
// again above the other bidders and win, and sell their phone on iBuy and read next week whether
// it sold.

const link = () => process.env.E2E_DEMO_LINK ?? '';

test.setTimeout(240_000);

type ShopItem = { ID: string; Title: string; Price: number; SoldOut: boolean };
type Lot = {
  iBuyGameItemID: string;
  Title: string;
  CurrentBid: number;
  SuggestedBid: number;
  SellPrice: number;
  ClosingWeek: number;
};
type Owned = { ItemInstanceID: string; Title: string; Price: number; CanSell: boolean };

/** Opens an app from the dashboard, closing the week's tip first if the mentor has one. */
async function openFromDashboard(page: Page, name: RegExp, firstVisit = false) {
  await page.goto('/app/dashboard');
  await settleAll(page);
  await page.getByRole('link', { name }).first().click();
  await settleAll(page, { mentor: firstVisit });
}

/** Ends the week on the status bar, skips the question and starts the next one. */
async function nextWeek(page: Page, week: number) {
  await page.goto('/app/dashboard');
  await settleAll(page);
  await finishTheWeek(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'START NEXT WEEK' }).click();
  await expect(page.getByRole('heading', { name: `Week ${week}`, exact: true })).toBeVisible();
  await settleAll(page);
}

/** Opens an e-mail by its subject and returns to the inbox's page. */
async function readEmail(page: Page, subject: RegExp, firstVisit = false) {
  await openFromDashboard(page, /Email/, firstVisit);
  await page.getByRole('link', { name: subject }).first().click();
  await settle(page);
}

const dollars = (value: number) =>
  `$${value.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a new player buys in uShop on the card, is outbid on iBuy, wins, and sells their phone', async ({
  page,
  request,
}) => {
  const email = await registerStudent(request, link(), 'Ari');
  await signInAndStartGame(page, link(), email);
  await dismissMentor(page);
  await settle(page);
  const account = await openEverydayAccount(page);
  await buyCheapestCard(page, account);
  await moveCashTo(page, account, 300);

  // uShop: this week's stock, the first visit with the mentor's help.
  await openApp(page, /uShop/, true);
  await expect(page.getByRole('heading', { name: "This week's hot items" })).toBeVisible();
  await page.screenshot({ path: shot(page, 'ushop'), fullPage: true });
  const stock = (await gameGet<ShopItem[]>(page, '/api/i/uShop')).Results;
  const cheap = [...stock].filter((i) => !i.SoldOut).sort((a, b) => a.Price - b.Price)[0]!;
  await page
    .getByRole('link', { name: new RegExp(cheap.Title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: cheap.Title })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'ushop-item'), fullPage: true });
  await page.getByRole('link', { name: 'BUY THIS ITEM' }).click();
  await expect(page.getByRole('heading', { name: 'BUY ITEM' })).toBeVisible();
  const payWith = page.getByLabel('Pay with');
  const cardOption = payWith.locator('option', { hasText: /card/i }).first();
  await payWith.selectOption((await cardOption.getAttribute('value'))!);
  await settle(page);
  await page.screenshot({ path: shot(page, 'ushop-buy'), fullPage: true });
  await page.getByRole('button', { name: 'BUY' }).click();
  // It is in My Stuff, worth what a second-hand one fetches; the card owes its price.
  await expect(page).toHaveURL(/\/my-stuff/);
  await expect(page.getByRole('heading', { name: cheap.Title }).first()).toBeVisible();
  await settleAll(page, { mentor: true });
  await page.screenshot({ path: shot(page, 'my-stuff'), fullPage: true });
  const card = await gameGet<{ Balance: number }>(page, '/api/i/creditcards');
  expect(card.Results.Balance).toBeCloseTo(-cheap.Price, 2);

  // iBuy: a lot that closes next week, a bid at the form's suggestion.
  await openApp(page, /iBuy/, true);
  await expect(page.getByRole('heading', { name: 'My bids' })).toBeVisible();
  const lots = (await gameGet<Lot[]>(page, '/api/i/iBuy')).Results;
  const lot = lots.find((l) => l.ClosingWeek === 2)!;
  await page.screenshot({ path: shot(page, 'ibuy'), fullPage: true });
  await page
    .getByRole('link', { name: new RegExp(lot.Title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: lot.Title })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'ibuy-lot'), fullPage: true });
  await page.getByRole('link', { name: /Place a bid/ }).click();
  await expect(page.getByRole('heading', { name: 'Place a bid' })).toBeVisible();
  await expect(page.getByLabel('Your bid')).toHaveValue(
    new RegExp(`^\\$?${lot.SuggestedBid}(\\.00)?$`),
  );
  // A bid under the current bid plus $5 is refused as the server would.
  await page.getByLabel('Pay from').selectOption(account);
  await page.getByLabel('Your bid').fill(String(lot.CurrentBid + 1));
  await page.getByRole('button', { name: 'BID' }).click();
  await expect(page.getByText('Error: Bid not high enough').first()).toBeVisible();
  await page.getByLabel('Your bid').fill(String(lot.SuggestedBid));
  await settle(page);
  await page.screenshot({ path: shot(page, 'ibuy-bid'), fullPage: true });
  await page.getByRole('button', { name: 'BID' }).click();
  await expect(page.getByRole('heading', { name: 'Your bid is in!' })).toBeVisible();
  await settle(page);
  // A reload keeps the answer; Back never returns to the form or to a lot now bid on.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your bid is in!' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/ibuy(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'My bids' })).toBeVisible();
  // The lot cannot be opened while the player bids on it.
  await openApp(page, /iBuy/);
  await expect(page.getByRole('button', { name: `Cancel bid on ${lot.Title}` })).toBeVisible();
  await expect(
    page.locator('[aria-disabled="true"]', { hasText: lot.Title }).first(),
  ).toBeVisible();

  // My Stuff: sell the phone on iBuy for well under what it is worth.
  await openApp(page, /MyStuff|My Stuff/);
  const phone = (await gameGet<Owned[]>(page, '/api/i/items/inventory')).Results.find((i) =>
    /phone/i.test(i.Title),
  )!;
  await page.getByRole('link', { name: `Sell on iBuy: ${phone.Title}` }).click();
  await expect(
    page.getByText('Check your email next week to see if you are successful.'),
  ).toBeVisible();
  await page.getByLabel('Your price').fill('0');
  await page.getByRole('button', { name: 'Sell on iBuy' }).click();
  await expect(page.getByText('Sale price must be $1 or more').first()).toBeVisible();
  await page.getByLabel('Your price').fill('60');
  await settle(page);
  await page.screenshot({ path: shot(page, 'my-stuff-sell'), fullPage: true });
  await page.getByRole('button', { name: 'Sell on iBuy' }).click();
  await expect(page).toHaveURL(/\/ibuy\/selling/);
  await expect(page.getByRole('heading', { name: phone.Title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: phone.Title })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'ibuy-selling'), fullPage: true });

  // Week 2: outbid (the money back) and the phone sold, both by e-mail.
  await nextWeek(page, 2);
  await readEmail(page, new RegExp(`You've been outbid: ${lot.Title}`), true);
  await expect(page.getByText(/is back in/).first()).toBeVisible();
  await page.screenshot({ path: shot(page, 'ibuy-outbid'), fullPage: true });
  await readEmail(page, new RegExp(`Sold: ${phone.Title}`));
  await expect(page.getByText(/sold on iBuy for \$60\.00/)).toBeVisible();
  expect(
    (await gameGet<Owned[]>(page, '/api/i/items/inventory')).Results.some(
      (i) => i.ItemInstanceID === phone.ItemInstanceID,
    ),
  ).toBe(false);

  // Bid again, above what the other bidders will go to (just under buy-now), and win.
  const again = (await gameGet<Lot[]>(page, '/api/i/iBuy')).Results.find(
    (l) => l.iBuyGameItemID === lot.iBuyGameItemID,
  )!;
  expect(again.CurrentBid).toBeGreaterThan(lot.SuggestedBid - 0.01);
  await openApp(page, /iBuy/);
  await page
    .getByRole('link', { name: new RegExp(lot.Title) })
    .first()
    .click();
  await page.getByRole('link', { name: /Place a bid/ }).click();
  const winning = again.SellPrice - 5;
  await page.getByLabel('Pay from').selectOption(account);
  await page.getByLabel('Your bid').fill(String(winning));
  await page.getByRole('button', { name: 'BID' }).click();
  await expect(page.getByRole('heading', { name: 'Your bid is in!' })).toBeVisible();
  await nextWeek(page, 3);
  await readEmail(page, new RegExp(`You won: ${lot.Title}`));
  await expect(page.getByText(new RegExp(`Your bid of \\${dollars(winning)} won`))).toBeVisible();
  await page.screenshot({ path: shot(page, 'ibuy-won'), fullPage: true });
  await openApp(page, /MyStuff|My Stuff/);
  await expect(page.getByRole('heading', { name: lot.Title }).first()).toBeVisible();
  await settle(page);
});

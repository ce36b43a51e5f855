import { expect, test, type Page } from '@playwright/test';
import {
  cents,
  dismissMentor,
  openApp,
  registerStudent,
  session,
  settle,
  signInAndStartGame,
} from './support';
import { playWeekByApi } from './week-support';

// Issue 10, point 9: a matured term deposit showed 'Interest earned so far $0.00' beside
// '+$4.60 Interest at maturity' on its statement. Once matured, the interest it earned shows as
// earned, the same amount as its statement's line. Issue 12: at maturity the bank reinvests it
// for the same term, and the week after is its grace week to withdraw it whole.

interface Product {
  ID: string;
  Title: string;
  MinimumBalance: number;
  DepositPeriod: number;
}

/** Calls as the signed-in player, unwrapping the envelope. */
async function api(page: Page) {
  const { Token, GameInstanceID, GameID } = await session(page);
  const headers = { authorization: `Bearer ${Token}` };
  const call = async <T>(method: 'get' | 'post', path: string, data: object = {}) => {
    const response =
      method === 'get'
        ? await page.request.get(path, { headers, params: { GameInstanceID, GameID } })
        : await page.request.post(path, { headers, data: { GameInstanceID, ...data } });
    const body = (await response.json()) as { Success: boolean; Messages: string[]; Results: T };
    expect(body.Success, `${path}: ${body.Messages.join(' ')}`).toBe(true);
    return body.Results;
  };
  return { call };
}

test('a matured term deposit shows the interest it earned, reinvested with a grace week', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const link = process.env.E2E_DEMO_LINK ?? '';
  await signInAndStartGame(page, link, await registerStudent(request, link));
  await dismissMentor(page);
  const { call } = await api(page);

  // An everyday account, then the shortest term deposit from cash, as a player would in week 1.
  const accounts = await call<Product[]>('get', '/api/g/banking');
  const everyday = accounts.find((product) => product.MinimumBalance === 0);
  await call('post', '/api/i/banking', { GameAccountID: everyday?.ID });
  const deposits = await call<Product[]>('get', '/api/g/banking/investments');
  const shortest = deposits.sort((a, b) => a.DepositPeriod - b.DepositPeriod)[0];
  if (!shortest) throw new Error('the scenario offers no term deposit');
  const cash = await call<{ ID: string; AppInstanceID: string }>('get', '/api/i/cashbox');
  await call('post', '/api/i/banking/investments', {
    GameAccountID: shortest.ID,
    TransferFromGameAppInstanceID: cash.AppInstanceID,
    TransferFromAccountInstanceID: cash.ID,
    Amount: shortest.MinimumBalance,
  });

  // Its term, week by week, through the API (the game journey shows the weeks' screens).
  for (let week = 0; week < shortest.DepositPeriod; week += 1) await playWeekByApi(page);

  await openApp(page, /My Bank/, true);
  await page.getByRole('link', { name: new RegExp(shortest.Title) }).click();
  await settle(page);
  await expect(page.getByRole('heading', { name: shortest.Title })).toBeVisible();
  await expect(page.getByText(/has matured/)).toBeVisible();

  const earned = page.locator('.fact-list__row').filter({ hasText: 'Interest at maturity' });
  await expect(earned.locator('dt')).toHaveText('Interest at maturity');
  await expect(page.getByText('Interest earned so far')).toHaveCount(0);
  const paid = page.getByRole('row').filter({ hasText: 'Interest at maturity' });
  await expect(paid).toHaveCount(1);
  const earnedCents = cents(await earned.locator('dd').innerText());
  expect(earnedCents).toBeGreaterThan(0);
  expect(cents(await paid.locator('.signed-amount').innerText())).toBe(earnedCents);
  await expect(page.getByText(/reinvested it all for another/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeVisible();

  await page.screenshot({
    path: test.info().outputPath('matured-term-deposit.png'),
    fullPage: true,
  });
});

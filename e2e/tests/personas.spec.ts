import { expect, test, type Page } from '@playwright/test';
import { dismissMentor, openApp, registerStudent, settle, signInAndStartGame } from './support';
import { openEverydayAccount, playWeekByApi, settleAll, shot } from './week-support';

// Issues 12 and 29: a class plays one persona, set by its year level, whatever each student's
// age; its debts and tax follow Australian rules. A Year 10 class (a 15- and a 17-year-old alike)
// meets a life at home and at school; the demo class (Year 12, the 18-year-old starting out) who
// leaves the phone bill unpaid meets a reminder, a final notice with a payment plan and a debt
// collector who takes nothing, and after 30 June a tax return that pays back the tax over-withheld.

const demoLink = () => process.env.E2E_DEMO_LINK ?? '';
const year10Link = () => process.env.E2E_YEAR10_LINK ?? '';

test.setTimeout(180_000);

async function startAs(
  page: Page,
  request: Parameters<typeof registerStudent>[0],
  age: number,
  link = demoLink(),
) {
  const email = await registerStudent(request, link, 'Sam', age);
  await signInAndStartGame(page, link, email);
  await dismissMentor(page);
  await settle(page);
}

/** Opens the e-mail with this subject from whichever folder holds it. After weeks played through
 * the API the mentor may have two things to say on the way in (the week's tip, then Email's help
 * on the first visit), so every popup is closed before the folders are read, and each folder's
 * list is read once it has loaded. */
async function openEmail(page: Page, subject: RegExp, firstVisit = false) {
  await page.goto('/app/dashboard');
  await page.getByRole('link', { name: /Email/ }).first().click();
  await settleAll(page, { mentor: firstVisit });
  const folders = page.getByRole('navigation', { name: 'Email folders' });
  for (const folder of [/^Messages/, /^Bills/, /^Bank/]) {
    await folders.getByRole('link', { name: folder }).click();
    await expect(page.getByText('Loading your emails…')).toHaveCount(0);
    const message = page.getByRole('link', { name: subject }).first();
    if (await message.isVisible()) {
      await message.click();
      await settleAll(page);
      return;
    }
  }
  throw new Error(`no e-mail ${subject.source} in any folder`);
}

for (const age of [15, 17])
  test(`a ${age}-year-old in a Year 10 class plays a life at home: a job of a few hours, family texts, no card`, async ({
    page,
    request,
  }) => {
    await startAs(page, request, age, year10Link());
    await lifeAtHome(page, age);
  });

async function lifeAtHome(page: Page, age: number) {
  await openApp(page, /Messages/, true);
  await page.getByRole('link', { name: /Mum/ }).first().click();
  await settle(page);
  await expect(page.getByText(/phone, streaming, bus fares and lunches/).first()).toBeVisible();
  await page.screenshot({ path: shot(page, `persona-${age}-mum`), fullPage: true });

  await openApp(page, /Email/, true);
  await page
    .getByRole('link', { name: /Welcome to the Money Challenge/ })
    .first()
    .click();
  await settle(page);
  await expect(page.getByText(/casual job of 6 hours a week/).first()).toBeVisible();
  await expect(page.getByText(/Bus fares, lunches and streaming have no bill/)).toBeVisible();
  await page.screenshot({ path: shot(page, `persona-${age}-welcome`), fullPage: true });

  // No card under 18: the bank says so up front, in words a student understands, with no form to
  // fill in first.
  await openApp(page, /My Credit/, true);
  await expect(page.getByText(/You must be 18 or older to get a credit card/)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to My Bank' })).toBeVisible();
  await page.screenshot({ path: shot(page, `persona-${age}-no-card`), fullPage: true });
}

test('an 18-year-old who leaves the phone bill unpaid meets the debt path, then tax time', async ({
  page,
  request,
}) => {
  await startAs(page, request, 19);
  await openEverydayAccount(page);
  // The phone bill arrives in week 2, due by the end of week 3; nothing is paid.
  // The final notice comes at the end of week 5, offering a payment plan for two weeks.
  for (let week = 1; week <= 5; week++) await playWeekByApi(page);
  await openEmail(page, /Final notice: Mobile plan/, true);
  await expect(page.getByRole('button', { name: 'ACCEPT' }).first()).toBeVisible();
  await expect(page.getByText(/a debt collector, Swift Recovery Services/).first()).toBeVisible();
  await page.screenshot({ path: shot(page, 'debt-final-notice'), fullPage: true });

  // Still unpaid at the end of week 7: the collector writes, and takes nothing.
  for (let week = 6; week <= 7; week++) await playWeekByApi(page);

  await openEmail(page, /Debt collection: Mobile plan/);
  await expect(page.getByText(/We add no fees of our own/).first()).toBeVisible();
  await page.screenshot({ path: shot(page, 'debt-collector'), fullPage: true });

  // Tax time: the year ends with week 22, and the ATO's answer comes at the end of week 25.
  for (let week = 8; week <= 25; week++) await playWeekByApi(page);
  await openEmail(page, /Your tax return/);
  await expect(page.getByText(/refund/i).first()).toBeVisible();
  await expect(page.getByText(/tax withheld/i).first()).toBeVisible();
  await page.screenshot({ path: shot(page, 'tax-return'), fullPage: true });
});

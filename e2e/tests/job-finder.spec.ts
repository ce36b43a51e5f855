import { expect, test, type Page } from '@playwright/test';
import { dismissMentor, openApp, registerStudent, settle, signInAndStartGame } from './support';
import {
  finishTheWeek,
  gameGet,
  openEverydayAccount,
  playWeekByApi,
  settleAll,
  shot,
} from './week-support';

// Issue 13: Job Finder as a new player meets it. They open it (its mentor explains it), read a
// posting with their own pay and whether they meet each requirement, apply, see it pending, end
// the week, read the employer's answer by e-mail, and get the new job's pay slip on its pay day.

test.setTimeout(180_000);

type Posting = {
  GameJobID: string;
  Title: string;
  Company: string;
  PaymentFrequency: 1 | 2 | 4;
  IsCompetitive: boolean;
  AgeRequirementMet: boolean;
  HoursWithThisJob: number;
  MaxHoursPerWeek: number;
  Clashes: unknown[];
  ItemRequirements: { IsMet: boolean }[];
  ExperienceRequirements: { IsMet: boolean }[];
};

/** Opens an app from the dashboard, closing the week's tip first if the mentor has one. */
async function openFromDashboard(page: Page, name: RegExp, firstVisit = false) {
  await page.goto('/app/dashboard');
  await settleAll(page);
  await page.getByRole('link', { name }).first().click();
  await settle(page, { mentor: firstVisit });
}

/** A posting this player will get: every requirement met, no contest, no clash with their job. */
async function gettablePosting(page: Page): Promise<Posting> {
  const list = (await gameGet<Posting[]>(page, '/api/i/jobfinder')).Results;
  const ok = (p: Posting) =>
    p.ItemRequirements.every((i) => i.IsMet) &&
    p.ExperienceRequirements.every((e) => e.IsMet) &&
    p.AgeRequirementMet &&
    p.HoursWithThisJob <= p.MaxHoursPerWeek &&
    !p.IsCompetitive;
  const posting = list.find((p) => ok(p) && p.Clashes.length === 0) ?? list.find(ok);
  if (!posting) throw new Error('no posting this player can get in week 1');
  return posting;
}

test('a new player finds a job, applies, hears back by e-mail and is paid', async ({
  page,
  request,
}) => {
  // A Year 11 class plays the 16-year-old at home, with a casual retail job to start.
  const year11 = process.env.E2E_YEAR11_LINK ?? '';
  const email = await registerStudent(request, year11, 'Jo', 16);
  await signInAndStartGame(page, year11, email);
  await dismissMentor(page);
  await settle(page);
  await openEverydayAccount(page);

  // The icon is live, and the first visit brings the mentor's help.
  await openApp(page, /Job Finder/, true);
  await expect(page.getByRole('heading', { name: 'My jobs' })).toBeVisible();
  await expect(page.getByText('Casual retail assistant').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jobs advertised this week' })).toBeVisible();
  await page.screenshot({ path: shot(page, 'job-finder'), fullPage: true });

  const posting = await gettablePosting(page);
  await page
    .getByRole('link', { name: new RegExp(posting.Title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: posting.Title })).toBeVisible();
  await expect(page.getByText(posting.Company).first()).toBeVisible();
  // The M T W T F S S row says which days are worked, in words as well as colour.
  await expect(page.getByLabel(/Monday: (working|not working)/).first()).toBeVisible();
  await expect(page.getByText(/p\/w|p\/fn|p\/m/).first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'job-posting'), fullPage: true });
  // A reload keeps the posting; Back returns to the list and forward to the posting again.
  await page.reload();
  await expect(page.getByRole('heading', { name: posting.Title })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Jobs advertised this week' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: posting.Title })).toBeVisible();

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('Application sent! The answer comes by email next week.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  // A pending posting cannot be opened (spec part 2, section 5): a reload of it, or Back and
  // forward to it, lands on the list.
  await page.reload();
  await expect(page).toHaveURL(/\/job-finder$/);
  await expect(page.getByText('Pending').first()).toBeVisible();
  await page.goBack();
  await page.goForward();
  await expect(page).toHaveURL(/\/job-finder$/);

  // Back on the list it is pending and cannot be opened.
  await openApp(page, /Job Finder/);
  const pending = page.locator('[aria-disabled="true"]', { hasText: posting.Title });
  await expect(pending).toBeVisible();
  await expect(pending.getByText('Pending')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(posting.Title) })).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot(page, 'job-pending'), fullPage: true });

  // The week ends as a player ends it; the answer is in Email as the next week opens.
  await page.goto('/app/dashboard');
  await finishTheWeek(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'START NEXT WEEK' }).click();
  await expect(page.getByRole('heading', { name: 'Week 2', exact: true })).toBeVisible();
  await settle(page);
  await openFromDashboard(page, /Email/, true);
  // A job that shares a working day with the one the player has is offered first, to accept or
  // decline; one that doesn't is simply got, and starts this week.
  const clashes = posting.Clashes.length > 0;
  await page
    .getByRole('link', {
      name: new RegExp(`${clashes ? 'Job offer' : 'You got the job'}: ${posting.Title}`),
    })
    .first()
    .click();
  await settle(page);
  if (clashes) {
    await expect(page.getByText(/it would replace your job/).first()).toBeVisible();
    await page.getByRole('button', { name: 'ACCEPT' }).first().click();
    await settle(page);
  } else await expect(page.getByText("You've got the job!")).toBeVisible();
  await page.screenshot({ path: shot(page, 'job-answer'), fullPage: true });

  await openFromDashboard(page, /Job Finder/);
  await expect(page.getByRole('heading', { name: 'My jobs' })).toBeVisible();
  if (!clashes) await expect(page.getByText(posting.Company).first()).toBeVisible();

  // Its first pay day: the end of its first week (weekly or fortnightly), two weeks on for
  // four-weekly; a job offered first starts the week after it is accepted.
  const firstWeek = clashes ? 3 : 2;
  const payWeek = posting.PaymentFrequency === 4 ? firstWeek + 2 : firstWeek;
  for (let week = 2; week <= payWeek; week++) await playWeekByApi(page);
  await openFromDashboard(page, /Email/);
  await page
    .getByRole('navigation', { name: 'Email folders' })
    .getByRole('link', { name: /^Bank/ })
    .click();
  await page
    .getByRole('link', { name: new RegExp(posting.Company) })
    .first()
    .click();
  await settle(page);
  await expect(page.getByText(posting.Title).first()).toBeVisible();
  await page.screenshot({ path: shot(page, 'job-payslip'), fullPage: true });
});

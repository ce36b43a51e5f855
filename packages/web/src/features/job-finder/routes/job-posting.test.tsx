import '../../../lib/testing/polyfill-dialog';
import type { JobPosting } from '@mc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  refused,
  renderRoute,
  stubServer,
  type FakeReply,
} from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { posting } from '../testing/fixtures';
import { APPLIED_MESSAGE, JobPostingPage } from './job-posting';

function open(shown: FakeReply, apply: FakeReply = ok(posting({ HasApplied: true }))) {
  let applied = false;
  const calls = stubServer({
    // After applying, the server has the posting as pending, as it will on a refresh.
    'GET /api/i/jobfinder/jobposting': () =>
      applied
        ? ok({ ...(shown.body as { Results: JobPosting }).Results, HasApplied: true })
        : shown,
    'POST /api/g/jobs/apply': () => {
      applied = apply.status === undefined;
      return apply;
    },
  });
  renderRoute(
    '/app/dashboard/job-finder/job/:id',
    <JobPostingPage />,
    '/app/dashboard/job-finder/job/barista',
  );
  return calls;
}

const fullPosting = posting({
  ItemRequirements: [
    { ID: 'phone', Title: 'Mobile phone', IsMet: true },
    { ID: 'bike', Title: 'Bicycle', IsMet: false },
  ],
  ExperienceRequirements: [{ Weeks: 4, Title: 'Kitchen Hand', WeeksDone: 1, IsMet: false }],
  Promotion: { Weeks: 8, Title: 'Senior Barista', HourlyRate: 17.5 },
  PayRise: { Weeks: 6, Percentage: 5 },
  ContractLength: 10,
  ContractPenalty: 200,
  AgeRequirementMet: false,
  MinimumAge: 16,
  HoursWithThisJob: 40,
  MaxHoursPerWeek: 38,
  WeekendRates: [
    { Day: 5, Hours: 6, HourlyRate: 18.24 },
    { Day: 6, Hours: 6, HourlyRate: 21.28 },
  ],
  Clashes: [{ GameJobID: 'dog-walker', Title: 'Dog Walker', ContractPenalty: 75 }],
});

describe('a job posting', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the job, its days, pay, super, and each requirement as Met or Not met', async () => {
    open(ok(fullPosting));
    expect(await screen.findByRole('heading', { level: 2, name: 'Barista' })).toBeTruthy();
    expect(screen.getByText('Bean Scene Café')).toBeTruthy();
    expect(screen.getByText('morning rush').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem', { name: 'Saturday: working' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Friday: not working' })).toBeTruthy();
    expect(screen.getByText('Saturday and Sunday, 7 am to 1 pm')).toBeTruthy();
    expect(screen.getByText('$15.20 an hour')).toBeTruthy();
    expect(screen.getByText('Paid on top, if you’re owed it')).toBeTruthy();

    const met = screen.getByText('Mobile phone').closest('li') as HTMLElement;
    expect(within(met).getByText('Met')).toBeTruthy();
    const unmet = screen.getByText('Bicycle').closest('li') as HTMLElement;
    expect(within(unmet).getByText('Not met')).toBeTruthy();
    const experience = screen.getByText('4 weeks as Kitchen Hand').closest('li') as HTMLElement;
    expect(within(experience).getByText('Not met')).toBeTruthy();
    expect(within(experience).getByText('You have 1 week')).toBeTruthy();
    const age = screen.getByText('At least 16 years old').closest('li') as HTMLElement;
    expect(within(age).getByText('Not met')).toBeTruthy();

    expect(screen.getByText('Weekday rate')).toBeTruthy();
    expect(screen.getByText('Saturday rate')).toBeTruthy();
    expect(screen.getByText(/\$21\.28.*\(6 hours\)/)).toBeTruthy();
    expect(
      screen.getByText(
        /you’d work 40 hours a week: more than the 38 you can take on \(what fits around school\)/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /clash with your job as Dog Walker. If you get it, the e-mail asks whether to take it/,
      ).textContent,
    ).toContain('$75.00');
    expect(screen.getByText('After 8 weeks: Senior Barista, $17.50 an hour')).toBeTruthy();
    expect(screen.getByText('After 6 weeks: +5%')).toBeTruthy();
    expect(screen.getByText('10 weeks')).toBeTruthy();
    expect(screen.getByText('$200.00')).toBeTruthy();
  });

  it('says None when there is no contract, promotion or pay rise, and when super is included', async () => {
    open(ok(posting({ IncludesSuper: true })));
    expect(await screen.findByText('Included in the pay shown')).toBeTruthy();
    expect(screen.getAllByText('None')).toHaveLength(3);
    expect(screen.getByText('No items needed.')).toBeTruthy();
    expect(screen.getByText('No experience needed.')).toBeTruthy();
    expect(screen.queryByText('Penalty for leaving early')).toBeNull();
  });

  it('applies with the posting and Job Finder’s GameAppID, then confirms on the same page', async () => {
    const calls = open(ok(posting()));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(APPLIED_MESSAGE)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      GameJobID: 'barista',
      GameAppID: 8,
    });
    const applied = screen.getByRole('button', { name: 'Applied' }) as HTMLButtonElement;
    expect(applied.disabled).toBe(true);
    // The refreshed posting is now pending: the player stays to read the confirmation.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/i/jobfinder/jobposting').length).toBe(2),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Barista' })).toBeTruthy();
    expect(screen.queryByText(/Arrived at/)).toBeNull();
  });

  it('shows the server’s message when applying is refused', async () => {
    open(ok(posting()), refused(400, 'This job is not advertised any more.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const popup = await screen.findByRole('dialog');
    expect(popup.textContent).toContain('This job is not advertised any more.');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('goes back to the list when the posting is already pending', async () => {
    open(ok(posting({ HasApplied: true })));
    expect(await screen.findByText('Arrived at /app/dashboard/job-finder')).toBeTruthy();
  });

  it('a posting no longer advertised: the server’s message, then back to the list', async () => {
    open(refused(400, 'This job is not advertised any more.'));
    const popup = await screen.findByRole('dialog');
    expect(popup.textContent).toContain('This job is not advertised any more.');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    await userEvent.click(within(popup).getByRole('button', { name: 'Okay' }));
    expect(await screen.findByText('Arrived at /app/dashboard/job-finder')).toBeTruthy();
  });
});

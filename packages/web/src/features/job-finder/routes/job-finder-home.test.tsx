import '../../../lib/testing/polyfill-dialog';
import type { CurrentJob, JobPosting } from '@mc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { currentJob, posting } from '../testing/fixtures';
import { JobFinderHome } from './job-finder-home';

function open(postings: JobPosting[], jobs: CurrentJob[] = [], leave = ok<CurrentJob[]>([])) {
  const calls = stubServer({
    'GET /api/i/jobfinder': ok(postings),
    'GET /api/i/jobs': ok(jobs),
    'POST /api/g/jobs/leave': leave,
  });
  renderRoute('/app/dashboard/job-finder', <JobFinderHome />);
  return calls;
}

describe('Job Finder', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('lists this week’s postings; one applied for is pending and cannot be opened', async () => {
    open([
      posting({ IsCompetitive: true, ClosingWeek: 5 }),
      posting({ GameJobID: 'shelf-stacker', Title: 'Shelf Stacker', HasApplied: true }),
    ]);
    const open_ = await screen.findByRole('link', { name: /Barista/ });
    expect(open_.getAttribute('href')).toBe('/app/dashboard/job-finder/job/barista');
    expect(within(open_).getByText('Competitive')).toBeTruthy();
    expect(within(open_).getByText('Closes week 5')).toBeTruthy();
    expect(within(open_).getByText('12 hours a week')).toBeTruthy();
    expect(open_.textContent).toContain('$364.80 p/fn');
    expect(within(open_).getByRole('listitem', { name: 'Saturday: working' })).toBeTruthy();
    expect(within(open_).getByRole('listitem', { name: 'Monday: not working' })).toBeTruthy();

    expect(screen.queryByRole('link', { name: /Shelf Stacker/ })).toBeNull();
    const pending = screen.getByText('Shelf Stacker').closest('[aria-disabled="true"]');
    expect(pending).toBeTruthy();
    expect(within(pending as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(
      within(pending as HTMLElement).getByText('Your answer arrives by email next week'),
    ).toBeTruthy();
  });

  it('shows a posting whose job went to someone else as filled, not to be opened', async () => {
    open([posting({ IsFilled: true })]);
    expect(await screen.findByText('Filled')).toBeTruthy();
    expect(screen.getByText('This job went to someone else')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Barista/ })).toBeNull();
  });

  it('says at a glance what stands between the player and a posting', async () => {
    open([
      posting({
        ItemRequirements: [{ ID: 'bike', Title: 'Bike', IsMet: false }],
        ExperienceRequirements: [
          { Weeks: 6, Title: 'Casual crew member', WeeksDone: 2, IsMet: false },
        ],
        Clashes: [{ GameJobID: 'retail', Title: 'Casual retail assistant', ContractPenalty: 0 }],
      }),
    ]);
    const card = await screen.findByRole('link', { name: /Barista/ });
    expect(within(card).getByText('Needs: Bike')).toBeTruthy();
    expect(within(card).getByText('Needs experience: 6 weeks as Casual crew member')).toBeTruthy();
    expect(within(card).getByText('Same day as your job as Casual retail assistant')).toBeTruthy();
  });

  it('says so when no jobs are advertised, and when the player has no job', async () => {
    open([]);
    expect(await screen.findByText(/No jobs are advertised this week/)).toBeTruthy();
    expect(screen.getByText(/You don’t have a job yet/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'My jobs' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Jobs advertised this week' }),
    ).toBeTruthy();
  });

  it('shows my jobs; resigning inside a contract states the penalty before anything is sent', async () => {
    const calls = open(
      [],
      [
        currentJob({
          ContractEndWeek: 12,
          PenaltyIfLeaving: 150,
          Salary: 168,
          PaymentFrequency: 2,
          PaymentFrequencyString: 'p/fn',
        }),
      ],
      ok([currentJob({ IsLeaving: true })]),
    );
    const job = await screen.findByRole('article', { name: 'Dog Walker' });
    expect(job.textContent).toContain('$168.00 p/fn');
    expect(within(job).getByText('Contract ends week 12')).toBeTruthy();

    await userEvent.click(within(job).getByRole('button', { name: 'Resign from Dog Walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resign from Dog Walker?' });
    expect(dialog.textContent).toContain('$150.00');
    expect(dialog.textContent).toContain('contract ends (week 12)');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resign' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      GameJobID: 'dog-walker',
    });
  });

  it('resigning outside a contract has no penalty; Keep my job sends nothing', async () => {
    const calls = open([], [currentJob()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Resign from Dog Walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resign from Dog Walker?' });
    expect(dialog.textContent).not.toContain('repay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my job' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a job the player is leaving says so instead of offering Resign', async () => {
    open([], [currentJob({ IsLeaving: true })]);
    expect(await screen.findByText('Leaving at the end of this week')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resign/ })).toBeNull();
  });

  it('shows the server’s message when resigning fails', async () => {
    open([], [currentJob()], refused(400, 'You have already resigned.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Resign from Dog Walker' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resign' }),
    );
    expect(await screen.findByText('You have already resigned.')).toBeTruthy();
  });
});

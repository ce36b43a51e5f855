import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  type Communication,
  type CommunicationsResult,
  type CurrentJob,
  type JobPosting,
} from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import {
  gameClient,
  openEverydayAccount,
  playWeek,
  startGame,
  type GameClient,
} from './support/game';
import { signUp } from './support/players';

// Job Finder through the API: this week's postings, applying (pending, answered by e-mail next
// week), the jobs the player has, leaving one, bad input and another player's instance.

describe.each(dialects)('Job Finder through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  async function emails(client: GameClient): Promise<Communication[]> {
    const emailApp = (await client.apps()).Apps.find((app) => app.Name === 'Email')!;
    const inbox = await client.get<CommunicationsResult>('/api/i/communications', {
      GameAppInstanceID: emailApp.ID,
    });
    return inbox.body.Results.Communications;
  }

  const postings = async (client: GameClient) =>
    (await client.get<JobPosting[]>('/api/i/jobfinder')).body.Results;

  /** A posting the player meets every requirement of, and that is not a contest. */
  const gettable = (p: JobPosting) =>
    p.ItemRequirements.every((i) => i.IsMet) &&
    p.ExperienceRequirements.every((e) => e.IsMet) &&
    p.AgeRequirementMet &&
    p.HoursWithThisJob <= p.MaxHoursPerWeek &&
    !p.IsCompetitive &&
    !p.HasApplied &&
    // A job that would replace the one the player has is offered first (its own test), not given.
    p.Clashes.length === 0;

  const stored = async (instanceId: string) =>
    await ctx.app.db
      .selectFrom('game_instances')
      .select(['version'])
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();

  it('lists postings, applies (pending), answers by e-mail next week, and the job is paid', async () => {
    const { client, link } = await startGame(ctx);
    await openEverydayAccount(client, link.GameID);
    const list = await postings(client);
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const p of list) {
      expect(['p/w', 'p/fn', 'p/m']).toContain(p.PaymentFrequencyString);
      expect(p.Salary).toBeGreaterThan(0);
      expect(p.WorkingDays.every((d) => d.Day >= 0 && d.Day <= 6)).toBe(true);
    }
    const posting = list.find(gettable)!;
    expect(posting).toBeDefined();
    const one = await client.get<JobPosting>('/api/i/jobfinder/jobposting', {
      JobPostingID: posting.GameJobID,
    });
    expect(one.body.Results).toEqual(posting);

    const jobFinder = (await client.apps()).Apps.find((app) => app.Name === 'JobFinder')!;
    expect(jobFinder.IsDisabled).toBe(false);
    const applied = await client.post<JobPosting>('/api/g/jobs/apply', {
      GameJobID: posting.GameJobID,
      GameAppID: jobFinder.GameAppID,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.Results.HasApplied).toBe(true);
    expect(
      (await postings(client)).find((p) => p.GameJobID === posting.GameJobID)?.HasApplied,
    ).toBe(true);
    const again = await client.post('/api/g/jobs/apply', { GameJobID: posting.GameJobID });
    expect(again.status).toBe(400);
    expect(again.body.Messages).toEqual(['You have already applied for this job.']);

    await playWeek(client);
    const answer = (await emails(client)).find(
      (e) => e.CommunicationType === 'EmploymentSubmissionEmailInstance',
    )!;
    expect(answer.Subject).toBe(`You got the job: ${posting.Title}`);
    const jobs = (await client.get<CurrentJob[]>('/api/i/jobs')).body.Results;
    expect(jobs.map((j) => j.GameJobID)).toContain(posting.GameJobID);
    expect(jobs.find((j) => j.GameJobID === posting.GameJobID)).toMatchObject({
      Title: posting.Title,
      Company: posting.Company,
      StartWeek: 2,
      Salary: posting.Salary,
    });

    // Its first pay slip comes on its first pay day (weekly: week 2; fortnightly: week 2; four-weekly: week 4).
    while ((await client.apps()).CurrentWeek <= 4) await playWeek(client);
    const slips = (await emails(client)).filter(
      (e) => e.CommunicationType === 'PaySlipEmailInstance' && e.From === posting.Company,
    );
    expect(slips.length).toBeGreaterThan(0);

    // Resigning: the job ends at the end of this week.
    const left = await client.post<CurrentJob[]>('/api/g/jobs/leave', {
      GameJobID: posting.GameJobID,
    });
    expect(left.status).toBe(200);
    expect(left.body.Results.find((j) => j.GameJobID === posting.GameJobID)?.IsLeaving).toBe(true);
    await playWeek(client);
    const after = (await client.get<CurrentJob[]>('/api/i/jobs')).body.Results;
    expect(after.map((j) => j.GameJobID)).not.toContain(posting.GameJobID);
  });

  it('answers bad input with a clear message and changes nothing', async () => {
    const { client, instanceId } = await startGame(ctx);
    const before = await stored(instanceId);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/g/jobs/apply', { GameJobID: 'no-such-job' }, 'This job is not advertised any more.'],
      ['/api/g/jobs/apply', {}, ERRORS.invalidRequest],
      [
        '/api/g/jobs/apply',
        { GameJobID: (await postings(client))[0]!.GameJobID, GameAppID: 3 },
        ERRORS.invalidRequest,
      ],
      ['/api/g/jobs/leave', { GameJobID: 'no-such-job' }, 'You do not have this job.'],
      ['/api/g/jobs/leave', { GameJobID: '' }, ERRORS.invalidRequest],
    ];
    for (const [url, payload, message] of cases) {
      const response = await client.post(url, payload);
      expect(response.status, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.body.Messages, url).toEqual([message]);
    }
    const missing = await client.get('/api/i/jobfinder/jobposting', { JobPostingID: 'nope' });
    expect(missing.status).toBe(400);
    expect(missing.body.Messages).toEqual(['This job is not advertised any more.']);
    expect((await client.get('/api/i/jobfinder/jobposting')).status).toBe(400);
    expect(await stored(instanceId)).toEqual(before);
  });

  it("gives another player's token a 403 and changes nothing", async () => {
    const { client, instanceId, link } = await startGame(ctx);
    const intruder = await signUp(ctx.app, link.GameLinkID);
    const other = gameClient(ctx.app, intruder.auth, instanceId);
    const before = await stored(instanceId);
    expect((await other.get('/api/i/jobfinder')).status).toBe(403);
    expect((await other.get('/api/i/jobs')).status).toBe(403);
    const posting = (await postings(client))[0]!;
    expect((await other.post('/api/g/jobs/apply', { GameJobID: posting.GameJobID })).status).toBe(
      403,
    );
    expect((await other.post('/api/g/jobs/leave', { GameJobID: 'retail-assistant' })).status).toBe(
      403,
    );
    expect(await stored(instanceId)).toEqual(before);
  });
});

// Job Finder: the market drawn from the game's seed, applying and the answer next week, what a job
// needs, contracts, a job sharing a working day, experience, promotions and pay rises, and the pay
// of each job on its own pay days (a second job withheld without the tax-free threshold).
import { describe, expect, it } from 'vitest';
import { content, items, jobPostings, withJobMarket } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import {
  drawMarket,
  payFor,
  selectBills,
  selectCurrentJobs,
  selectEmails,
  selectJobPosting,
  selectJobPostings,
  type GameContent,
  type Scenario,
} from '../index';
import { formatBalance as money } from '@mc/contract';
import { SCALE_1_2024_25, weeklyWithholdingDollars } from '../income/tax';
import { weeksDue } from '../income/pay-day';
import { employmentFrom, type Employment } from './types';

const market: GameContent = { ...content, scenario: withJobMarket };

function marketWith(changes: Partial<Scenario>): GameContent {
  return { ...market, scenario: { ...withJobMarket, ...changes } };
}

/** A game of the test market with an everyday account for the pay, in week 1. */
function newGame(game = new TestGame(market)): { game: TestGame; account: string } {
  return { game, account: game.open('everyday', 10_000) };
}

const jobIds = (game: TestGame) => game.state.jobs.current.map((job) => job.id);
const subjects = (game: TestGame) => selectEmails(game.state, game.content).map((e) => e.subject);

describe('the job market', () => {
  it('is the same for every player of a game, and another game draws its own', () => {
    const content = marketWith({
      rules: { ...withJobMarket.rules, jobs: { ...withJobMarket.rules.jobs, postingOpenWeeks: 5 } },
    });
    const weeksOf = (seed: string) =>
      drawMarket(content, new TestGame(content, { gameSeed: seed }).state.gameSeed).map((a) => [
        a.posting.id,
        a.openWeek,
      ]);
    const a = new TestGame(content, { gameSeed: 'class-1', instanceSeed: 'alice' });
    const b = new TestGame(content, { gameSeed: 'class-1', instanceSeed: 'bob' });
    const ids = (g: TestGame) => selectJobPostings(g.state, g.content).map((v) => v.posting.id);
    expect(ids(a)).toEqual(ids(b));
    expect(weeksOf('class-1')).toEqual(weeksOf('class-1'));
    expect(weeksOf('class-1')).not.toEqual(weeksOf('class-2'));
  });

  it('opens each posting for its window within the weeks it allows, spread through the game', () => {
    const content = marketWith({
      rules: { ...withJobMarket.rules, jobs: { ...withJobMarket.rules.jobs, postingOpenWeeks: 5 } },
    });
    const adverts = drawMarket(content, new TestGame(content).state.gameSeed);
    expect(adverts).toHaveLength(jobPostings.length);
    for (const advert of adverts) {
      // Open in its own weeks (one open from week 1 may have been advertised before the game).
      expect(advert.closeWeek).toBeGreaterThanOrEqual(advert.posting.earliestWeek);
      expect(advert.closeWeek - advert.openWeek).toBe(4);
    }
    // Not all at once: some open late in the game.
    expect(Math.max(...adverts.map((a) => a.openWeek))).toBeGreaterThan(10);
  });

  it('advertises two postings any new player can get from week 1, whatever the seed', () => {
    const content = marketWith({
      rules: { ...withJobMarket.rules, jobs: { ...withJobMarket.rules.jobs, postingOpenWeeks: 3 } },
    });
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const game = new TestGame(content, { gameSeed: seed });
      const easy = selectJobPostings(game.state, content).filter(
        (v) =>
          v.posting.itemRequirements.every((id) => id === 'phone') &&
          v.posting.experienceRequirements.length === 0 &&
          v.posting.competitiveChance === null,
      );
      expect(easy.length, seed).toBeGreaterThanOrEqual(2);
    }
  });

  it("lists this week's postings with this player's pay (award junior share and casual loading)", () => {
    const { game } = newGame();
    const weekend = selectJobPosting(game.state, game.content, 'weekend')!;
    // 30.00 adult x 70% at 18 x 1.25 casual = 26.25 an hour; 10 hours a week, paid weekly.
    expect(weekend.job.hourlyRateCents).toBe(2625);
    expect(weekend.salaryCents).toBe(26_250);
    expect(selectJobPosting(game.state, game.content, 'later')).toBeUndefined(); // from week 5
  });
});

describe('applying', () => {
  it('is pending until next week, once only, then answered by e-mail and the job starts', () => {
    const { game } = newGame();
    game.do({ type: 'applyForJob', jobId: 'weekend' });
    expect(selectJobPosting(game.state, game.content, 'weekend')!.hasApplied).toBe(true);
    expect(game.reject({ type: 'applyForJob', jobId: 'weekend' }).message).toBe(
      'You have already applied for this job.',
    );
    game.nextWeek();
    const answer = selectEmails(game.state, game.content).find(
      (e) => e.communicationType === 'EmploymentSubmissionEmailInstance',
    )!;
    expect(answer.subject).toBe('You got the job: Title weekend');
    expect(answer.content).toContain('Hi Tess, thanks for applying');
    expect(answer.content).toContain('$26.25 an hour');
    expect(jobIds(game)).toEqual(['job', 'weekend']);
    expect(game.state.jobs.current[1]).toMatchObject({ startWeek: 2, paidThroughWeek: 1 });
  });

  it('refuses a posting not advertised this week, and one the player works at', () => {
    const { game } = newGame();
    expect(game.reject({ type: 'applyForJob', jobId: 'later' }).code).toBe('jobs/not-advertised');
    expect(game.reject({ type: 'applyForJob', jobId: 'nonsense' }).code).toBe(
      'jobs/not-advertised',
    );
    game.do({ type: 'applyForJob', jobId: 'weekend' });
    game.nextWeek();
    expect(game.reject({ type: 'applyForJob', jobId: 'weekend' }).code).toBe(
      'jobs/already-working',
    );
  });

  it('is declined, with the reason, without the item, the experience, the age or the hours', () => {
    const { game } = newGame(new TestGame(marketWith({ startingItemIds: [] })));
    for (const jobId of ['rider', 'senior', 'adults-only']) game.do({ type: 'applyForJob', jobId });
    game.nextWeek();
    const text = selectEmails(game.state, game.content)
      .filter((e) => e.communicationType === 'EmploymentSubmissionEmailInstance')
      .map((e) => e.content)
      .join(' ');
    expect(text).toContain("This job needs a bike, and you don't have it yet.");
    expect(text).toContain(
      'This job needs 4 weeks of experience as a Retail assistant; you have 1 week.',
    );
    expect(text).toContain('This job is only open to people aged 21 or older.');
    expect(jobIds(game)).toEqual(['job']);

    const tight = marketWith({
      rules: { ...withJobMarket.rules, jobs: { ...withJobMarket.rules.jobs, maxWeeklyHours: 45 } },
    });
    const busy = newGame(new TestGame(tight)).game;
    busy.do({ type: 'applyForJob', jobId: 'weekend' }); // 38 + 10 = 48 hours
    busy.nextWeek();
    expect(selectEmails(busy.state, busy.content)[0]!.content).toContain(
      'With your other work you would have 48 hours a week, more than the 45 you can take on (the test limit).',
    );
  });

  it('meets an experience requirement once the weeks are worked', () => {
    const { game } = newGame();
    for (let week = 1; week <= 4; week++) game.nextWeek(); // weeks 1 to 4 as a Retail assistant
    expect(game.state.jobs.experience).toEqual({ 'Retail assistant': 4 });
    const senior = selectJobPosting(game.state, game.content, 'senior')!;
    expect(senior.check.experience).toEqual([
      { title: 'Retail assistant', weeks: 4, done: 4, met: true },
    ]);
    game.do({ type: 'applyForJob', jobId: 'senior' });
    game.nextWeek();
    expect(jobIds(game)).toContain('senior');
  });

  it('decides a competitive posting by a draw of the game, the same for the same experience', () => {
    const answers = ['alice', 'bob'].map((name) => {
      const { game } = newGame(new TestGame(market, { instanceSeed: name }));
      game.do({ type: 'applyForJob', jobId: 'popular' });
      game.nextWeek();
      return selectEmails(game.state, game.content)[0]!.subject;
    });
    expect(answers[0]).toBe(answers[1]);
    // A 1% chance, plus 2 points a week of experience: no experience yet, so almost surely not.
    expect(answers[0]).toBe('Your application: Title popular');
  });

  it('is filled for good when it went to someone else, but open again once a requirement is met', () => {
    const { game } = newGame(new TestGame(marketWith({ startingItemIds: [] })));
    game.do({ type: 'applyForJob', jobId: 'popular' });
    game.do({ type: 'applyForJob', jobId: 'rider' });
    game.nextWeek();
    expect(selectJobPosting(game.state, game.content, 'popular')).toMatchObject({
      hasApplied: false,
      isFilled: true,
    });
    expect(game.reject({ type: 'applyForJob', jobId: 'popular' }).message).toBe(
      'This job has been filled.',
    );
    // Declined for the bike the player lacks: they may try again (once they have one).
    expect(selectJobPosting(game.state, game.content, 'rider')).toMatchObject({
      hasApplied: false,
      isFilled: false,
    });
    game.do({ type: 'applyForJob', jobId: 'rider' });
  });
});

describe('a job sharing a working day with one the player has', () => {
  /** Applies for the weekday job in week 2; week 3 opens with the offer e-mail. */
  function offered() {
    const { game } = newGame();
    game.nextWeek();
    game.do({ type: 'applyForJob', jobId: 'weekdays' });
    const view = selectJobPosting(game.state, game.content, 'weekdays')!;
    expect(view.clashes).toEqual([{ id: 'job', title: 'Retail assistant', penaltyCents: 0 }]);
    game.nextWeek(); // week 3 opens with the answer: an offer that asks first
    const email = selectEmails(game.state, game.content).find((e) =>
      e.subject.startsWith('Job offer: Title weekdays'),
    )!;
    return { game, email };
  }

  it('asks first: the offer names the job it replaces and what each pays a week', () => {
    const { game, email } = offered();
    expect(jobIds(game)).toEqual(['job']); // nothing has changed yet
    expect(email.isActionable).toBe(true);
    expect(email.subject).toBe(
      'Job offer: Title weekdays (it would replace your job as Retail assistant)',
    );
    const main = payFor(game.state.jobs.current[0]!, 18, 0.12, 1, true).grossCents;
    expect(email.content).toContain(`Retail assistant at ${content.scenario.job.employer}`);
    expect(email.content).toContain(`${money(main)} a week before tax`);
    expect(email.content).toContain('Decline: you keep your job as Retail assistant.');
    expect(selectJobPosting(game.state, game.content, 'weekdays')?.hasApplied).toBe(true);
  });

  it('accepted: the old job is worked out this week and paid, the new one starts next week', () => {
    const { game, email } = offered();
    game.do({ type: 'actionCommunication', communicationId: email.id, choice: 'accept' });
    expect(jobIds(game)).toEqual(['job', 'weekdays']);
    game.nextWeek(); // week 3 ends: the old job's last week, paid what it owes
    expect(jobIds(game)).toEqual(['weekdays']);
    expect(subjects(game)).toContain('Your last week as a Retail assistant');
    expect(game.state.jobs.current[0]!.startWeek).toBe(4);
    expect(game.state.jobs.current[0]!.paidThroughWeek).toBe(3);
  });

  it('declined, or not answered by the end of the week, keeps the job the player has', () => {
    const declined = offered();
    declined.game.do({
      type: 'actionCommunication',
      communicationId: declined.email.id,
      choice: 'decline',
    });
    declined.game.nextWeek();
    expect(jobIds(declined.game)).toEqual(['job']);

    const lapsed = offered();
    lapsed.game.nextWeek(); // no answer in week 3
    expect(jobIds(lapsed.game)).toEqual(['job']);
    const email = selectEmails(lapsed.game.state, lapsed.game.content).find(
      (e) => e.id === lapsed.email.id,
    );
    expect(email?.cancelled).toBe(true);
    expect(lapsed.game.state.jobs.offers).toEqual([]);
    expect(
      lapsed.game.try({
        type: 'actionCommunication',
        communicationId: lapsed.email.id,
        choice: 'accept',
      }),
    ).toMatchObject({ ok: false, code: 'comms/cancelled' });
  });

  it('sits beside it when no day is shared: two jobs, each paid on its own pay days', () => {
    const { game } = newGame();
    game.do({ type: 'applyForJob', jobId: 'weekend' });
    game.nextWeek();
    const slipsBefore = subjects(game).filter((s) => s.startsWith('Your pay slip')).length;
    game.nextWeek(); // end of week 2: the fortnightly job and the weekly one both pay
    const slips = selectEmails(game.state, game.content).filter(
      (e) => e.communicationType === 'PaySlipEmailInstance',
    );
    expect(slips.length - slipsBefore).toBe(2);
    expect(slips.map((s) => s.paySlip?.employer)).toContain('Company weekend');
  });

  it('keeps the first of two jobs got in one week when they share a day', () => {
    const { game } = newGame();
    game.do({ type: 'applyForJob', jobId: 'weekend' }); // Saturday and Sunday
    game.do({ type: 'applyForJob', jobId: 'long-hours' }); // Sunday
    game.nextWeek();
    expect(jobIds(game)).toEqual(['job', 'weekend']);
    expect(subjects(game)).toContain('Your application: Title long-hours');
    expect(selectBills(game.state).some((b) => b.title.startsWith('Training costs'))).toBe(false);
  });
});

describe('pay', () => {
  const job = (changes: Partial<Employment>): Employment => ({
    ...employmentFrom(content.scenario.job, 1),
    ...changes,
  });

  it('comes on the pay days of its frequency, from the first after the job starts', () => {
    expect(weeksDue(job({ paymentFrequency: 1, startWeek: 3, paidThroughWeek: 2 }), 3, 27)).toBe(1);
    expect(weeksDue(job({ paymentFrequency: 2, startWeek: 3, paidThroughWeek: 2 }), 3, 27)).toBe(0);
    expect(weeksDue(job({ paymentFrequency: 2, startWeek: 3, paidThroughWeek: 2 }), 4, 27)).toBe(2);
    expect(weeksDue(job({ paymentFrequency: 4, startWeek: 3, paidThroughWeek: 2 }), 4, 27)).toBe(2);
    expect(weeksDue(job({ paymentFrequency: 4, startWeek: 5, paidThroughWeek: 4 }), 8, 27)).toBe(4);
    // Its last week and the game's last are pay days for what is owed.
    expect(weeksDue(job({ paymentFrequency: 4, paidThroughWeek: 4, leavingWeek: 6 }), 6, 27)).toBe(
      2,
    );
    expect(weeksDue(job({ paymentFrequency: 4, paidThroughWeek: 24 }), 27, 27)).toBe(3);
  });

  it('withholds a second job at scale 1: the tax-free threshold is claimed from one payer', () => {
    const second = job({ hourlyRateCents: 2625, hoursPerWeek: 10, paymentFrequency: 1 });
    const withThreshold = payFor(second, 18, 0.12, 1, true);
    const without = payFor(second, 18, 0.12, 1, false);
    expect(withThreshold.taxCents).toBe(0); // $262.50 a week is under scale 2's threshold
    // Scale 1: x = 262.99, y = 0.2117 x - 7.7550 = 47.92, $48.
    expect(weeklyWithholdingDollars(262, SCALE_1_2024_25)).toBe(48);
    expect(without.taxCents).toBe(4800);
  });

  it("pays a new job's first pay into the pay account, with its pay slip", () => {
    const { game, account } = newGame();
    game.do({ type: 'applyForJob', jobId: 'weekend' });
    game.nextWeek();
    const before = game.balance(account);
    game.do({ type: 'endWeek' }); // week 2: weekend job pays 1 week (scale 1), main job 2 weeks
    const weekendSlip = selectEmails(game.state, game.content).find(
      (e) => e.paySlip?.employer === 'Company weekend',
    )!;
    expect(weekendSlip.paySlip).toMatchObject({ grossAmountCents: 26_250, taxAmountCents: 4_800 });
    expect(weekendSlip.content).toContain('You claim the tax-free threshold from your main job');
    const main = payFor(game.state.jobs.current[0]!, 18, 0.12, 2, true);
    expect(game.balance(account) - before).toBe(main.netCents + 26_250 - 4_800);
  });
});

describe('contracts', () => {
  it('costs the penalty to leave before the contract ends, as a bill, and nothing after', () => {
    const { game } = newGame();
    game.do({ type: 'applyForJob', jobId: 'contract' });
    game.nextWeek(); // starts week 2, contract to the end of week 9
    expect(game.state.jobs.current[1]).toMatchObject({
      contractEndWeek: 9,
      contractPenaltyCents: 20_000,
    });
    expect(selectCurrentJobs(game.state)[1]!.penaltyIfLeavingCents).toBe(20_000);
    game.do({ type: 'leaveJob', jobId: 'contract' });
    expect(game.reject({ type: 'leaveJob', jobId: 'contract' }).code).toBe('jobs/already-leaving');
    game.nextWeek();
    expect(jobIds(game)).toEqual(['job']);
    const bill = selectBills(game.state).find((b) => b.title.startsWith('Training costs'))!;
    expect(bill.amountCents).toBe(20_000);
    expect(subjects(game)).toContain('Your last week as a Title contract');

    const { game: patient } = newGame();
    patient.do({ type: 'applyForJob', jobId: 'contract' });
    while (patient.state.week < 9) patient.nextWeek();
    expect(selectCurrentJobs(patient.state)[1]!.penaltyIfLeavingCents).toBe(0);
    patient.do({ type: 'leaveJob', jobId: 'contract' });
    patient.nextWeek();
    expect(selectBills(patient.state).some((b) => b.title.startsWith('Training costs'))).toBe(
      false,
    );
  });

  it('refuses to leave a job the player does not have', () => {
    const { game } = newGame();
    expect(game.reject({ type: 'leaveJob', jobId: 'weekend' }).code).toBe('jobs/no-such-job');
  });
});

describe('experience, promotions and pay rises', () => {
  it('promotes after the weeks at the first pay day, then raises the pay, each by e-mail', () => {
    const { game } = newGame();
    game.do({ type: 'applyForJob', jobId: 'ladder' });
    game.nextWeek(); // starts week 2, fortnightly: pay days at the ends of weeks 2, 4, 6...
    const start = game.state.jobs.current[1]!.hourlyRateCents; // 30 x 0.7 x 1.25 = 26.25
    expect(start).toBe(2625);
    while (game.state.week < 5) game.nextWeek(); // weeks 2-4 worked: 3 weeks
    expect(game.state.jobs.current[1]!.occupation).toBe('Title ladder');
    game.nextWeek(); // week 5 is its 4th week; no pay day until week 6
    expect(game.state.jobs.current[1]!.occupation).toBe('Title ladder');
    game.nextWeek(); // week 6's pay day: promoted from the next period
    const promoted = game.state.jobs.current[1]!;
    expect(promoted.occupation).toBe('Team leader');
    expect(promoted.hourlyRateCents).toBe(Math.round(3500 * 0.7 * 1.25));
    expect(subjects(game)).toContain("You've been promoted: Team leader");
    expect(game.state.jobs.experience['Title ladder']).toBe(5);
    game.nextWeek(); // week 7: experience now counts as a Team leader
    expect(game.state.jobs.experience['Team leader']).toBe(1);
    while (game.state.week < 11) game.nextWeek(); // 8 weeks by the end of week 9; pay day 10
    expect(game.state.jobs.current[1]!.hourlyRateCents).toBe(
      Math.round(Math.round(3500 * 0.7 * 1.25) * 1.05),
    );
    expect(subjects(game)).toContain('Your pay rise');
  });
});

describe('content the engine reads', () => {
  it('names only items of the catalogue', () => {
    const known = new Set(items.map((i) => i.id));
    for (const posting of jobPostings)
      for (const id of posting.itemRequirements) expect(known.has(id)).toBe(true);
  });
});

describe('weekend shifts at the award penalty rates', () => {
  // Saturday and Sunday, 5 hours each, retail-style award: casual Saturday 150%, Sunday 175%.
  const weekendContent: GameContent = {
    ...market,
    jobPostings: market.jobPostings.map((p) =>
      p.id === 'weekend' ? { ...p, saturdayHours: 5, sundayHours: 5 } : p,
    ),
  };

  it('pays Saturday and Sunday hours at their rates, on the pay slip, in PAYG and in the return', () => {
    const game = new TestGame(weekendContent);
    game.open('everyday', 10_000);
    const view = selectJobPosting(game.state, game.content, 'weekend')!;
    // An 18-year-old: 70% of the $30.00 adult rate; casual 125% $26.25, Saturday 150% $31.50,
    // Sunday 175% $36.75.
    expect(view.job.hourlyRateCents).toBe(2625);
    expect(view.job.weekend).toEqual({
      saturdayHours: 5,
      sundayHours: 5,
      saturdayRateCents: 3150,
      sundayRateCents: 3675,
    });
    expect(view.salaryCents).toBe(5 * 3150 + 5 * 3675); // $341.25 a week, not 10 x $26.25
    game.do({ type: 'applyForJob', jobId: 'weekend' });
    game.nextWeek();
    const grossBefore = game.state.income.year.grossCents;
    const withheldBefore = game.state.income.year.withheldCents;
    game.do({ type: 'endWeek' });
    const slip = selectEmails(game.state, game.content).find(
      (e) => e.paySlip?.employer === 'Company weekend',
    )!;
    const tax = weeklyWithholdingDollars(341, SCALE_1_2024_25) * 100;
    expect(slip.paySlip).toMatchObject({ grossAmountCents: 34_125, taxAmountCents: tax });
    expect(slip.content).toContain('Saturday: 5 hours at $31.50 an hour = $157.50');
    expect(slip.content).toContain('Sunday: 5 hours at $36.75 an hour = $183.75');
    const main = payFor(game.state.jobs.current[0]!, 18, 0.12, 2, true);
    expect(game.state.income.year.grossCents - grossBefore).toBe(main.grossCents + 34_125);
    expect(game.state.income.year.withheldCents - withheldBefore).toBe(main.taxCents + tax);
  });

  it('keeps weekday hours at the ordinary rate and multiplies a fortnight exactly', () => {
    const job = {
      ...employmentFrom(content.scenario.job, 1),
      hourlyRateCents: 1659,
      hoursPerWeek: 12,
      paymentFrequency: 2 as const,
      weekend: { saturdayHours: 6, sundayHours: 0, saturdayRateCents: 1991, sundayRateCents: 2323 },
    };
    // 6 weekday hours at $16.59 ($99.54) and 6 Saturday hours at $19.91 ($119.46), twice.
    expect(payFor(job, 16, 0.12, 2, true).grossCents).toBe(2 * (9954 + 11_946));
  });
});

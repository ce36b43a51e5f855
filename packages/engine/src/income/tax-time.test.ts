// Pay for every week of the game, and tax time: the return at the end of the income year, its
// refund or its bill, exactly once, with the e-mail's figures equal to what moves.
import { describe, expect, it } from 'vitest';
import {
  selectBills,
  selectCommunication,
  selectEmails,
  selectWeekBreakdown,
  type GameContent,
  type Job,
} from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content, withScenario } from '../../test/fixtures/content';
import { allPostings, entriesOf, postingDescription, postingWeek, WORLD } from '../ledger/ledger';
import { formatDate, incomeYearOfWeek, isLastWeekOfIncomeYear, weekEnd, weekOf } from './calendar';
import type { TaxReturnSource } from './messages';

const job: Job = content.scenario.job;

/** A world with nothing in it but the job: no bills, events or offers, so nothing else moves money. */
function quietWorld(
  changes: Partial<Job> = {},
  tax: Partial<GameContent['scenario']['rules']['tax']> = {},
) {
  return withScenario({
    bills: [],
    story: [],
    job: { ...job, ...changes },
    rules: {
      ...content.scenario.rules,
      weeklyEventChance: 0,
      weeklyOfferChance: 0,
      tax: { ...content.scenario.rules.tax, ...tax },
    },
  });
}

function play(game: TestGame, weeks: number) {
  for (let week = 1; week <= weeks; week++) {
    if (week === 1) game.open('everyday');
    if (week < weeks) game.nextWeek();
    else game.do({ type: 'endWeek' });
  }
}

function pays(game: TestGame) {
  return allPostings(game.state.ledger)
    .filter((p) => postingDescription(p).startsWith('Pay: '))
    .map((p) => {
      const legs = Object.fromEntries(entriesOf(p));
      return { week: postingWeek(p), withheldCents: legs[WORLD.ato] ?? 0, legs };
    });
}

function taxPostings(game: TestGame) {
  return allPostings(game.state.ledger).filter((p) => postingDescription(p).startsWith('Tax '));
}

function taxReturnEmails(game: TestGame) {
  return selectEmails(game.state, game.content).filter((e) => e.subject === 'Your tax return');
}

describe('the calendar', () => {
  const firstDay = content.scenario.rules.tax.firstDay;
  it('ends the 2025-26 income year with week 22, and a 27-week game in August', () => {
    expect(formatDate(weekEnd(firstDay, 1))).toBe('3 February 2026');
    expect(formatDate(weekEnd(firstDay, 22))).toBe('30 June 2026');
    expect(formatDate(weekEnd(firstDay, 27))).toBe('4 August 2026');
    expect(incomeYearOfWeek(firstDay, 22)).toBe(2025);
    expect(incomeYearOfWeek(firstDay, 23)).toBe(2026);
    const lastWeeks = Array.from({ length: 27 }, (_, i) => i + 1).filter((w) =>
      isLastWeekOfIncomeYear(firstDay, w),
    );
    expect(lastWeeks).toEqual([22]);
    expect(weekOf(firstDay, { year: 2026, month: 11, day: 21 })).toBe(43);
  });
});

describe('pay for every week of the game', () => {
  it.each([
    [1, 26],
    [2, 26],
    [4, 26],
    [1, 27],
    [2, 27],
    [4, 27],
  ] as const)('pays every week once (frequency %i, %i weeks)', (frequency, totalWeeks) => {
    const game = new TestGame(quietWorld({ paymentFrequency: frequency }), { totalWeeks });
    play(game, totalWeeks);
    const weekly = Math.round(job.hourlyRateCents * job.hoursPerWeek);
    const slips = selectEmails(game.state, game.content).filter(
      (e) => e.communicationType === 'PaySlipEmailInstance',
    );
    const gross = slips.reduce((sum, e) => sum + e.paySlip!.grossAmountCents, 0);
    expect(gross).toBe(weekly * totalWeeks);
    // Pay days: every frequency-th week, and the last week when weeks are left unpaid.
    const expectedWeeks = Array.from({ length: totalWeeks }, (_, i) => i + 1).filter(
      (w) => w % frequency === 0 || w === totalWeeks,
    );
    expect(pays(game).map((p) => p.week)).toEqual(expectedWeeks);
    expect(game.state.isGameComplete || game.state.phase === 'ended').toBe(true);
  });

  it('says which weeks a last part-period pay is for on its slip', () => {
    const game = new TestGame(quietWorld({ paymentFrequency: 4 }), { totalWeeks: 27 });
    play(game, 27);
    const last = selectEmails(game.state, game.content).find(
      (e) => e.communicationType === 'PaySlipEmailInstance' && e.week === 27,
    );
    expect(last?.subject).toBe('Your pay slip for the last 3 weeks');
    // $950 a week: three weeks, each withheld as $950 -> $127.
    expect(last?.paySlip).toMatchObject({ grossAmountCents: 285_000, taxAmountCents: 38_100 });
  });
});

describe('tax time', () => {
  it('refunds the over-withheld tax once, in week 25, into the pay account, as the e-mail says', () => {
    // $25 x 38 = $950 a week, fortnightly: 11 pays in the income year (weeks 2-22) of $1,900
    // with $254 withheld. Taxable $20,900: tax 2,700 x 16c = $432, all taken by the offset; no
    // levy below $27,222. Refund: all $2,794 withheld.
    const game = new TestGame(quietWorld(), { totalWeeks: 27 });
    const account = game.open('everyday');
    for (let week = 1; week <= 24; week++) game.nextWeek();
    expect(taxPostings(game)).toEqual([]);
    expect(game.state.income.taxReturn?.processWeek).toBe(25);
    const before = game.balance(account);
    game.nextWeek(); // the end of week 25
    const refunds = taxPostings(game);
    expect(refunds.map((p) => [postingWeek(p), postingDescription(p)])).toEqual([
      [25, 'Tax refund 2025-26'],
    ]);
    expect(entriesOf(refunds[0]!)).toContainEqual([WORLD.ato, -279_400]);
    expect(game.balance(account)).toBe(before + 279_400); // week 25 is not a pay day
    // The week's summary counts it as income, not as a bill.
    expect(selectWeekBreakdown(game.state, 25)).toContainEqual({
      category: 'tax-refund',
      label: 'Tax refund',
      amountCents: 279_400,
    });
    const [email] = taxReturnEmails(game);
    const source = game.state.communications.list.find((c) => c.source.kind === 'taxreturn')!
      .source as TaxReturnSource;
    expect(source.assessment).toMatchObject({
      incomeYear: 2025,
      wagesCents: 11 * 190_000,
      withheldCents: 11 * 25_400,
      taxableIncomeCents: 11 * 190_000,
      incomeTaxCents: 43_200,
      litoCents: 43_200,
      medicareLevyCents: 0,
      balanceCents: 279_400,
    });
    expect(email!.amountCents).toBe(279_400);
    expect(email!.content).toContain('Your refund: $2,794.00');
    expect(email!.content).toContain('Tax withheld from your pay: $2,794.00');
    expect(selectCommunication(game.state, game.content, email!.id)?.from).toBe(
      'Australian Taxation Office',
    );
    // Never again.
    game.nextWeek();
    game.do({ type: 'endWeek' });
    expect(taxPostings(game)).toHaveLength(1);
    expect(taxReturnEmails(game)).toHaveLength(1);
  });
});

describe('tax time, other lives', () => {
  it('bills tax still owed once, from the ATO, due on 21 November, with no late fee', () => {
    // $60 an hour, 38 hours: $2,280 a week, fortnightly: 11 pays of $4,560 in the year with
    // $1,106 withheld from each (half is 2,280: 0.32 x 2280.99 - 176.5769 = 553.34 -> $553,
    // twice), plus $40,000 earned before the game with nothing withheld (the scenario's figure).
    const world = quietWorld(
      { hourlyRateCents: 6000 },
      { earlierIncome: { wagesCents: 4_000_000, withheldCents: 0 } },
    );
    const game = new TestGame(world, { totalWeeks: 26 });
    game.open('everyday');
    for (let week = 1; week <= 25; week++) game.nextWeek();
    const withheldInYear = pays(game)
      .filter((p) => p.week <= 22)
      .reduce((sum, p) => sum + p.withheldCents, 0);
    expect(withheldInYear).toBe(11 * 110_600);
    // Taxable 40,000 + 50,160 = 90,160: tax 4,288 + 45,160 x 30c = 17,836; offset 325 - 45,160 x
    // 1.5c < 0: none; levy 2% = 1,803.20. Owed 19,639.20; withheld 12,166: $7,473.20 to pay.
    const source = game.state.communications.list.find((c) => c.source.kind === 'taxreturn')!
      .source as TaxReturnSource;
    expect(source.assessment).toMatchObject({
      taxableIncomeCents: 9_016_000,
      incomeTaxCents: 1_783_600,
      litoCents: 0,
      medicareLevyCents: 180_320,
      withheldCents: 1_216_600,
      balanceCents: -747_320,
    });
    const bills = selectBills(game.state).filter((b) => b.payee === 'Australian Taxation Office');
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      title: 'Income tax 2025-26',
      openingWeek: 25,
      weekDue: 43,
      amountCents: 747_320,
      lateFeesCents: 0,
      isPayable: true,
    });
    const [email] = taxReturnEmails(game);
    expect(email!.content).toContain('Amount to pay: $7,473.20');
    expect(email!.content).toContain('due by 21 November 2026');
    expect(email!.content).toContain('payment plan');
    expect(taxPostings(game)).toEqual([]); // a bill, not a refund
    // Nothing more comes of it in the game's last week.
    game.do({ type: 'endWeek' });
    expect(selectBills(game.state).filter((b) => b.payee === 'Australian Taxation Office')).toEqual(
      bills.map((b) => expect.objectContaining({ id: b.id, amountCents: 747_320 })),
    );
  });

  it('gives a junior on about $9,000 a year all the tax withheld back', () => {
    // $15 an hour, 12 hours: $180 a week, below the $361 a week where withholding starts, so
    // nothing is withheld in the game; $1,000 earned before the game had $40 withheld.
    const world = quietWorld(
      { hourlyRateCents: 1500, hoursPerWeek: 12, paymentFrequency: 1 },
      { earlierIncome: { wagesCents: 100_000, withheldCents: 4_000 } },
    );
    const game = new TestGame(world, { totalWeeks: 26 });
    game.open('everyday');
    for (let week = 1; week <= 25; week++) game.nextWeek();
    expect(pays(game).every((p) => p.withheldCents === 0)).toBe(true);
    const source = game.state.communications.list.find((c) => c.source.kind === 'taxreturn')!
      .source as TaxReturnSource;
    expect(source.assessment).toMatchObject({
      wagesCents: 22 * 18_000 + 100_000,
      assessedCents: 0,
      balanceCents: 4_000,
    });
    expect(taxPostings(game).map((p) => entriesOf(p)[0])).toEqual([[WORLD.ato, -4_000]]);
  });

  it('sends no return when nothing was withheld and no tax is due, as the ATO needs none', () => {
    // $180 a week: nothing withheld, and the year's income is under the tax-free threshold, so a
    // non-lodgment advice is all the ATO asks for (the younger personas' story says so).
    const world = quietWorld({ hourlyRateCents: 1500, hoursPerWeek: 12, paymentFrequency: 1 });
    const game = new TestGame(world, { totalWeeks: 26 });
    game.open('everyday');
    for (let week = 1; week <= 26; week++) game.nextWeek();
    expect(game.state.income.taxReturn).toMatchObject({
      processed: true,
      assessment: { withheldCents: 0, assessedCents: 0 },
    });
    expect(taxReturnEmails(game)).toEqual([]);
    expect(taxPostings(game)).toEqual([]);
    expect(selectBills(game.state)).toEqual([]);
  });

  it('counts the interest paid by 30 June as income', () => {
    const game = new TestGame(quietWorld(), { totalWeeks: 26 });
    game.open('everyday');
    game.open('saver', 90_000);
    for (let week = 1; week <= 25; week++) game.nextWeek();
    const paidByJune = allPostings(game.state.ledger)
      .filter((p) => postingWeek(p) <= 22)
      .flatMap(entriesOf)
      .filter(([key, amount]) => key.startsWith('i') && amount < 0)
      .reduce((sum, [, amount]) => sum - amount, 0);
    expect(paidByJune).toBeGreaterThan(1_000); // 5% on $900 for about five months
    const source = game.state.communications.list.find((c) => c.source.kind === 'taxreturn')!
      .source as TaxReturnSource;
    expect(source.assessment.interestCents).toBe(paidByJune);
    expect(source.assessment.taxableIncomeCents).toBe(
      11 * 190_000 + Math.floor(paidByJune / 100) * 100,
    );
  });

  it('works the return out at the end of a game that never reaches 30 June', () => {
    // Week 1 begins on 1 September 2025; week 26 ends on 1 March 2026.
    const game = new TestGame(quietWorld({}, { firstDay: '2025-09-01' }), { totalWeeks: 26 });
    game.open('everyday');
    for (let week = 1; week <= 25; week++) game.nextWeek();
    expect(game.state.income.taxReturn).toBeNull();
    game.do({ type: 'endWeek' });
    expect(game.state.income.taxReturn).toMatchObject({ processWeek: 26, processed: true });
    expect(game.state.income.taxReturn!.assessment.wagesCents).toBe(26 * 95_000);
    expect(taxPostings(game).map(postingWeek)).toEqual([26]);
    expect(taxReturnEmails(game)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { DIARY_SAVES_PER_QUESTION, PLANNER_MESSAGES } from '@mc/contract/apps/planner';
import { applyCommand, replay, selectApps, selectBankAccounts, type Command } from '../index';
import { content, EVERYDAY, withScenario } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { selectPlanComparison } from './actual';
import { selectBudget } from './budget';
import { diaryReply, diarySavesOf, selectDiaryQuestion, selectPastDiaryQuestions } from './diary';
import { planAmounts, planStatus, planStatusText } from './plan';

// The Weekly Planner: My budget from the player's own jobs and bills, the plan for what remains
// (whole dollars, each at most what remains) set beside what they did, and the diary with the
// mentor's replies chosen by the player's situation.

const withPlanner = withScenario({ disabledApps: [] });

/** A game with an everyday account holding $900 of the $1,000 cash (week 1 cannot end without one). */
function newGame(game = withPlanner) {
  const test = new TestGame(game, { gameSeed: 'planner', settings: { quizRequired: 'none' } });
  test.open('everyday', 90_000);
  return test;
}

const everydayOf = (game: TestGame) => selectBankAccounts(game.state)[0]!.id;

const plan = (bills: number, goods = 0, savings = 0, shares = 0, fixedTerm = 0) => ({
  type: 'savePlan' as const,
  bills,
  goods,
  savings,
  shares,
  fixedTerm,
});

describe('My budget', () => {
  it('averages a fortnightly job and a four-weekly bill to a week (hand-worked)', () => {
    const game = newGame();
    // The job: $25 an hour for 38 hours, paid fortnightly: $1,900 gross. Schedule 1 works the
    // weekly earnings as $950 (+99c): 0.3227 x 950.99 - 180.0385 = $126.85, rounded to $127 a
    // week, so $254 is withheld a fortnight; net $1,646, which is $823.00 a week.
    const week1 = selectBudget(game.state, game.content);
    expect(week1.income).toEqual([
      {
        title: 'Retail assistant, Test Grocers',
        netCents: 164_600,
        paymentFrequency: 2,
        weeklyCents: 82_300,
      },
    ]);
    expect(week1.incomeCents).toBe(82_300);
    // Rent $400 a fortnight: $200 a week; groceries $100 a week; streaming $12.99 every four
    // weeks: $3.2475, so $3.25 a week. The phone plan starts in week 2.
    expect(week1.expenses.rent.weeklyCents).toBe(20_000);
    expect(week1.expenses.food.weeklyCents).toBe(10_000);
    expect(week1.expenses.travel.weeklyCents).toBe(0);
    expect(week1.expenses.entertainment).toMatchObject({
      weeklyCents: 325,
      lines: [{ title: 'Streaming', amountCents: 1299, everyWeeks: 4, weeklyCents: 325 }],
    });
    expect(week1.totalExpensesCents).toBe(30_325);
    expect(week1.remainingCents).toBe(51_975);
    expect(week1.plannableDollars).toBe(519);

    game.nextWeek();
    // Week 2: the $35 four-weekly phone plan joins entertainment ($8.75 a week).
    const week2 = selectBudget(game.state, game.content);
    expect(week2.expenses.entertainment.weeklyCents).toBe(325 + 875);
    expect(week2.expenses.entertainment.lines.map((l) => l.title)).toEqual([
      'Mobile plan',
      'Streaming',
    ]);
    expect(week2.totalExpensesCents).toBe(31_200);
  });

  it('counts everyday spending, and a subscription no more once cancelled', () => {
    const game = newGame(withScenario({ disabledApps: [], bills: [], everydaySpending: EVERYDAY }));
    const budget = selectBudget(game.state, game.content);
    expect(budget.expenses.food.weeklyCents).toBe(10_000);
    expect(budget.expenses.travel.weeklyCents).toBe(3500);
    expect(budget.expenses.entertainment.weeklyCents).toBe(325);
    game.do({ type: 'cancelSubscription', spendingId: 'tv' });
    expect(selectBudget(game.state, game.content).expenses.entertainment.weeklyCents).toBe(0);
  });

  it('has no income after the only job ends, and nothing to plan', () => {
    const game = newGame();
    game.do({ type: 'leaveJob', jobId: game.state.jobs.current[0]!.id });
    game.nextWeek();
    const budget = selectBudget(game.state, game.content);
    expect(budget.income).toEqual([]);
    expect(budget.incomeCents).toBe(0);
    expect(budget.remainingCents).toBe(-budget.totalExpensesCents);
    expect(budget.plannableDollars).toBe(0);
    expect(game.reject(plan(1)).message).toBe(PLANNER_MESSAGES.nothingRemaining);
    // A plan of nothing is fine.
    game.do(plan(0));
    expect(planStatusText(0, planAmounts(game.state, game.state.week))).toBe(
      PLANNER_MESSAGES.nothingRemaining,
    );
  });
});

describe('the plan', () => {
  it('caps each amount at what remains and says whether the total is over, at or under it', () => {
    const game = newGame();
    expect(game.reject(plan(520)).message).toBe(PLANNER_MESSAGES.overRemaining);
    expect(game.reject(plan(10.5)).message).toBe(PLANNER_MESSAGES.wholeDollars);
    expect(game.reject(plan(-1)).message).toBe(PLANNER_MESSAGES.wholeDollars);
    expect(game.reject(plan(Number.NaN)).message).toBe(PLANNER_MESSAGES.wholeDollars);
    // Each amount can be all of what remains; together they may be more (the player's plan).
    game.do(plan(519, 519));
    expect(planStatus(519, planAmounts(game.state, 1))).toBe('over');
    expect(planStatusText(519, planAmounts(game.state, 1))).toBe('$519 over what remains');
    game.do(plan(300, 19, 100, 50, 50));
    expect(planStatus(519, planAmounts(game.state, 1))).toBe('exact');
    expect(planStatusText(519, planAmounts(game.state, 1))).toBe('Every dollar has a job');
    game.do(plan(200, 0, 100));
    expect(planStatusText(519, planAmounts(game.state, 1))).toBe('$219 still to plan');
    // One plan a week: saving again replaced it.
    expect(game.state.planner.plans).toEqual([
      { week: 1, amounts: { bills: 200, goods: 0, savings: 100, shares: 0, fixedTerm: 0 } },
    ]);
  });

  it('is set beside what the player did that week: extra bills paid, money saved and put away', () => {
    // A one-off bill in week 1 besides the regular ones (rent, groceries, streaming).
    const dentist = {
      ...content.scenario.bills[0]!,
      id: 'dentist',
      title: 'Dentist',
      payee: 'Test Dental',
      category: 'other' as const,
      amountCents: 8_000,
      everyWeeks: 0,
      firstWeek: 1,
    };
    const game = newGame(
      withScenario({ disabledApps: [], bills: [...content.scenario.bills, dentist] }),
    );
    const everyday = everydayOf(game);
    const saver = game.open('saver', 5_000);
    game.do(plan(300, 0, 100, 0, 50));
    // Rent $400, groceries $100 (regular: in the week's expenses) and the dentist's $80.
    game.payAll(everyday);
    game.do({
      type: 'transfer',
      fromAccountId: everyday,
      toAccountId: saver,
      amountCents: 2_000,
    });
    const comparison = selectPlanComparison(game.state, game.content, 1)!;
    expect(comparison.planned).toEqual({
      bills: 300,
      goods: 0,
      savings: 100,
      shares: 0,
      fixedTerm: 50,
    });
    // $50 opened the saver (from cash) and $20 moved in: $70 saved. The plan shares out what
    // remains after the regular bills, so only the dentist's bill counts as bills paid.
    expect(comparison.actualCents).toEqual({
      bills: 8_000,
      goods: 0,
      savings: 7_000,
      shares: 0,
      fixedTerm: 0,
    });
    game.nextWeek();
    // The ended week keeps its comparison; a week without a plan has none.
    expect(selectPlanComparison(game.state, game.content, 1)!.actualCents.bills).toBe(8_000);
    expect(selectPlanComparison(game.state, game.content, 2)).toBeNull();
  });
});

describe('the diary', () => {
  it('saves an answer to this week or an earlier one, trimmed, and refuses what breaks the rules', () => {
    const game = newGame();
    const answer = (week: number, text: string) => ({
      type: 'saveDiaryAnswer' as const,
      week,
      answer: text,
    });
    expect(game.reject(answer(1, '   ')).message).toBe(PLANNER_MESSAGES.answerEmpty);
    expect(game.reject(answer(1, 'x'.repeat(501))).message).toBe(PLANNER_MESSAGES.answerTooLong);
    expect(game.reject(answer(1, 'I <script>alert(1)</script>')).message).toBe(
      PLANNER_MESSAGES.answerMarkup,
    );
    expect(game.reject(answer(2, 'Too soon')).message).toBe(PLANNER_MESSAGES.weekNotReached);
    expect(game.reject(answer(28, 'No such week')).message).toBe(PLANNER_MESSAGES.noQuestion);
    // Up to 500 characters as a browser counts them (an emoji is two), a heart and a comparison
    // are fine.
    game.do(answer(1, `${'🙂'.repeat(245)} <3 a > b`));
    expect(game.reject(answer(1, '🙂'.repeat(251))).message).toBe(PLANNER_MESSAGES.answerTooLong);
    game.do(answer(1, '  Save first, then spend.  '));
    expect(selectDiaryQuestion(game.state, game.content)).toMatchObject({
      question: { week: 1, title: 'First week' },
      answer: 'Save first, then spend.',
    });
    game.nextWeek();
    expect(selectDiaryQuestion(game.state, game.content)).toMatchObject({
      question: { week: 2 },
      answer: null,
    });
    expect(selectPastDiaryQuestions(game.state, game.content).map((q) => q.question.week)).toEqual([
      1,
    ]);
    game.do(answer(1, 'Edited in week 2.'));
    expect(selectDiaryQuestion(game.state, game.content, 1)?.answer).toBe('Edited in week 2.');
    // Every answer saved is kept (a sealed page never changes); saving the same words again
    // changes nothing.
    expect(game.state.planner.answers.map((a) => [a.week, a.savedInWeek])).toEqual([
      [1, 1],
      [1, 1],
      [1, 2],
    ]);
    const before = JSON.stringify(game.state);
    game.do(answer(1, 'Edited in week 2.'));
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it('keeps each answer to its limit of saves, the last kept, and never refuses the same words', () => {
    const game = newGame();
    const answer = (week: number, text: string) => ({
      type: 'saveDiaryAnswer' as const,
      week,
      answer: text,
    });
    for (let n = 1; n <= DIARY_SAVES_PER_QUESTION; n++) game.do(answer(1, `Take ${n}.`));
    expect(diarySavesOf(game.state, 1)).toBe(DIARY_SAVES_PER_QUESTION);
    // One more edit is refused with the limit's words and changes nothing: the last answer stays.
    const refused = game.reject(answer(1, 'One more take.'));
    expect(refused).toMatchObject({
      code: 'planner/save-limit',
      message: PLANNER_MESSAGES.saveLimit,
    });
    expect(PLANNER_MESSAGES.saveLimit).toContain(`${DIARY_SAVES_PER_QUESTION} times`);
    expect(selectDiaryQuestion(game.state, game.content)?.answer).toBe(
      `Take ${DIARY_SAVES_PER_QUESTION}.`,
    );
    // The same words again store nothing, so they are fine; words that break a rule get that
    // rule's message, not the limit's.
    const before = JSON.stringify(game.state);
    game.do(answer(1, `  Take ${DIARY_SAVES_PER_QUESTION}.  `));
    expect(JSON.stringify(game.state)).toBe(before);
    expect(game.reject(answer(1, '   ')).message).toBe(PLANNER_MESSAGES.answerEmpty);
    // Each week's answer has saves of its own, made in that week or later.
    game.nextWeek();
    game.do(answer(2, 'Week two, first take.'));
    game.do(answer(2, 'Week two, second take.'));
    expect(game.reject(answer(1, 'Edited in week 2.')).code).toBe('planner/save-limit');
    expect(diarySavesOf(game.state, 2)).toBe(2);
  });

  it('replays a log stored before the limit as it was taken, past the limit', () => {
    const init = {
      gameSeed: 'planner',
      instanceSeed: 'instance-seed',
      totalWeeks: 27 as const,
      playerName: 'Tess',
      settings: { quizRequired: 'none' as const },
      content: withPlanner,
    };
    const over = DIARY_SAVES_PER_QUESTION + 5;
    const log: Command[] = Array.from({ length: over }, (_, n) => ({
      type: 'saveDiaryAnswer',
      week: 1,
      answer: `Logged take ${n + 1}.`,
    }));
    const replayed = replay(init, log);
    expect(replayed.rejected).toEqual([]);
    expect(diarySavesOf(replayed.state, 1)).toBe(over);
    expect(selectDiaryQuestion(replayed.state, withPlanner)?.answer).toBe(`Logged take ${over}.`);
    // The same game played on now: its next edit meets the limit, though a replay took them all.
    const next = applyCommand(
      replayed.state,
      { type: 'saveDiaryAnswer', week: 1, answer: 'Played on.' },
      withPlanner,
    );
    expect(next).toMatchObject({ ok: false, code: 'planner/save-limit' });
    const fromLog = applyCommand(
      replayed.state,
      { type: 'saveDiaryAnswer', week: 1, answer: 'Played on.' },
      withPlanner,
      { fromLog: true },
    );
    expect(fromLog.ok).toBe(true);
  });

  it('shows a badge on the Planner until this week is answered', () => {
    const game = newGame();
    const badge = () => selectApps(game.state, game.content).find((a) => a.name === 'Planner')!;
    expect(badge()).toMatchObject({ isDisabled: false, updateCount: 1 });
    game.do({ type: 'saveDiaryAnswer', week: 1, answer: 'Done.' });
    expect(badge().updateCount).toBe(0);
  });

  it("replies to the player's situation: owing first, then no income, then the net position", () => {
    const game = newGame();
    const reply = (week = game.state.week) => diaryReply(game.state, game.content, week);
    // Week 1 opens with rent and groceries (not yet overdue): the net position has fallen so
    // far, but pay day is still to come, so the week is not judged before it ends.
    expect(reply()).toEqual({ situation: 'any', messages: ['Any reply.'] });
    const everyday = everydayOf(game);
    game.payAll(everyday);
    game.do({ type: 'endWeek' });
    // Once it has ended, the reply says what the week did (the summary's figures).
    const week1 = game.state.endOfWeek.summaries.find((s) => s.week === 1)!;
    expect(reply(1)?.situation).toBe(
      week1.finishingNetCents < week1.startingNetCents ? 'net-down' : 'net-up',
    );
    game.do({ type: 'startWeek' });
    game.payAll(everyday);
    game.nextWeek();
    // Week 2 ended with the first fortnight's pay, more than its bills.
    expect(reply(2)?.situation).toBe('net-up');
    // Week 3's question has only an 'any' reply.
    expect(reply()).toEqual({ situation: 'any', messages: ['Any three.'] });
    // Bills left unpaid past their due week: owing comes first.
    game.nextWeek();
    game.nextWeek();
    expect(game.state.bills.list.some((bill) => bill.tag === 'Overdue')).toBe(true);
    expect(reply(1)?.situation).toBe('owes');
    // No job, nothing owing: the no-income reply.
    const jobless = newGame();
    jobless.do({ type: 'leaveJob', jobId: jobless.state.jobs.current[0]!.id });
    jobless.nextWeek();
    expect(diaryReply(jobless.state, jobless.content, 1)?.situation).toBe('no-income');
  });
});

describe('the content', () => {
  it('keeps a game without diary questions working', () => {
    const game = new TestGame({ ...content, diaryQuestions: [] }, { gameSeed: 'none' });
    expect(selectDiaryQuestion(game.state, game.content)).toBeNull();
    expect(game.reject({ type: 'saveDiaryAnswer', week: 1, answer: 'Hi' }).message).toBe(
      PLANNER_MESSAGES.noQuestion,
    );
  });
});

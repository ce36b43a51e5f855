import { describe, expect, it } from 'vitest';
import { starterContent } from '@mc/content';
import { ACCOUNT_LIMITS } from '@mc/contract/engine-constants';
import { DIARY_ANSWER_MAX, DIARY_SAVES_PER_QUESTION } from '@mc/contract/apps/planner';
import {
  applyCommand,
  createGame,
  selectApps,
  selectBankAccounts,
  selectBills,
  selectCash,
  selectCreditCardTypes,
  selectEmails,
  selectTextThreads,
  selectBonusQuestion,
  selectArticle,
  selectQuiz,
  selectQuizRequirement,
  type Command,
  type GameState,
} from '@mc/engine';
import { POSTINGS_PER_PAGE } from '@mc/engine/ledger/ledger';
import { COMMANDS_PER_WEEK, GAME_BYTES_MAX } from './commands';
import { PAGE_KINDS, storedState, type SealedCounts } from './stored-state';

// A hostile player: a script that uses all COMMANDS_PER_WEEK stored commands of every week on
// the commands that add most to a saved game (opening and closing accounts, term deposits,
// money moved back and forth, the card paid a cent at a time, every message read and deleted,
// each week's diary answer saved as often as the game takes it in 500 characters of 3 bytes
// each, a plan saved every week), for a whole 27-week game. What the server writes on every
// command (the state without its sealed pages) must stay under a fixed bound, the whole game,
// sealed pages included, may grow only in proportion to the commands the server allows, and what
// the database holds for it stays under GAME_BYTES_MAX.

/** A row's bytes beside its text: the instance id (36), and 8 for each number and the time. */
const LOG_ROW_BYTES = 36 + 8 + 24;
const PAGE_ROW_BYTES = 36 + 8;

const content = starterContent;

class Script {
  state: GameState;
  storedCommands = 0;
  weekStored = 0;
  private sealed: SealedCounts = { ledger: 0, messages: 0, diary: 0 };
  maxLiveChars = 0;
  /** What the log and the pages hold (their rows), and the live state's JSON, in bytes. */
  storedBytes = 0;
  liveBytes = 0;
  diarySaves = 0;
  diaryBytes = 0;

  constructor(seed: string) {
    this.state = createGame({
      scenario: content.scenario,
      items: content.items,
      gameSeed: seed,
      instanceSeed: seed,
      totalWeeks: 27,
      playerName: 'Sam',
    });
  }

  get full(): boolean {
    return this.weekStored >= COMMANDS_PER_WEEK;
  }

  /** Applies a command as the server would: stored when accepted (and counted). */
  try(command: Command): boolean {
    if (
      this.full &&
      ![
        'endWeek',
        'startWeek',
        'answerBonusQuestion',
        'generateBonusQuestion',
        'createQuiz',
        'startQuiz',
        'submitAnswer',
        'completeQuestion',
        'endQuiz',
      ].includes(command.type)
    )
      return false;
    const result = applyCommand(this.state, command, content);
    if (!result.ok || result.state === this.state) return false;
    this.state = result.state;
    this.storedCommands += 1;
    this.weekStored += 1;
    const stored = storedState(this.state, this.sealed);
    let bytes = LOG_ROW_BYTES + Buffer.byteLength(JSON.stringify(command));
    for (const kind of PAGE_KINDS)
      for (const page of stored.newPages[kind])
        bytes += PAGE_ROW_BYTES + Buffer.byteLength(page.json);
    this.storedBytes += bytes;
    this.liveBytes = Buffer.byteLength(stored.json);
    if (command.type === 'saveDiaryAnswer') {
      this.diarySaves += 1;
      this.diaryBytes += bytes;
    }
    this.sealed = stored.sealed;
    this.maxLiveChars = Math.max(this.maxLiveChars, stored.json.length);
    return true;
  }

  get cashId() {
    return selectCash(this.state).id;
  }

  typeId(accountType: string, nth = 0) {
    return content.scenario.bankAccountTypes.filter((t) => t.accountType === accountType)[nth]!.id;
  }

  /** One week of the worst commands, up to the week's allowance. */
  playWeek(): void {
    this.weekStored = 0;
    const everyday = this.typeId('TransactionsBankAccountInstance');
    if (
      !selectBankAccounts(this.state).some(
        (a) => a.accountType === 'TransactionsBankAccountInstance',
      )
    )
      this.try({ type: 'openBankAccount', accountTypeId: everyday });
    // Opening and closing accounts, and term deposits, for as long as the bank lets it.
    for (let i = 0; i < 10 && !this.full; i++) {
      const saver = this.typeId('SavingsBankAccountInstance');
      if (this.try({ type: 'openBankAccount', accountTypeId: saver })) {
        const opened = selectBankAccounts(this.state).find(
          (a) => a.accountType === 'SavingsBankAccountInstance',
        );
        if (opened) this.try({ type: 'closeBankAccount', accountId: opened.id });
      }
      this.try({
        type: 'openInvestment',
        accountTypeId: this.typeId('FixedTermDepositInvestmentInstance'),
        fromAccountId: this.cashId,
        amountCents: content.scenario.bankAccountTypes.find(
          (t) => t.accountType === 'FixedTermDepositInvestmentInstance',
        )!.minimumBalanceCents,
      });
    }
    const bank = selectBankAccounts(this.state)[0]!;
    if (!this.state.creditCard.card) {
      const card = selectCreditCardTypes(content)[0];
      if (card) this.try({ type: 'buyCreditCard', cardTypeId: card.id, fromAccountId: bank.id });
    }
    for (const bill of selectBills(this.state, { payableOnly: true }))
      this.try({ type: 'payBill', billId: bill.id, fromAccountId: bank.id });
    for (const app of selectApps(this.state, content))
      this.try({ type: 'markAppAccessed', appInstanceId: app.id });
    this.try({ type: 'setPayAccount', accountId: bank.id });
    const messages = [
      ...selectEmails(this.state, content),
      ...selectTextThreads(this.state, content).flatMap((t) => t.messages),
    ];
    for (const m of messages) this.try({ type: 'readCommunication', communicationId: m.id });
    for (const m of messages.filter((m) => !m.isActionable || m.actioned))
      this.try({ type: 'deleteCommunication', communicationId: m.id });
    // This week's diary answer at its longest, edited for as long as the game takes it (each
    // edit is a new answer), then an earlier week's, which has had its saves; and a plan.
    for (let i = 0; i <= DIARY_SAVES_PER_QUESTION && !this.full; i++) {
      const mark = `${String(this.state.week)}.${String(i)}`;
      const answer = `${mark}${'€'.repeat(DIARY_ANSWER_MAX - mark.length)}`;
      this.try({ type: 'saveDiaryAnswer', week: this.state.week, answer });
      if (this.state.week > 1) this.try({ type: 'saveDiaryAnswer', week: 1, answer });
    }
    this.try({ type: 'savePlan', bills: 1, goods: 1, savings: 1, shares: 1, fixedTerm: 1 });
    // The rest of the week: money back and forth, two cents at a time, and the card a cent.
    for (let i = 0; !this.full && i < 2 * COMMANDS_PER_WEEK; i++) {
      const cardPay = i % 5 === 4 && this.state.creditCard.card;
      const moved = cardPay
        ? this.try({ type: 'payCreditCard', fromAccountId: this.cashId, amountCents: 1 })
        : this.try({
            type: 'transfer',
            fromAccountId: i % 2 === 0 ? this.cashId : bank.id,
            toAccountId: i % 2 === 0 ? bank.id : this.cashId,
            amountCents: 2,
          });
      if (!moved && !cardPay) break;
    }
  }

  /**
   * A required quiz first, as the week needs it: opened and ended at once, then taken up again and
   * each question answered with its first option(s), for no money.
   */
  requiredQuiz(): void {
    const { isRequired, isComplete } = selectQuizRequirement(this.state, content);
    if (!isRequired || isComplete) return;
    const article = selectArticle(this.state, content)!.article;
    this.try({ type: 'createQuiz', articleId: article.id, questionIds: null });
    const quizId = selectQuiz(this.state, content)!.id;
    this.try({ type: 'endQuiz', quizId });
    this.try({ type: 'startQuiz', quizId });
    for (let i = 0; i < 10; i++) {
      const view = selectQuiz(this.state, content)!;
      if (view.record.status !== 'started') break;
      const question = view.questions[view.record.current]!;
      const chosen = Array.from({ length: question.requiredAnswers }, (_, n) => n);
      this.try({ type: 'submitAnswer', questionId: null, chosen });
      this.try({ type: 'completeQuestion', questionId: null });
    }
  }

  endWeek(): void {
    this.requiredQuiz();
    this.try({ type: 'endWeek' });
    this.try({ type: 'generateBonusQuestion', atMs: 1_770_000_000_000 + this.state.week * 1e6 });
    const question = selectBonusQuestion(this.state, content);
    if (question)
      this.try({
        type: 'answerBonusQuestion',
        questionId: question.questionId,
        answerId: question.answers[0]!.id,
        skip: false,
        timeRemainingSeconds: 60,
        atMs: 1_770_000_000_000 + this.state.week * 1e6 + 1000,
      });
    this.try({ type: 'startWeek' });
  }
}

/** A quiet player on the same world: opens the one account week 1 needs, then only ends weeks. */
function quietGame(seed: string) {
  const script = new Script(seed);
  const totals: number[] = [];
  script.try({
    type: 'openBankAccount',
    accountTypeId: script.typeId('TransactionsBankAccountInstance'),
  });
  while (!script.state.isGameComplete) {
    script.requiredQuiz();
    script.try({ type: 'endWeek' });
    script.try({ type: 'startWeek' });
    totals.push(JSON.stringify(script.state).length);
  }
  return { maxLiveChars: script.maxLiveChars, totals };
}

// What a player's commands can add to the live state beyond what the game itself adds (bills,
// messages, week summaries: the same for the quiet player), each part bounded by a limit:
const ACCOUNT_CHARS = 700; // one account's JSON is about 580 characters (its terms are copied)
const POSTING_CHARS = 120; // one posting: week, description naming two accounts, two legs
const ANSWER_CHARS = DIARY_ANSWER_MAX + 60; // a diary answer saved: its text, week and the week saved
const PLAN_CHARS = 100; // a week's plan: five amounts
const BOUND_EXTRA_CHARS =
  ACCOUNT_LIMITS.openedPerGame * ACCOUNT_CHARS + // every account a game may open, closed or not
  POSTINGS_PER_PAGE * POSTING_CHARS + // the ledger's open page, full
  ACCOUNT_LIMITS.openedPerGame * 2 * 16 + // two ledger balances an account ("a12":0,"i12":0)
  ANSWER_CHARS + // the diary's last answer (the others are sealed pages)
  27 * PLAN_CHARS + // a plan a week
  4_000; // read and deleted message ids (a few hundred messages), the card and its statements
// With the starter scenario the quiet game's live state peaks near 34 k characters (its bills
// are half of it), so the bound is about 34 k + 14 k + 7.7 k + 0.6 k + 4 k = 60 k; the script
// reaches about 43 k (before the account limits it reached 3 M). Its whole game, sealed pages
// included, is about 56 characters a stored command above the quiet game's.

/**
 * Every stored command adds at most its postings to the sealed pages (a transfer or payment posts
 * one; closing an account up to three: interest, the balance moved, a lost bonus), each at most
 * POSTING_CHARS, or one diary answer, plus the messages the game sends anyway.
 */
const CHARS_PER_COMMAND = Math.max(3 * POSTING_CHARS, ANSWER_CHARS);

describe('a hostile player using every command the server allows for 27 weeks', () => {
  it('keeps what is written on every command under a fixed bound, and the whole game linear in the commands', () => {
    const seed = 'hostile';
    const quiet = quietGame(seed);
    const script = new Script(seed);
    const totals: number[] = [];
    while (!script.state.isGameComplete) {
      script.playWeek();
      script.endWeek();
      totals.push(JSON.stringify(script.state).length);
      const week = totals.length;
      expect(totals[week - 1]! - quiet.totals[week - 1]!).toBeLessThanOrEqual(
        COMMANDS_PER_WEEK * week * CHARS_PER_COMMAND,
      );
    }
    expect(script.state.week).toBe(27);
    // The script really did push: nearly every week's allowance was used and stored.
    expect(script.storedCommands).toBeGreaterThan(COMMANDS_PER_WEEK * 25);
    expect(script.state.banking.accounts.length).toBe(ACCOUNT_LIMITS.openedPerGame + 1); // + super
    // Each week's answer was saved as often as the game takes it, and no more.
    expect(script.state.planner.answers.length).toBe(27 * DIARY_SAVES_PER_QUESTION);
    expect(script.diarySaves).toBe(27 * DIARY_SAVES_PER_QUESTION);
    expect(script.maxLiveChars).toBeLessThanOrEqual(quiet.maxLiveChars + BOUND_EXTRA_CHARS);
    expect(totals.at(-1)! - quiet.totals.at(-1)!).toBeLessThanOrEqual(
      script.storedCommands * CHARS_PER_COMMAND,
    );
    // In bytes, as the database holds them: every command but the diary's under 0.5 KB with
    // what it adds to the pages, each diary save under 3.3 KB, and the whole game (its row's
    // other columns are a few hundred bytes) under the bound the README states.
    const otherBytes = script.storedBytes - script.diaryBytes;
    expect(otherBytes / (script.storedCommands - script.diarySaves)).toBeLessThan(500);
    expect(script.diaryBytes / script.diarySaves).toBeLessThan(3_300);
    expect(script.storedBytes + script.liveBytes + 1_000).toBeLessThanOrEqual(GAME_BYTES_MAX);
  });
});

// The demo class's simulated students (issue 19): small seeded strategies that play a game the way
// a student would, one command at a time, through whatever applies the command (the server's
// runCommand for the demo, the engine in memory for a quick look). The same seed and game give the
// same choices. Each style leaves the game in the state a teacher's class view should flag: a
// careful player pays, saves and ends weeks; the others get stuck in the usual ways.
import {
  selectArticle,
  selectBankAccounts,
  selectBills,
  selectBonusQuestion,
  selectCash,
  selectConcerns,
  selectCreditCard,
  selectCreditCardTypes,
  selectEmails,
  selectQuiz,
  selectQuizRequirement,
  selectShop,
  selectSurveyQuestion,
  selectSurveyStatus,
  selectTextThreads,
  type Command,
  type GameContent,
  type GameState,
  type OfferDetails,
} from '@mc/engine';

/** Applies a command: the new state when it was accepted, undefined when the game refused it. */
export type ApplyCommand = (command: Command) => Promise<GameState | undefined>;

/** How a simulated student plays. */
export type DemoStyle =
  /** Opens an account, pays bills on time, saves, reads Finance Weekly, answers bonus questions. */
  | 'careful'
  /** Never opens a bank account, so week 1 cannot end (the FAQ's most asked question). */
  | 'no-bank-account'
  /** Careful, but stops at a week whose required Finance Weekly quiz they ended at once, unanswered. */
  | 'quiz-not-done'
  /** Leaves bills unpaid until a debt collector holds one. */
  | 'debt-collector'
  /** Takes a credit card, spends on it and never pays its minimum. */
  | 'card-minimum-missed'
  /** Careful, but says yes to every offer, scams too, and stops in a week a scammer took money. */
  | 'scam-accepted';

/** A small, fast generator (mulberry32) seeded from a string: the student's own choices. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Cash kept in hand; and what stays in the everyday account for two weeks of bills. */
const POCKET_CENTS = 5_000;
const BUFFER_CENTS = 60_000;

export class DemoPlayer {
  private readonly random: () => number;
  private readonly offersBySubject: Map<string, OfferDetails>;

  constructor(
    public state: GameState,
    readonly content: GameContent,
    private readonly apply: ApplyCommand,
    readonly style: DemoStyle,
    seed: string,
    /** The server's clock as the commands are stamped with it (ms), moved on a little each time. */
    private clockMs: number,
  ) {
    this.random = seededRandom(`demo-student:${seed}`);
    const storyOffers = content.scenario.story.filter((beat) => beat.type === 'offer');
    this.offersBySubject = new Map(
      [...content.offers, ...storyOffers].map((offer) => [offer.subject, offer]),
    );
  }

  /** True when the game took the command. */
  async do(command: Command): Promise<boolean> {
    const next = await this.apply(command);
    if (!next) return false;
    this.state = next;
    return true;
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private now(seconds: number): number {
    this.clockMs += seconds * 1000;
    return this.clockMs;
  }

  private get cash() {
    return selectCash(this.state);
  }

  private accountOf(kind: 'TransactionsBankAccountInstance' | 'SavingsBankAccountInstance') {
    return selectBankAccounts(this.state).find((account) => account.accountType === kind);
  }

  private async move(fromId: string, toId: string, amountCents: number): Promise<void> {
    if (amountCents >= 100)
      await this.do({
        type: 'transfer',
        fromAccountId: fromId,
        toAccountId: toId,
        amountCents: Math.floor(amountCents / 100) * 100,
      });
  }

  /** The everyday account with no monthly fee, and the savings account paying the most. */
  private bestTypes() {
    const types = this.content.scenario.bankAccountTypes;
    const transaction = types
      .filter((t) => t.accountType === 'TransactionsBankAccountInstance')
      .sort((a, b) => a.monthlyFeeCents - b.monthlyFeeCents)[0];
    const saver = types
      .filter((t) => t.accountType === 'SavingsBankAccountInstance')
      .sort(
        (a, b) => b.interestRate + (b.bonus?.rate ?? 0) - (a.interestRate + (a.bonus?.rate ?? 0)),
      )[0];
    return { transaction, saver };
  }

  /** Reads the e-mails and texts not read yet (a few of them: a student skims). */
  private async readSome(): Promise<void> {
    const unread = [
      ...selectEmails(this.state, this.content),
      ...selectTextThreads(this.state, this.content).flatMap((thread) => thread.messages),
    ].filter((message) => !message.isRead);
    for (const message of unread.slice(0, 3))
      await this.do({ type: 'readCommunication', communicationId: message.id });
  }

  /** Answers the offers waiting: `accept` says yes or no to each. */
  private async answerOffers(accept: (offer: OfferDetails) => boolean): Promise<void> {
    const waiting = [
      ...selectEmails(this.state, this.content),
      ...selectTextThreads(this.state, this.content).flatMap((thread) => thread.messages),
    ].filter((message) => message.isActionable && !message.actioned && !message.cancelled);
    for (const message of waiting) {
      const offer = this.offersBySubject.get(message.subject);
      if (!offer) continue;
      const choice = accept(offer) ? 'accept' : 'decline';
      const done = await this.do({
        type: 'actionCommunication',
        communicationId: message.id,
        choice,
      });
      if (!done && choice === 'accept')
        await this.do({
          type: 'actionCommunication',
          communicationId: message.id,
          choice: 'decline',
        });
    }
  }

  /** Week 1's first move: the everyday account with no fee, and pay going into it. */
  private async openAccount(): Promise<void> {
    if (!this.accountOf('TransactionsBankAccountInstance')) {
      const { transaction } = this.bestTypes();
      if (transaction) await this.do({ type: 'openBankAccount', accountTypeId: transaction.id });
    }
    const bank = this.accountOf('TransactionsBankAccountInstance');
    if (bank && this.state.income.payAccountId === null)
      await this.do({ type: 'setPayAccount', accountId: bank.id });
  }

  /** Pays every payable bill from the everyday account, topping it up from cash and savings. */
  private async payBills(): Promise<void> {
    for (const bill of selectBills(this.state, { payableOnly: true })) {
      const bank = this.accountOf('TransactionsBankAccountInstance');
      if (!bank) return;
      if (bank.balanceCents < bill.owingCents)
        await this.move(
          this.cash.id,
          bank.id,
          Math.min(
            this.cash.balanceCents - POCKET_CENTS,
            bill.owingCents - bank.balanceCents + 100,
          ),
        );
      const short =
        bill.owingCents - (this.accountOf('TransactionsBankAccountInstance')?.balanceCents ?? 0);
      const saver = this.accountOf('SavingsBankAccountInstance');
      if (short > 0 && saver)
        await this.move(saver.id, bank.id, Math.min(short + 100, saver.balanceCents));
      await this.do({ type: 'payBill', billId: bill.id, fromAccountId: bank.id });
    }
  }

  /** Opens a saver (from week 2) and keeps what is beyond the buffer in it. */
  private async save(): Promise<void> {
    const bank = this.accountOf('TransactionsBankAccountInstance');
    if (!bank) return;
    await this.banksCash();
    const { saver: saverType } = this.bestTypes();
    if (saverType && !this.accountOf('SavingsBankAccountInstance') && this.state.week >= 2) {
      const deposit = Math.max(saverType.minimumBalanceCents, 10_000);
      if ((this.accountOf('TransactionsBankAccountInstance')?.balanceCents ?? 0) > deposit)
        await this.do({
          type: 'openBankAccount',
          accountTypeId: saverType.id,
          fromAccountId: bank.id,
          amountCents: deposit,
        });
    }
    const saver = this.accountOf('SavingsBankAccountInstance');
    const spare =
      (this.accountOf('TransactionsBankAccountInstance')?.balanceCents ?? 0) - BUFFER_CENTS;
    // Some weeks a student forgets to put money aside.
    if (saver && this.chance(0.8)) await this.move(bank.id, saver.id, spare);
  }

  /** Cash beyond pocket money goes into the everyday account. */
  private async banksCash(): Promise<void> {
    const bank = this.accountOf('TransactionsBankAccountInstance');
    if (bank) await this.move(this.cash.id, bank.id, this.cash.balanceCents - POCKET_CENTS);
  }

  /** Now and then, something cheap from uShop the student wants. */
  private async treat(): Promise<void> {
    const bank = this.accountOf('TransactionsBankAccountInstance');
    if (!bank || !this.chance(0.2)) return;
    const want = selectShop(this.state, this.content)
      .filter((line) => line.type.purpose === 'want' && line.quantityLeft > 0)
      .sort((a, b) => a.type.priceCents - b.type.priceCents)[0];
    if (want && want.type.priceCents <= bank.balanceCents - BUFFER_CENTS)
      await this.do({ type: 'buyFromShop', itemId: want.type.id, fromAccountId: bank.id });
  }

  /** This week's Finance Weekly quiz: each question right by chance `rightChance`. */
  async takeQuiz(rightChance: number): Promise<void> {
    const { isComplete } = selectQuizRequirement(this.state, this.content);
    const article = selectArticle(this.state, this.content);
    if (isComplete || !article) return;
    if (!selectQuiz(this.state, this.content))
      await this.do({ type: 'createQuiz', articleId: article.article.id, questionIds: null });
    const quiz = selectQuiz(this.state, this.content);
    if (!quiz) return;
    if (quiz.record.status === 'created') await this.do({ type: 'startQuiz', quizId: quiz.id });
    for (let i = 0; i < 8; i++) {
      const view = selectQuiz(this.state, this.content);
      if (!view || view.record.status !== 'started') break;
      const q = view.questions[view.record.current];
      if (!q) break;
      const right = this.chance(rightChance);
      const chosen = !right
        ? Array.from({ length: q.requiredAnswers }, (_, n) => n)
        : q.question.type === 2
          ? Array.from({ length: q.requiredAnswers }, (_, blank) =>
              q.options.findIndex((option) => option.blank === blank),
            )
          : [q.options.findIndex((option) => option.right)];
      await this.do({ type: 'submitAnswer', questionId: null, chosen });
      await this.do({ type: 'completeQuestion', questionId: null });
    }
  }

  /**
   * A required quiz rushed: opened and ended at once (giving up its money), then, as the week
   * cannot end before its questions are answered, taken up again and each answered with its first
   * option(s), for nothing. What a student in a hurry does.
   */
  private async rushRequiredQuiz(): Promise<void> {
    const { isRequired, isComplete } = selectQuizRequirement(this.state, this.content);
    if (!isRequired || isComplete) return;
    await this.endQuizAtOnce();
    const quiz = selectQuiz(this.state, this.content);
    if (!quiz?.canResume) return;
    await this.do({ type: 'startQuiz', quizId: quiz.id });
    for (let i = 0; i < 8; i++) {
      const view = selectQuiz(this.state, this.content);
      if (!view || view.record.status !== 'started') break;
      const q = view.questions[view.record.current]!;
      const chosen = Array.from({ length: q.requiredAnswers }, (_, n) => n);
      await this.do({ type: 'submitAnswer', questionId: null, chosen });
      await this.do({ type: 'completeQuestion', questionId: null });
    }
  }

  /** This week's quiz opened and ended at once, with none answered (it pays nothing). */
  private async endQuizAtOnce(): Promise<void> {
    const article = selectArticle(this.state, this.content);
    if (!article) return;
    if (!selectQuiz(this.state, this.content))
      await this.do({ type: 'createQuiz', articleId: article.article.id, questionIds: null });
    const quiz = selectQuiz(this.state, this.content);
    if (quiz && (quiz.record.status === 'created' || quiz.record.status === 'started'))
      await this.do({ type: 'endQuiz', quizId: quiz.id });
  }

  /** After the week ends: the bonus question, right by chance `rightChance`. */
  private async bonus(rightChance: number): Promise<void> {
    if (!this.chance(0.85)) return;
    await this.do({ type: 'generateBonusQuestion', atMs: this.now(20) });
    const view = selectBonusQuestion(this.state, this.content);
    const question = this.content.bonusQuestions.find((q) => q.id === view?.questionId);
    if (!view || !question || view.answered) return;
    const right = this.chance(rightChance);
    const answer = right
      ? question.correctIndex
      : view.answers.find((a) => a.id !== question.correctIndex)?.id;
    const seconds = 8 + Math.floor(this.random() * 30);
    await this.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: answer ?? null,
      skip: false,
      timeRemainingSeconds: 60 - seconds,
      atMs: this.now(seconds),
    });
  }

  /** The careless student's card: bought in week 1, everyday spending and bills go on it. */
  private async useCard(): Promise<void> {
    const bank = this.accountOf('TransactionsBankAccountInstance');
    if (!bank) return;
    if (!selectCreditCard(this.state)) {
      const type = selectCreditCardTypes(this.content)[0];
      if (type)
        await this.do({ type: 'buyCreditCard', cardTypeId: type.id, fromAccountId: bank.id });
      const card = selectCreditCard(this.state);
      if (card) await this.do({ type: 'setEverydayAccount', accountId: card.id });
    }
    const card = selectCreditCard(this.state);
    for (const bill of selectBills(this.state, { payableOnly: true })) {
      if (!(card && (await this.do({ type: 'payBill', billId: bill.id, fromAccountId: card.id }))))
        await this.do({ type: 'payBill', billId: bill.id, fromAccountId: bank.id });
    }
    await this.banksCash();
  }

  /** The week's play before it ends, as the student's style goes. */
  async playWeek(): Promise<void> {
    switch (this.style) {
      case 'no-bank-account':
        await this.readSome();
        return;
      case 'careful':
      case 'quiz-not-done':
        await this.readSome();
        await this.openAccount();
        await this.answerOffers(
          (offer) =>
            !offer.isScam &&
            (offer.acceptAmountCents > 0 ||
              (offer.acceptBillChange !== undefined && offer.acceptAmountCents > -20_000)),
        );
        await this.payBills();
        await this.treat();
        await this.save();
        return;
      case 'scam-accepted':
        await this.readSome();
        await this.openAccount();
        await this.answerOffers(() => true);
        await this.payBills();
        await this.save();
        return;
      case 'debt-collector':
        // Opens the account (or the week could not end), then lets the bills pile up.
        await this.readSome();
        await this.openAccount();
        await this.answerOffers((offer) => offer.acceptAmountCents > 0 && !offer.isScam);
        await this.banksCash();
        return;
      case 'card-minimum-missed':
        await this.readSome();
        await this.openAccount();
        await this.useCard();
        return;
    }
  }

  /** The rest of the week: the quiz as the style goes, the end of the week, the bonus, the next. */
  async finishWeek(): Promise<boolean> {
    if (
      this.style === 'careful' ||
      this.style === 'quiz-not-done' ||
      this.style === 'scam-accepted'
    )
      await this.takeQuiz(0.75);
    else await this.rushRequiredQuiz();
    if (!(await this.do({ type: 'endWeek' }))) return false;
    await this.bonus(this.style === 'careful' ? 0.7 : 0.4);
    if (!this.state.isGameComplete) await this.do({ type: 'startWeek' });
    return true;
  }

  /**
   * Where the student leaves the week they stop in: the careful do the week's quiz; the one
   * without a bank account tries to end the week, and the one who ended a required quiz at once
   * (none answered) does too, which the game refuses.
   */
  async tidyCurrentWeek(): Promise<void> {
    switch (this.style) {
      case 'no-bank-account':
        await this.do({ type: 'endWeek' });
        return;
      case 'quiz-not-done':
        await this.endQuizAtOnce();
        await this.do({ type: 'endWeek' });
        return;
      case 'careful':
      case 'scam-accepted':
        await this.takeQuiz(0.75);
        return;
      default:
        await this.rushRequiredQuiz();
    }
  }

  /** The end quiz and survey of a finished game, answered as a careful student would. */
  async finishEndOfGame(): Promise<void> {
    for (let i = 0; i < 40 && selectSurveyStatus(this.state).isDue; i++) {
      if (!(await this.do({ type: 'askSurveyQuestion', atMs: this.now(5) }))) return;
      const view = selectSurveyQuestion(this.state, this.content, this.clockMs);
      if (!view) return;
      const { found } = view;
      const option =
        found.kind === 'quiz'
          ? this.chance(0.8)
            ? found.question.correct
            : (found.question.correct + 1) % found.question.options.length
          : Math.floor(this.random() * found.question.options.length);
      const seconds = 6 + Math.floor(this.random() * 15);
      const answered = await this.do({
        type: 'answerSurveyQuestion',
        questionId: found.question.id,
        option,
        otherText: null,
        timeLeftSeconds: Math.max(0, 30 - seconds),
        atMs: this.now(seconds),
      });
      if (!answered) return;
    }
  }

  /** The reasons the class view gives for this student (from the engine). */
  concerns(): string[] {
    return selectConcerns(this.state, this.content).map((concern) => concern.code);
  }
}

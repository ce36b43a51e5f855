// The careful player (issue 29): a deterministic player who manages money the way the game
// teaches, and nothing cleverer. In week 1 it opens the everyday account with no monthly fee and
// has its pay paid there; every week it declines scams and takes genuine offers that pay (or cut a
// bill for good), pays every bill on time (topping the account up from cash and savings), banks
// its cash beyond pocket money and saves what is beyond a two-week buffer in the savings account
// paying the most. It reads Finance Weekly and answers the quiz and the bonus question, right in
// every other week. It never looks for other work, never buys what it does not need and never
// trades shares or on iBuy: what it reaches in a world is "par" for that world (par.ts).
//
// The same world (content, game seed, length, settings) always gives the same game: it draws
// nothing of its own and stamps commands with a clock that starts at a fixed time.
import type { BankAccountView } from '../banking/selectors';
import { selectBankAccounts } from '../banking/selectors';
import { selectBills } from '../bills/selectors';
import { selectCash } from '../cashbox/selectors';
import { renderCommunication } from '../communications/render';
import { allCommunications } from '../communications/inbox';
import { selectTextThreads } from '../communications/selectors';
import { channelOf } from '../communications/types';
import { selectBonusQuestion } from '../end-of-week/selectors';
import type { Command } from '../game/commands';
import type { GameContent, OfferDetails } from '../game/content';
import type { CreateGameInput } from '../game/create';
import type { Engine } from '../game/engine';
import { ENGINE } from '../game/modules';
import type { GameState } from '../game/state';
import { selectArticle, selectQuiz, selectQuizRequirement } from '../news/selectors';
import { netPositionCents } from '../progress/net-position';
import { payAfterTaxByWeekCents, payAfterTaxCents, type ParCurve } from './par';

/** Cash kept in hand. */
export const POCKET_CENTS = 5_000;
/** Two weeks of rent, fares and the phone, kept in the everyday account. */
export const BUFFER_CENTS = 80_000;

const accountsOf = new WeakMap<GameState, BankAccountView[]>();

/** A game world: what every player of one game and persona meets. */
export type World = Pick<CreateGameInput, 'gameSeed' | 'totalWeeks' | 'settings'>;

/** The choices a careful week can vary (the balance script's single-choice variants). */
export interface CarefulChoices {
  /** Opens the best savings account and saves what is beyond the buffer. */
  save: boolean;
  acceptScams: boolean;
  /** Accepts genuine offers that pay (money in, or paid work: a shift, an odd job). */
  acceptOffers: boolean;
  /**
   * Spends less for good: accepts genuine offers that cut a bill or everyday spending (a cheaper
   * plan, packing lunch, student fares) and cancels subscriptions in week 1 (a want, not a need).
   */
  cutCosts: boolean;
  /** When bills are paid: on time, only once overdue, or only once a collector has them. */
  bills: 'on time' | 'once overdue' | 'collector';
  /**
   * Keeps the two-week buffer in the everyday account; false keeps nothing there after the
   * bills (all in savings when saving, else in cash), so everyday spending finds it empty.
   */
  keepBuffer: boolean;
}

export const CAREFUL: CarefulChoices = {
  save: true,
  acceptScams: false,
  acceptOffers: true,
  cutCosts: true,
  bills: 'on time',
  keepBuffer: true,
};

/** Bills a week's choice pays: every payable one on time, or only those further down the path. */
const PAYS: Record<CarefulChoices['bills'], (tag: string) => boolean> = {
  'on time': () => true,
  'once overdue': (tag) => tag === 'Overdue' || tag === 'Collected',
  collector: (tag) => tag === 'Collected',
};

/** Plays a game with the engine, in memory: commands, refusals and a clock of its own. */
export class SimulatedPlayer {
  state: GameState;
  /** Commands the game refused, by rejection code. */
  readonly refused = new Map<string, number>();
  private clockMs = 1_770_000_000_000;
  private readonly offersBySubject: Map<string, OfferDetails>;

  constructor(
    private readonly engine: Engine,
    readonly content: GameContent,
    world: World,
    /** The player's own seed (their bonus questions); par uses one derived from the world. */
    instanceSeed: string | number,
    readonly seed = 0,
  ) {
    this.state = engine.createGame({
      scenario: content.scenario,
      items: content.items,
      gameSeed: world.gameSeed,
      instanceSeed,
      totalWeeks: world.totalWeeks,
      playerName: content.scenario.persona.name,
      settings: world.settings,
    });
    const storyOffers = content.scenario.story.filter((beat) => beat.type === 'offer');
    this.offersBySubject = new Map(
      [...content.offers, ...storyOffers].map((offer) => [offer.subject, offer]),
    );
  }

  /** True when the game took the command. */
  do(command: Command): boolean {
    const result = this.engine.applyCommand(this.state, command, this.content);
    if (!result.ok) {
      this.refused.set(result.code, (this.refused.get(result.code) ?? 0) + 1);
      return false;
    }
    this.state = result.state;
    return true;
  }

  /** The clock, moved on by `secondsLater`. */
  now(secondsLater: number): number {
    this.clockMs += secondsLater * 1000;
    return this.clockMs;
  }

  get cash() {
    return selectCash(this.state);
  }

  accounts(kind?: BankAccountView['accountType']): BankAccountView[] {
    // Read many times a week: each state's accounts are worked out once.
    let all = accountsOf.get(this.state);
    if (!all) accountsOf.set(this.state, (all = selectBankAccounts(this.state)));
    return all.filter((a) => !kind || a.accountType === kind);
  }

  get transaction(): BankAccountView | undefined {
    return this.accounts('TransactionsBankAccountInstance')[0];
  }

  get saver(): BankAccountView | undefined {
    return this.accounts('SavingsBankAccountInstance')[0];
  }

  /** The everyday account with no monthly fee, and the savings account paying the most. */
  bestTypes() {
    const types = this.content.scenario.bankAccountTypes;
    const transaction = types
      .filter((t) => t.accountType === 'TransactionsBankAccountInstance')
      .sort((a, b) => a.monthlyFeeCents - b.monthlyFeeCents)[0]!;
    const saver = types
      .filter((t) => t.accountType === 'SavingsBankAccountInstance')
      .sort(
        (a, b) => b.interestRate + (b.bonus?.rate ?? 0) - (a.interestRate + (a.bonus?.rate ?? 0)),
      )[0];
    return { transaction, saver };
  }

  /** Offers waiting for an answer, with what they are. */
  openOffers(): { id: string; offer: OfferDetails }[] {
    // The e-mails newest first, as selectEmails lists them, but only the open offers rendered.
    const emails = allCommunications(this.state)
      .filter(
        (c) =>
          channelOf(c.type) === 'email' && c.action && !c.action.actioned && !c.action.cancelled,
      )
      .reverse()
      .map((c) => renderCommunication(ENGINE.renderers, this.state, this.content, c));
    // Texts in their threads' order, when any text is an open offer.
    const openTexts = allCommunications(this.state).some(
      (c) => channelOf(c.type) === 'text' && c.action && !c.action.actioned && !c.action.cancelled,
    );
    const messages = [
      ...emails,
      ...(openTexts ? selectTextThreads(this.state, this.content).flatMap((t) => t.messages) : []),
    ];
    return messages
      .filter((m) => m.isActionable && !m.actioned && !m.cancelled)
      .flatMap((m) => {
        const offer = this.offersBySubject.get(m.subject);
        return offer ? [{ id: m.id, offer }] : [];
      });
  }

  answerOffers(accept: (offer: OfferDetails) => boolean): void {
    for (const { id, offer } of this.openOffers()) {
      const choice = accept(offer) ? 'accept' : 'decline';
      if (
        !this.do({ type: 'actionCommunication', communicationId: id, choice }) &&
        choice === 'accept'
      )
        this.do({ type: 'actionCommunication', communicationId: id, choice: 'decline' });
    }
  }

  /** Moves money from cash or an account to another, when there is more than a cent to move. */
  move(fromId: string, toId: string, amountCents: number): void {
    if (amountCents >= 2)
      this.do({ type: 'transfer', fromAccountId: fromId, toAccountId: toId, amountCents });
  }

  /**
   * After the week ends: the bonus question, right or not, answered `secondsTaken` after it came,
   * the client saying `secondsClaimed` were left (honestly, by default).
   */
  bonus(
    correct: boolean,
    secondsTaken: number,
    secondsClaimed = this.content.scenario.rules.bonus.totalSeconds - secondsTaken,
  ): void {
    this.do({ type: 'generateBonusQuestion', atMs: this.now(5) });
    const view = selectBonusQuestion(this.state, this.content);
    const question = this.content.bonusQuestions.find((q) => q.id === view?.questionId);
    if (!view || !question) return;
    const wrong = view.answers.find((a) => a.id !== question.correctIndex)!.id;
    this.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: correct ? question.correctIndex : wrong,
      skip: false,
      timeRemainingSeconds: secondsClaimed,
      atMs: this.now(secondsTaken),
    });
  }

  /** The week's Finance Weekly quiz: every answer right when `right`, else each first option. */
  takeQuiz(right: boolean): void {
    if (selectQuizRequirement(this.state, this.content).isComplete) return;
    const article = selectArticle(this.state, this.content);
    if (!article) return;
    if (!selectQuiz(this.state, this.content))
      this.do({ type: 'createQuiz', articleId: article.article.id, questionIds: null });
    const quiz = selectQuiz(this.state, this.content);
    if (!quiz) return;
    this.do({ type: 'startQuiz', quizId: quiz.id });
    for (let i = 0; i < 12; i++) {
      const view = selectQuiz(this.state, this.content)!;
      if (view.record.status !== 'started') break;
      const q = view.questions[view.record.current]!;
      const chosen = !right
        ? Array.from({ length: q.requiredAnswers }, (_, n) => n)
        : q.question.type === 2
          ? Array.from({ length: q.requiredAnswers }, (_, b) =>
              q.options.findIndex((o) => o.blank === b),
            )
          : [q.options.findIndex((o) => o.right)];
      this.do({ type: 'submitAnswer', questionId: null, chosen });
      this.do({ type: 'completeQuestion', questionId: null });
    }
  }

  /** Week 1: the everyday account with no monthly fee, when there is none yet. */
  openEverydayAccount(): void {
    if (!this.transaction)
      this.do({ type: 'openBankAccount', accountTypeId: this.bestTypes().transaction.id });
  }

  /**
   * Pays every payable bill from the everyday account, topping it up from cash and savings
   * (`which`: only the bills with a tag it pays).
   */
  payBillsOnTime(which: (tag: string) => boolean = PAYS['on time']): void {
    const bank = this.transaction;
    if (!bank) return;
    for (const bill of selectBills(this.state, { payableOnly: true })) {
      if (!which(bill.tag)) continue;
      const inBank = this.transaction!.balanceCents;
      if (inBank < bill.owingCents)
        this.move(
          this.cash.id,
          bank.id,
          Math.min(this.cash.balanceCents, bill.owingCents - inBank),
        );
      const short = bill.owingCents - this.transaction!.balanceCents;
      if (short > 0 && this.saver)
        this.move(this.saver.id, bank.id, Math.min(short, this.saver.balanceCents));
      this.do({ type: 'payBill', billId: bill.id, fromAccountId: bank.id });
    }
  }

  /** A careful week's money: offers, bills, the buffer and savings. */
  carefulWeek(choices: CarefulChoices = CAREFUL): void {
    this.openEverydayAccount();
    const bank = this.transaction!;
    const { saver: saverType } = this.bestTypes();
    if (this.state.income.payAccountId === null)
      this.do({ type: 'setPayAccount', accountId: bank.id });
    if (choices.save && saverType && !this.saver) {
      this.do({
        type: 'openBankAccount',
        accountTypeId: saverType.id,
        fromAccountId: this.cash.id,
        amountCents: Math.max(saverType.minimumBalanceCents, 10_000),
      });
    }
    if (choices.cutCosts)
      for (const item of this.content.scenario.everydaySpending)
        if (item.cancellable && !this.state.everyday.ended[item.id])
          this.do({ type: 'cancelSubscription', spendingId: item.id });
    this.answerOffers((offer) =>
      offer.isScam
        ? choices.acceptScams
        : offer.acceptBillChange !== undefined
          ? choices.cutCosts && offer.acceptAmountCents > -20_000
          : choices.acceptOffers && (offer.acceptAmountCents > 0 || offer.work !== undefined),
    );
    this.payBillsOnTime(PAYS[choices.bills]);
    if (!choices.keepBuffer) {
      const to = choices.save && this.saver ? this.saver : this.cash;
      this.move(bank.id, to.id, this.transaction!.balanceCents);
      return;
    }
    this.move(this.cash.id, bank.id, this.cash.balanceCents - POCKET_CENTS);
    if (choices.save && this.saver)
      this.move(bank.id, this.saver.id, this.transaction!.balanceCents - BUFFER_CENTS);
  }

  /** Ends the week (false when the game would not), then the bonus question and the next week. */
  endWeek(bonus: (player: this) => void): boolean {
    if (!this.do({ type: 'endWeek' })) return false;
    bonus(this);
    this.do({ type: 'startWeek' });
    return true;
  }
}

/** Right in every other week: half the quizzes and bonus questions, the same in every world. */
export const rightThisWeek = (player: SimulatedPlayer) => player.state.week % 2 === 0;

/**
 * Par: the careful player's net position as each week of the world opens (its bills arrived) and
 * as it ends (after its bonus question): par.ts's ParCurve.
 */
export function playCarefulGame(engine: Engine, content: GameContent, world: World): ParCurve {
  const player = new SimulatedPlayer(engine, content, world, `par|${String(world.gameSeed)}`);
  const opened = [netPositionCents(player.state)];
  const payOpened = [payAfterTaxCents(player.state)];
  const ended: number[] = [];
  const payEnded: number[] = [];
  while (!player.state.isGameComplete) {
    player.carefulWeek();
    player.takeQuiz(rightThisWeek(player));
    const week = player.state.week;
    if (!player.endWeek((p) => p.bonus(rightThisWeek(p), 20)))
      throw new Error(
        `par: the careful player could not end week ${week} of ${content.scenario.id}`,
      );
    ended.push(player.state.endOfWeek.summaries.find((s) => s.week === week)!.finishingNetCents);
    payEnded.push(payAfterTaxByWeekCents(player.state, week));
    if (!player.state.isGameComplete) {
      opened.push(netPositionCents(player.state));
      payOpened.push(payAfterTaxCents(player.state));
    }
  }
  return { opened, ended, payOpened, payEnded };
}

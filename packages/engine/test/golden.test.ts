// A golden game: one scripted 27-week game whose week-by-week summary is pinned in a file, so
// any change to the rules' outcomes shows up as a diff to review (after chessops' perft counts).
import { describe, expect, it } from 'vitest';
import {
  selectBills,
  selectBonusQuestion,
  selectCreditCard,
  selectEmails,
  selectInvestments,
  selectProgress,
  selectTextThreads,
  selectWeekSummaries,
} from '../src/index';
import { content } from './fixtures/content';
import { TestGame } from './fixtures/game';

function playScriptedGame(): TestGame {
  const game = new TestGame(content, {
    gameSeed: 'golden-game',
    instanceSeed: 'golden-instance',
    totalWeeks: 27,
  });
  const everyday = game.open('everyday', 50_000);
  const saver = game.open('saver', 10_000);
  for (let week = 1; week <= 27; week++) {
    // Pay every bill on time: groceries by card once there is one, the rest from the bank if it
    // can, else from cash; the rent by direct debit.
    const card = selectCreditCard(game.state);
    for (const bill of selectBills(game.state, { payableOnly: true })) {
      const fromBank =
        game.balance(everyday) >= bill.owingCents
          ? everyday
          : game.cash >= bill.owingCents
            ? game.cashId
            : null;
      const from = card && bill.seriesId === 'food' ? card.id : fromBank;
      if (from)
        game.do({
          type: 'payBill',
          billId: bill.id,
          fromAccountId: from,
          setAutomatic: bill.seriesId === 'rent',
        });
    }
    // Answer offers: accept genuine ones, decline scams.
    const messages = [
      ...selectEmails(game.state, content),
      ...selectTextThreads(game.state, content).flatMap((t) => t.messages),
    ];
    for (const message of messages.filter((m) => m.isActionable && !m.actioned && !m.cancelled)) {
      const offer = content.offers.find(
        (o) => o.subject === message.subject && o.from === message.from,
      )!;
      game.try({
        type: 'actionCommunication',
        communicationId: message.id,
        choice: offer.isScam ? 'decline' : 'accept',
      });
    }
    if (week === 3) game.do({ type: 'buyCreditCard', cardTypeId: 'low', fromAccountId: everyday });
    const statement = selectCreditCard(game.state);
    if (
      statement &&
      statement.closingBalanceCents < 0 &&
      game.balance(everyday) >= -statement.closingBalanceCents
    ) {
      game.do({
        type: 'payCreditCard',
        fromAccountId: everyday,
        amountCents: -statement.closingBalanceCents,
      });
    }
    if (week % 2 === 0 && game.balance(everyday) > 20_000) {
      game.do({
        type: 'transfer',
        fromAccountId: everyday,
        toAccountId: saver,
        amountCents: 10_000,
      });
    }
    if (week === 6)
      game.do({
        type: 'openInvestment',
        accountTypeId: 'td-10',
        fromAccountId: everyday,
        amountCents: 60_000,
      });
    for (const td of selectInvestments(game.state).filter((a) => a.isMature)) {
      game.do({ type: 'withdrawInvestment', accountId: td.id });
    }
    game.do({ type: 'endWeek' });
    // Answered 20 s after it was sent, claiming 30 s left: 30 s count.
    const askedAtMs = 1_770_000_000_000 + week * 7 * 24 * 3600 * 1000;
    game.do({ type: 'generateBonusQuestion', atMs: askedAtMs });
    const question = selectBonusQuestion(game.state, content)!;
    const right = content.bonusQuestions.find((q) => q.id === question.questionId)!.correctIndex;
    game.do({
      type: 'answerBonusQuestion',
      questionId: question.questionId,
      answerId: week % 2 === 1 ? right : (right + 1) % 4,
      skip: false,
      timeRemainingSeconds: 30,
      atMs: askedAtMs + 20_000,
    });
    game.do({ type: 'startWeek' });
  }
  return game;
}

describe('golden game', () => {
  it('plays the scripted 27-week game to the pinned week-by-week summary', async () => {
    const game = playScriptedGame();
    expect(game.state.isGameComplete).toBe(true);
    const lines = [
      '# Scripted 27-week game of the engine test scenario: week-by-week summary (cents).',
      '# week: starting -> finishing net position (difference), bonus reward + time bonus',
      ...selectWeekSummaries(game.state).map(
        (w) =>
          `week ${String(w.week).padStart(2)}: ${w.startingNetPositionCents} -> ${w.finishingNetPositionCents} ` +
          `(${w.differenceCents >= 0 ? '+' : ''}${w.differenceCents}), reward ${w.cashRewardCents} + ${w.timeBonusCents}`,
      ),
      '',
      '# where I am at after the last week',
      ...selectProgress(game.state).rows.map(
        (r) => `${r.category} | ${r.title} | ${r.balanceCents}`,
      ),
      `net position ${selectProgress(game.state).netPositionCents}`,
      '',
      '# card statements: week, closing balance, interest',
      ...(selectCreditCard(game.state)?.statements ?? []).map(
        (s) => `week ${s.week}: ${s.closingBalanceCents}, interest ${s.interestAppliedCents}`,
      ),
      '',
      `events: ${game.state.events.usedEventIds.join(', ')}`,
      `offers: ${game.state.events.usedOfferIds.join(', ')}`,
    ];
    // A .txt file, so formatters leave it exactly as written.
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('./golden/scripted-game.txt');
  }, 60_000);

  it('is the same game every time', () => {
    expect(playScriptedGame().state).toEqual(playScriptedGame().state);
  }, 60_000);
});

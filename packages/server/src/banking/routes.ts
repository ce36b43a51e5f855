import type { FastifyPluginAsync } from 'fastify';
import {
  closeAccountBody,
  dollarsToCents,
  ERRORS,
  gameQuery,
  instanceQuery,
  openAccountBody,
  success,
  transactionsQuery,
  transferBody,
  type TransactionsResult,
} from '@mc/contract';
import {
  selectAccountStatement,
  selectBankAccounts,
  selectBankAccountTypes,
  selectCash,
  selectCreditCard,
  selectInvestments,
  selectInvestmentTypes,
} from '@mc/engine';
import { contentForGame } from '../games/game-content';
import {
  answerFromState,
  applyToInstance,
  noticesOf,
  readInstance,
} from '../games/instance-access';
import {
  presentAccount,
  presentAccountType,
  presentCash,
  presentStatementLine,
} from '../games/present';
import { badRequest, parseInput } from '../http/errors';
import { protect } from '../http/instance-routes';

// My Bank, My Cash and transfers (spec part 1, section 7 "Money").

export const bankingRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  app.get('/api/g/banking', async (request) => {
    const { GameID } = parseInput(gameQuery, request.query);
    return success(
      selectBankAccountTypes(await contentForGame(app.db, GameID)).map(presentAccountType),
    );
  });

  app.get('/api/g/banking/investments', async (request) => {
    const { GameID } = parseInput(gameQuery, request.query);
    return success(
      selectInvestmentTypes(await contentForGame(app.db, GameID)).map(presentAccountType),
    );
  });

  app.get('/api/i/banking', async (request, reply) => {
    const { GameInstanceID } = parseInput(instanceQuery, request.query);
    const { state } = await readInstance(app.db, request, GameInstanceID);
    return answerFromState(reply, state, 'banking', () =>
      success(selectBankAccounts(state).map(presentAccount)),
    );
  });

  app.get('/api/i/banking/investments', async (request, reply) => {
    const { GameInstanceID } = parseInput(instanceQuery, request.query);
    const { state } = await readInstance(app.db, request, GameInstanceID);
    return answerFromState(reply, state, 'investments', () =>
      success(selectInvestments(state).map(presentAccount)),
    );
  });

  app.post('/api/i/banking', async (request) => {
    const input = parseInput(openAccountBody, request.body);
    const { events, state } = await applyToInstance(request, input.GameInstanceID, {
      type: 'openBankAccount',
      accountTypeId: input.GameAccountID,
      fromAccountId: input.TransferFromAccountInstanceID,
      amountCents: dollarsToCents(input.Amount),
    });
    const opened = events.find((event) => event.type === 'accountOpened');
    const account = selectBankAccounts(state).find(
      (candidate) => opened?.type === 'accountOpened' && candidate.id === opened.accountId,
    );
    return success(account ? presentAccount(account) : null, noticesOf(events));
  });

  app.post('/api/i/banking/investments', async (request) => {
    const input = parseInput(openAccountBody, request.body);
    const { events, state } = await applyToInstance(request, input.GameInstanceID, {
      type: 'openInvestment',
      accountTypeId: input.GameAccountID,
      fromAccountId: input.TransferFromAccountInstanceID,
      amountCents: dollarsToCents(input.Amount),
    });
    const opened = events.find((event) => event.type === 'accountOpened');
    const account = selectInvestments(state).find(
      (candidate) => opened?.type === 'accountOpened' && candidate.id === opened.accountId,
    );
    return success(account ? presentAccount(account) : null, noticesOf(events));
  });

  // Closing an investment is withdrawing it (early, with the interest penalty, or at maturity).
  app.post('/api/i/banking/close', async (request) => {
    const input = parseInput(closeAccountBody, request.body);
    const { events } = await applyToInstance(request, input.GameInstanceID, (state) =>
      selectInvestments(state).some(
        (account) =>
          account.id === input.AccountInstanceID &&
          account.accountType === 'FixedTermDepositInvestmentInstance',
      )
        ? {
            type: 'withdrawInvestment',
            accountId: input.AccountInstanceID,
            toAccountId: input.TransferToAccountInstanceID,
          }
        : {
            type: 'closeBankAccount',
            accountId: input.AccountInstanceID,
            toAccountId: input.TransferToAccountInstanceID,
          },
    );
    return success({ AccountInstanceID: input.AccountInstanceID }, noticesOf(events));
  });

  app.get('/api/i/transactions', async (request) => {
    const input = parseInput(transactionsQuery, request.query);
    const { state } = await readInstance(app.db, request, input.GameInstanceID);
    const statement = selectAccountStatement(state, input.AccountInstanceID);
    if (!statement) throw badRequest(ERRORS.noAccountsFound);
    const result: TransactionsResult = {
      AccountInstanceID: statement.accountId,
      Title: statement.title,
      Balance: statement.balanceCents / 100,
      Transactions: statement.lines.map(presentStatementLine),
    };
    return success(result);
  });

  app.get('/api/i/cashbox', async (request, reply) => {
    const { GameInstanceID } = parseInput(instanceQuery, request.query);
    const { state } = await readInstance(app.db, request, GameInstanceID);
    return answerFromState(reply, state, 'cashbox', () => success(presentCash(selectCash(state))));
  });

  // A transfer to the credit card is a card payment, with the card's rules and messages.
  app.post('/api/i/transfer', async (request) => {
    const input = parseInput(transferBody, request.body);
    const amountCents = dollarsToCents(input.Amount);
    const { events } = await applyToInstance(request, input.GameInstanceID, (state) =>
      input.ToAccountInstanceID !== null &&
      selectCreditCard(state)?.id === input.ToAccountInstanceID
        ? { type: 'payCreditCard', fromAccountId: input.FromAccountInstanceID, amountCents }
        : {
            type: 'transfer',
            fromAccountId: input.FromAccountInstanceID,
            toAccountId: input.ToAccountInstanceID,
            amountCents,
          },
    );
    return success({ Amount: input.Amount }, noticesOf(events));
  });
};

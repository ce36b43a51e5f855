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
} from '@mc/contract';
import {
  selectAccountStatement,
  selectBankAccounts,
  selectBankAccountTypes,
  selectInvestments,
  selectInvestmentTypes,
  type BankAccountView,
  type EngineEvent,
} from '@mc/engine';
import { contentForGame } from '../games/game-content';
import { badRequest, parseInput } from '../http/errors';
import { commandRoute, noticesOf, protect, readRoute } from '../http/instance-routes';
import { presentAccount, presentAccountType, presentStatement } from './present';

// My Bank (spec part 1, section 7 "Money"): the bank's products, the player's accounts and
// investments, opening and closing them, and an account's statement.

/** The account an opening made, from the engine's event. */
function openedAccount(
  events: EngineEvent[],
  accounts: BankAccountView[],
): BankAccountView | undefined {
  const opened = events.find((event) => event.type === 'accountOpened');
  return opened?.type === 'accountOpened'
    ? accounts.find((account) => account.id === opened.accountId)
    : undefined;
}

export const bankingRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  app.get('/api/g/banking', async (request) => {
    const { GameID } = parseInput(gameQuery, request.query);
    const content = await contentForGame(app.db, request.userId, GameID);
    return success(selectBankAccountTypes(content).map(presentAccountType));
  });

  app.get('/api/g/banking/investments', async (request) => {
    const { GameID } = parseInput(gameQuery, request.query);
    const content = await contentForGame(app.db, request.userId, GameID);
    return success(selectInvestmentTypes(content).map(presentAccountType));
  });

  readRoute(app, {
    path: '/api/i/banking',
    query: instanceQuery,
    read: ({ state }) => selectBankAccounts(state),
    answer: (accounts) => success(accounts.map(presentAccount)),
    keepAnswerPerState: true,
  });

  readRoute(app, {
    path: '/api/i/banking/investments',
    query: instanceQuery,
    read: ({ state }) => selectInvestments(state),
    answer: (investments) => success(investments.map(presentAccount)),
    keepAnswerPerState: true,
  });

  commandRoute(app, {
    path: '/api/i/banking',
    body: openAccountBody,
    command: (input) => ({
      type: 'openBankAccount',
      accountTypeId: input.GameAccountID,
      fromAccountId: input.TransferFromAccountInstanceID,
      amountCents: dollarsToCents(input.Amount),
    }),
    answer: ({ state, events }) => {
      const account = openedAccount(events, selectBankAccounts(state));
      return success(account ? presentAccount(account) : null, noticesOf(events));
    },
  });

  commandRoute(app, {
    path: '/api/i/banking/investments',
    body: openAccountBody,
    command: (input) => ({
      type: 'openInvestment',
      accountTypeId: input.GameAccountID,
      fromAccountId: input.TransferFromAccountInstanceID,
      amountCents: dollarsToCents(input.Amount),
    }),
    answer: ({ state, events }) => {
      const account = openedAccount(events, selectInvestments(state));
      return success(account ? presentAccount(account) : null, noticesOf(events));
    },
  });

  // The engine decides what closing means: a term deposit is withdrawn (early, with the interest
  // penalty, or at maturity).
  commandRoute(app, {
    path: '/api/i/banking/close',
    body: closeAccountBody,
    command: (input) => ({
      type: 'closeBankAccount',
      accountId: input.AccountInstanceID,
      toAccountId: input.TransferToAccountInstanceID,
    }),
    answer: ({ events }, input) =>
      success({ AccountInstanceID: input.AccountInstanceID }, noticesOf(events)),
  });

  readRoute(app, {
    path: '/api/i/transactions',
    query: transactionsQuery,
    read: ({ state }, input) => {
      const statement = selectAccountStatement(state, input.AccountInstanceID);
      if (!statement) throw badRequest(ERRORS.noAccountsFound);
      return statement;
    },
    answer: (statement) => success(presentStatement(statement)),
  });
};

import type { FastifyPluginAsync } from 'fastify';
import {
  actionBody,
  communicationBody,
  communicationQuery,
  communicationsQuery,
  emailQuery,
  ERRORS,
  payBillBody,
  success,
} from '@mc/contract';
import {
  selectApps,
  selectCommunication,
  selectEmails,
  selectTextThreads,
  type CommunicationView,
  type GameContent,
  type GameState,
} from '@mc/engine';
import { badRequest, notFound } from '../http/errors';
import { commandRoute, noticesOf, protect, readRoute } from '../http/instance-routes';
import { presentBill, presentCommunication, presentInbox, type Inbox } from './present';

// Email and Messages, and paying bills from an email (spec part 1, section 7 "Communication").

const EMAIL_TYPES = {
  bill: 'BillEmailInstance',
  creditcardstatement: 'CreditCardStatementEmailInstance',
  debtcollector: 'DebtCollectorEmailInstance',
  payslip: 'PaySlipEmailInstance',
} as const;

/** The app instance that shows a communication: Email for e-mails, Messages for texts. */
function appIdFor(view: CommunicationView, state: GameState, content: GameContent): string | null {
  const name = view.channel === 'email' ? 'Email' : 'Messages';
  return selectApps(state, content).find((candidate) => candidate.name === name)?.id ?? null;
}

/** A communication with the app that shows it, or the spec's 404 when there is none. */
function communicationOf(state: GameState, content: GameContent, id: string) {
  const view = selectCommunication(state, content, id);
  if (!view) throw notFound(ERRORS.notFound);
  return { view, appId: appIdFor(view, state, content) };
}

/** The inbox of the Email or Messages app instance the client names. */
function inboxOf(state: GameState, content: GameContent, appInstanceId: string): Inbox {
  const app = selectApps(state, content).find((candidate) => candidate.id === appInstanceId);
  if (app?.name === 'Email') {
    return { app: 'Email', appId: app.id, emails: selectEmails(state, content) };
  }
  if (app?.name === 'Messages') {
    return { app: 'Messages', appId: app.id, threads: selectTextThreads(state, content) };
  }
  throw badRequest(`${appInstanceId} is not found`);
}

export const communicationRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  readRoute(app, {
    path: '/api/i/communications',
    query: communicationsQuery,
    read: ({ state, content }, input) => inboxOf(state, content, input.GameAppInstanceID),
    answer: (inbox) => success(presentInbox(inbox)),
  });

  readRoute(app, {
    path: '/api/i/communication',
    query: communicationQuery,
    read: ({ state, content }, input) => communicationOf(state, content, input.CommunicationID),
    answer: ({ view, appId }) => success(presentCommunication(view, appId)),
  });

  for (const [path, type] of Object.entries(EMAIL_TYPES)) {
    readRoute(app, {
      path: `/api/i/emails/${path}`,
      query: emailQuery,
      read: ({ state, content }, input) => {
        const found = communicationOf(state, content, input.EmailInstanceID);
        if (found.view.communicationType !== type) throw notFound(ERRORS.notFound);
        return found;
      },
      answer: ({ view, appId }) => success(presentCommunication(view, appId)),
    });
  }

  commandRoute(app, {
    path: '/api/i/communication/read',
    body: communicationBody,
    command: (input) => ({ type: 'readCommunication', communicationId: input.CommunicationID }),
    answer: (_applied, input) => success({ CommunicationID: input.CommunicationID }),
  });

  commandRoute(app, {
    path: '/api/i/communication/delete',
    body: communicationBody,
    command: (input) => ({ type: 'deleteCommunication', communicationId: input.CommunicationID }),
    answer: (_applied, input) => success({ CommunicationID: input.CommunicationID }),
  });

  commandRoute(app, {
    path: '/api/i/communication/action',
    body: actionBody,
    command: (input) => ({
      type: 'actionCommunication',
      communicationId: input.ActionableInstanceID,
      choice: input.Choice,
    }),
    answer: ({ state, content, events }, input) => {
      const view = selectCommunication(state, content, input.ActionableInstanceID);
      return success(
        view ? presentCommunication(view, appIdFor(view, state, content)) : null,
        noticesOf(events),
      );
    },
  });

  commandRoute(app, {
    path: '/api/i/bills/pay',
    body: payBillBody,
    command: (input) => ({
      type: 'payBill',
      billId: input.BillInstanceID,
      fromAccountId: input.FromAccountInstanceID,
      setAutomatic: input.SetAutomatic,
    }),
    answer: ({ state, content, events }, input) => {
      const bill = selectEmails(state, content)
        .map((view) => view.bill)
        .find((candidate) => candidate?.id === input.BillInstanceID);
      return success(bill ? presentBill(bill) : null, noticesOf(events));
    },
  });
};

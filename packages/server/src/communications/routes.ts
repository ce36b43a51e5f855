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
  type CommunicationsResult,
} from '@mc/contract';
import {
  selectApps,
  selectCommunication,
  selectEmails,
  selectTextThreads,
  type CommunicationView,
} from '@mc/engine';
import { applyToInstance, noticesOf, readInstance } from '../games/instance-access';
import { presentBill, presentCommunication, presentThread } from '../games/present';
import { badRequest, notFound, parseInput } from '../http/errors';
import { protect } from '../http/instance-routes';

// Email and Messages, and paying bills from an email (spec part 1, section 7 "Communication").

const EMAIL_TYPES = {
  bill: 'BillEmailInstance',
  creditcardstatement: 'CreditCardStatementEmailInstance',
  debtcollector: 'DebtCollectorEmailInstance',
  payslip: 'PaySlipEmailInstance',
} as const;

export const communicationRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  app.get('/api/i/communications', async (request) => {
    const input = parseInput(communicationsQuery, request.query);
    const { state, content } = await readInstance(app.db, request, input.GameInstanceID);
    const appView = selectApps(state, content).find(
      (candidate) => candidate.id === input.GameAppInstanceID,
    );
    if (!appView || (appView.name !== 'Email' && appView.name !== 'Messages'))
      throw badRequest(`${input.GameAppInstanceID} is not found`);
    if (appView.name === 'Email') {
      const result: CommunicationsResult = {
        AppName: 'Email',
        Communications: selectEmails(state, content).map((view) =>
          presentCommunication(view, appView.id),
        ),
        Threads: [],
      };
      return success(result);
    }
    const threads = selectTextThreads(state, content);
    const result: CommunicationsResult = {
      AppName: 'Messages',
      Communications: threads
        .flatMap((thread) => thread.messages)
        .map((view) => presentCommunication(view, appView.id)),
      Threads: threads.map((thread) => presentThread(thread, appView.id)),
    };
    return success(result);
  });

  app.get('/api/i/communication', async (request) => {
    const input = parseInput(communicationQuery, request.query);
    const { state, content } = await readInstance(app.db, request, input.GameInstanceID);
    const view = selectCommunication(state, content, input.CommunicationID);
    if (!view) throw notFound(ERRORS.notFound);
    return success(presentCommunication(view, appIdFor(view, state, content)));
  });

  for (const [path, type] of Object.entries(EMAIL_TYPES)) {
    app.get(`/api/i/emails/${path}`, async (request) => {
      const input = parseInput(emailQuery, request.query);
      const { state, content } = await readInstance(app.db, request, input.GameInstanceID);
      const view = selectCommunication(state, content, input.EmailInstanceID);
      if (!view || view.communicationType !== type) throw notFound(ERRORS.notFound);
      return success(presentCommunication(view, appIdFor(view, state, content)));
    });
  }

  app.post('/api/i/communication/read', async (request) => {
    const input = parseInput(communicationBody, request.body);
    await applyToInstance(request, input.GameInstanceID, {
      type: 'readCommunication',
      communicationId: input.CommunicationID,
    });
    return success({ CommunicationID: input.CommunicationID });
  });

  app.post('/api/i/communication/delete', async (request) => {
    const input = parseInput(communicationBody, request.body);
    await applyToInstance(request, input.GameInstanceID, {
      type: 'deleteCommunication',
      communicationId: input.CommunicationID,
    });
    return success({ CommunicationID: input.CommunicationID });
  });

  app.post('/api/i/communication/action', async (request) => {
    const input = parseInput(actionBody, request.body);
    const { state, content, events } = await applyToInstance(request, input.GameInstanceID, {
      type: 'actionCommunication',
      communicationId: input.ActionableInstanceID,
      choice: input.Choice,
    });
    const view = selectCommunication(state, content, input.ActionableInstanceID);
    return success(
      view ? presentCommunication(view, appIdFor(view, state, content)) : null,
      noticesOf(events),
    );
  });

  app.post('/api/i/bills/pay', async (request) => {
    const input = parseInput(payBillBody, request.body);
    const { events, state, content } = await applyToInstance(request, input.GameInstanceID, {
      type: 'payBill',
      billId: input.BillInstanceID,
      fromAccountId: input.FromAccountInstanceID,
      setAutomatic: input.SetAutomatic,
    });
    const bill = selectEmails(state, content)
      .map((view) => view.bill)
      .find((candidate) => candidate?.id === input.BillInstanceID);
    return success(bill ? presentBill(bill) : null, noticesOf(events));
  });
};

function appIdFor(view: CommunicationView, ...args: Parameters<typeof selectApps>): string | null {
  const name = view.channel === 'email' ? 'Email' : 'Messages';
  return selectApps(...args).find((candidate) => candidate.name === name)?.id ?? null;
}

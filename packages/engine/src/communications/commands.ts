// Reading, deleting and answering emails and texts.
import { OFFER_CANCELLED_MESSAGE } from '@mc/contract/engine-constants';
import { acceptDebtOption } from '../bills/arrangements';
import { acceptSmallLoan } from '../bills/small-loan';
import { acceptOffer } from '../events/offers';
import { findOffer } from '../events/pools';
import { answerJobOffer } from '../jobs/offers';
import { refOf } from '../game/ids';
import { reject, type Rejection } from '../game/result';
import { emit, replaceItem, type Tx } from '../game/tx';
import { findCommunication, markRead, removeCommunication } from './inbox';
import type { Communication } from './types';

function find(tx: Tx, uuid: string): Communication | undefined {
  return findCommunication(tx.state, refOf(tx.state, uuid));
}

function replace(tx: Tx, id: number, fn: (c: Communication) => Communication): void {
  replaceItem(tx, 'communications', 'list', id, fn);
}

const NOT_FOUND = 'Message not found.';

export interface CommunicationCommand {
  communicationId: string;
}

export function readCommunication(
  tx: Tx,
  { communicationId: id }: CommunicationCommand,
): Rejection | void {
  const communication = find(tx, id);
  if (!communication) return reject('comms/not-found', NOT_FOUND);
  markRead(tx, communication);
}

export function deleteCommunication(
  tx: Tx,
  { communicationId: id }: CommunicationCommand,
): Rejection | void {
  const communication = find(tx, id);
  if (!communication) return reject('comms/not-found', NOT_FOUND);
  removeCommunication(tx, communication.id);
}

export interface ActionCommunicationCommand extends CommunicationCommand {
  choice: 'accept' | 'decline';
}

export function actionCommunication(
  tx: Tx,
  { communicationId: id, choice }: ActionCommunicationCommand,
): Rejection | void {
  const communication = find(tx, id);
  if (!communication) return reject('comms/not-found', NOT_FOUND);
  const action = communication.action;
  const source = communication.source;
  if (action && (source.kind === 'debtOption' || source.kind === 'smallLoan')) {
    if (action.cancelled) return reject('comms/cancelled', OFFER_CANCELLED_MESSAGE);
    if (action.actioned)
      return reject('comms/already-actioned', 'You have already answered this offer.');
    const accepted = choice === 'accept';
    if (accepted) {
      const refused =
        source.kind === 'smallLoan' ? acceptSmallLoan(tx) : acceptDebtOption(tx, source);
      if (refused) return refused;
    }
    replace(tx, communication.id, (c) => ({
      ...c,
      isRead: true,
      action: { actioned: true, accepted, cancelled: false },
    }));
    return;
  }
  if (action && source.kind === 'joboffer') {
    if (action.cancelled) return reject('comms/cancelled', OFFER_CANCELLED_MESSAGE);
    if (action.actioned)
      return reject('comms/already-actioned', 'You have already answered this offer.');
    return answerJobOffer(tx, communication, choice === 'accept');
  }
  if (!action || source.kind !== 'offer') {
    return reject('comms/not-actionable', 'This message has nothing to accept or decline.');
  }
  if (action.cancelled) return reject('comms/cancelled', OFFER_CANCELLED_MESSAGE);
  if (action.actioned)
    return reject('comms/already-actioned', 'You have already answered this offer.');
  const offer = findOffer(tx.content, source.offerId);
  if (!offer)
    return reject('comms/not-actionable', 'This message has nothing to accept or decline.');
  const accepted = choice === 'accept';
  let moved = 0;
  if (accepted) {
    const result = acceptOffer(tx, offer);
    if (typeof result !== 'number') return result;
    moved = result;
  }
  replace(tx, communication.id, (c) => ({
    ...c,
    isRead: true,
    action: { actioned: true, accepted, cancelled: false },
    source: { ...source, movedCents: moved },
  }));
  const outcome = accepted ? offer.acceptOutcome : offer.declineOutcome;
  emit(tx, {
    type: 'offerActioned',
    communicationId: id,
    accepted,
    isScam: offer.isScam,
    movedCents: moved,
    outcome,
    redFlags: offer.redFlags,
  });
  emit(tx, { type: 'notice', message: outcome });
}

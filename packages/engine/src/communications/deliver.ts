// Delivering emails and texts into the player's inbox.
import { publicId } from '../game/ids';
import { appendItem, emit, issueId, type Tx } from '../game/tx';
import type {
  Channel,
  Communication,
  CommunicationSource,
  CommunicationType,
  EmailCategory,
} from './types';

export interface Delivery {
  type: CommunicationType;
  source: CommunicationSource;
  actionable?: boolean;
}

export function deliver(tx: Tx, delivery: Delivery): number {
  const id = issueId(tx);
  const communication: Communication = {
    id,
    type: delivery.type,
    week: tx.state.week,
    isRead: false,
    source: delivery.source,
  };
  if (delivery.actionable)
    communication.action = { actioned: false, accepted: false, cancelled: false };
  appendItem(tx, 'communications', 'list', communication);
  emit(tx, {
    type: 'communicationReceived',
    communicationId: publicId(tx.state, id),
    communicationType: delivery.type,
  });
  return id;
}

/** A message written by the engine or the scenario (welcome, late fee notice). */
export function deliverNotice(
  tx: Tx,
  channel: Channel,
  message: { from: string; subject: string; content: string; category?: EmailCategory },
) {
  const { from, subject, content, category = 0 } = message;
  return deliver(tx, {
    type: channel === 'email' ? 'EmailInstance' : 'TextMessageInstance',
    source: { kind: 'notice', from, subject, content, category },
  });
}

// Turns a stored communication into what the player reads. Each module renders the messages it
// sends (bills, pay slips, card statements, events and offers); notices written by the engine or
// the scenario carry their own words. This file only looks the renderer up and adds the flags.
import { billView, type BillView } from '../bills/selectors';
import type { CardStatement } from '../credit-card/types';
import type { GameContent } from '../game/content';
import type { MessageRenderers } from '../game/module';
import type { GameState } from '../game/state';
import { publicId } from '../game/ids';
import type { PaySlipView } from '../income/messages';
import { missingMessage } from './rendering';
import { channelOf, type Channel, type Communication, type EmailCategory } from './types';

export interface CommunicationView {
  id: string;
  communicationType: Communication['type'];
  channel: Channel;
  /** Email folder; null for texts. */
  category: EmailCategory | null;
  isRead: boolean;
  from: string;
  subject: string;
  /** May hold simple markup (<p>, <strong>, <em>, <br>, <ul>, <li>). */
  content: string;
  amountCents: number;
  feesCents: number;
  isActionable: boolean;
  actioned: boolean;
  accepted: boolean;
  cancelled: boolean;
  week: number;
  tag: string;
  /** The bill this message is about (TargetItemInstanceID), if any. */
  targetItemInstanceId: string | null;
  bill: BillView | null;
  paySlip: PaySlipView | null;
  statement: CardStatement | null;
  /** After an offer is answered: what happened, and for scams the red flags. */
  outcome: string | null;
  redFlags: string[];
}

/** The renderers of every module, by the source kind of the messages they send. */
export type { MessageRenderers } from '../game/module';

export function renderCommunication(
  renderers: MessageRenderers,
  state: GameState,
  content: GameContent,
  c: Communication,
): CommunicationView {
  const render = renderers[c.source.kind];
  const r = render ? render(state, content, c, c.source as never) : missingMessage();
  const bill = r.billId === null ? undefined : state.bills.list.find((b) => b.id === r.billId);
  const channel = channelOf(c.type);
  const tag = c.source.kind === 'collector' ? 'Collected' : (bill?.tag ?? '');
  return {
    id: publicId(state, c.id),
    communicationType: c.type,
    channel,
    category: channel === 'email' ? r.category : null,
    isRead: c.isRead,
    from: r.from,
    subject: r.subject,
    content: r.content,
    amountCents: r.amountCents,
    feesCents: r.feesCents,
    isActionable: c.action !== undefined,
    actioned: c.action?.actioned ?? false,
    accepted: c.action?.accepted ?? false,
    cancelled: c.action?.cancelled ?? false,
    week: c.week,
    tag,
    targetItemInstanceId: r.billId === null ? null : publicId(state, r.billId),
    bill: bill ? billView(state, bill) : null,
    paySlip: r.paySlip ?? null,
    statement: r.statement ?? null,
    outcome: r.outcome ?? null,
    redFlags: r.redFlags ?? [],
  };
}

// Email and Messages: the inbox's mechanics (delivering, reading, deleting, answering offers, the
// archive of old read messages) and the welcome messages of a new game. Each module renders the
// messages it sends; this one renders only notices, which carry their own words.
import { publicId } from '../game/ids';
import { command, defineModule } from '../game/module';
import { actionCommunication, deleteCommunication, readCommunication } from './commands';
import { deliverNotice } from './deliver';
import type { GameState } from '../game/state';
import { allCommunications, archivedCommunications, archiveOldMessages } from './inbox';
import {
  channelOf,
  type Channel,
  type Communication,
  MESSAGES_PER_ARCHIVE_PAGE,
  type CommunicationsState,
  type CommunicationType,
  type NoticeSource,
} from './types';

function unreadCount(state: GameState, channel: Channel): number {
  const unread = (c: Communication) => channelOf(c.type) === channel && !c.isRead;
  const { list, archive } = state.communications;
  const recent = list.filter(unread).length;
  return archive.length === 0
    ? recent
    : recent + archivedCommunications(state).filter(unread).length;
}

type CommunicationsEvent =
  | { type: 'communicationReceived'; communicationId: string; communicationType: CommunicationType }
  | {
      type: 'offerActioned';
      communicationId: string;
      accepted: boolean;
      isScam: boolean;
      movedCents: number;
      outcome: string;
      redFlags: string[];
    };

export const communicationsModule = defineModule<CommunicationsEvent>()({
  key: 'communications',
  initial: (): CommunicationsState => ({ list: [], archive: [], deletedIds: [], readIds: [] }),
  setup(tx) {
    const { rolePlayIntro, welcomeMessages } = tx.content.scenario;
    const intro = tx.state.settings.rolePlay && rolePlayIntro ? [rolePlayIntro] : [];
    for (const message of [...intro, ...welcomeMessages]) {
      deliverNotice(tx, message.channel, {
        from: message.from,
        subject: message.subject,
        content: message.content.replaceAll('%USERNAME%', tx.state.player.name),
      });
    }
  },
  commands: {
    readCommunication: command(readCommunication, { afterWeekEnd: true }),
    deleteCommunication: command(deleteCommunication, { afterWeekEnd: true }),
    actionCommunication: command(actionCommunication),
  },
  rejections: [
    'comms/not-found',
    'comms/not-actionable',
    'comms/cancelled',
    'comms/already-actioned',
    'comms/insufficient-funds',
  ],
  openWeek: { archive: archiveOldMessages },
  apps: {
    Email: { updateCount: (state) => unreadCount(state, 'email') },
    Messages: { updateCount: (state) => unreadCount(state, 'text') },
  },
  invariants(state) {
    const problems: string[] = [];
    const { archive } = state.communications;
    archive.forEach((page, index) => {
      if (index < archive.length - 1 && page.length !== MESSAGES_PER_ARCHIVE_PAGE)
        problems.push(`archive page ${index} is not full but is not the last`);
      for (const c of page) {
        if (c.action && !c.action.actioned && !c.action.cancelled)
          problems.push(`archived message ${c.id} has an open offer`);
      }
    });
    return problems;
  },
  ids: (state) => [
    ...state.communications.list.map((c) => c.id),
    ...state.communications.archive.flat().map((c) => c.id),
  ],
  messages: {
    notice: (_state, _content, _message, source: NoticeSource) => ({
      from: source.from,
      subject: source.subject,
      content: source.content,
      category: source.category,
      amountCents: 0,
      feesCents: 0,
      billId: null,
    }),
  },
  random: [
    {
      weight: 16,
      next(player, state) {
        // Read the state rather than render every message: the player only needs ids.
        const messages = allCommunications(state);
        const open = messages.filter((m) => m.action && !m.action.actioned && !m.action.cancelled);
        const message =
          player.chance(0.3) && open.length > 0 ? player.pick(open) : player.pick(messages);
        if (!message) return undefined;
        const communicationId = publicId(state, message.id);
        const kind = player.int(10);
        if (message.action && kind < 6) {
          const choice = player.chance(0.5) ? 'accept' : 'decline';
          return { type: 'actionCommunication', communicationId, choice };
        }
        if (kind < 8) return { type: 'readCommunication', communicationId };
        return { type: 'deleteCommunication', communicationId };
      },
    },
  ],
});

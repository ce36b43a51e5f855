import type { MentorMessage } from '@mc/contract';
import { apiGet } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';

/** The mentor's help for one app: GET /api/g/mentor/help-messages?GameID&TargetGameAppID. */
export function getHelpMessages(gameAppId: number): Promise<MentorMessage[]> {
  return apiGet<MentorMessage[]>('/api/g/mentor/help-messages', {
    GameID: readSession().GameID,
    TargetGameAppID: gameAppId,
  }).then((results) => results ?? []);
}

import { z } from 'zod';
import { ERRORS } from '../messages';
import { APP_LIST } from './app-list';

// The mentor: the welcome and weekly tips as a week starts, and each app's help
// (spec part 2, section 7: GET /api/g/mentor/help-messages).

export interface MentorMessage {
  ID: string;
  Title: string;
  Body: string;
  Tag: string | null;
}

/** GET /api/g/mentor/help-messages: the help of one app, named by its GameAppID. */
export const mentorHelpQuery = z.object({
  GameID: z.uuid({ error: ERRORS.gameNotFound }),
  TargetGameAppID: z.coerce
    .number({ error: ERRORS.invalidRequest })
    .int()
    .min(1)
    .max(APP_LIST.length),
});

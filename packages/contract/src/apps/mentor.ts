import { z } from 'zod';
import { ERRORS } from '../messages';
import { resultSchema } from '../result-schema';
import { APP_LIST } from './app-list';

// The mentor: the welcome and weekly tips as a week starts, and each app's help
// (spec part 2, section 7: GET /api/g/mentor/help-messages).

export interface MentorMessage {
  ID: string;
  Title: string;
  Body: string;
  Tag: string | null;
}
export const mentorMessageSchema = resultSchema<MentorMessage>()(
  z
    .object({ ID: z.string(), Title: z.string(), Body: z.string(), Tag: z.string().nullable() })
    .meta({ id: 'MentorMessage' }),
);

/** One question of the FAQ file (GET /faqs.json, a static file in the spec). */
export const faqEntrySchema = z
  .object({ ID: z.string(), Name: z.string(), Content: z.string() })
  .meta({ id: 'FaqEntry' });
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** GET /api/g/mentor/help-messages: the help of one app, named by its GameAppID. */
export const mentorHelpQuery = z.object({
  GameID: z.uuid({ error: ERRORS.gameNotFound }),
  TargetGameAppID: z.coerce
    .number({ error: ERRORS.invalidRequest })
    .int()
    .min(1)
    .max(APP_LIST.length),
});

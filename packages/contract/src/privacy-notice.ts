import { z } from 'zod';

// The privacy notice's settings (issue 34): the /privacy page shows the notice written in
// docs/privacy.md with these filled in from the server's configuration.

/** GET /api/privacy: who to ask about a player's data, and how long a class's data is kept. */
export const privacyNoticeSchema = z
  .object({
    /** The operator's contact (PRIVACY_CONTACT), or null: the page says to ask the teacher. */
    Contact: z.string().nullable(),
    /**
     * Days a class's data is kept after its last activity, then deleted (DATA_RETENTION_DAYS);
     * 0: kept until its teacher or the operator deletes it.
     */
    RetentionDays: z.number().int().min(0),
  })
  .meta({ id: 'PrivacyNotice' });
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

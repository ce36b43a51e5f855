import { z } from 'zod';
import { resultSchema } from './result-schema';

// Badges for lessons learned (issue 29): each marks a money habit the game teaches, earned at the
// end of the week that shows it; the week's summary, the certificate and the teacher show them.

export const BADGE_IDS = [
  'safety-net',
  'on-budget',
  'bills-on-time',
  'scam-spotter',
  'card-in-full',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export interface Badge {
  ID: BadgeId;
  Title: string;
  /** The lesson it marks, in a sentence a student reads. */
  Description: string;
  /** The week at whose end it was earned. */
  Week: number;
}
export const badgeSchema = resultSchema<Badge>()(
  z
    .object({
      ID: z.enum(BADGE_IDS),
      Title: z.string(),
      Description: z.string(),
      Week: z.number().int(),
    })
    .meta({ id: 'Badge' }),
);

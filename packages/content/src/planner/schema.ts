// The shape of the Weekly Planner's diary: one reflection question for each game week (1 to 27),
// and the mentor's replies to an answer, written for the situation the player is in that week.
// The game picks the reply whose situation matches and falls back to 'any', so every question
// has an 'any' reply. Everything is plain text: the web shows it as it is.
import { z } from 'zod';

/**
 * What the player faced this week, as the mentor's reply sees it: their net position rose
 * ('net-up') or fell ('net-down'), they have an unpaid overdue bill or a card balance owing
 * ('owes'), or they have no job or pay yet ('no-income'). 'any' is for everyone else.
 */
export const DIARY_SITUATIONS = ['any', 'net-up', 'net-down', 'owes', 'no-income'] as const;
export const diarySituationSchema = z.enum(DIARY_SITUATIONS);
export type DiarySituation = z.infer<typeof diarySituationSchema>;

/** Sentences in a text: each ends in '.', '!' or '?' (a closing quote may follow). */
export function sentenceCount(text: string): number {
  return text.match(/[.!?]['"’”)]?(?=\s|$)/g)?.length ?? 0;
}

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');

/**
 * Plain text on one line: no HTML, braces, Markdown or placeholders, and no dollar figures (the
 * game's own amounts vary by persona and choice, so a figure here could contradict them).
 */
const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !/[<>{}*_#`[\]\n]/.test(text), { message: 'Plain text: no markup' })
  .refine((text) => !/%[A-Z]+%/.test(text), { message: 'no placeholders' })
  .refine((text) => !/\$\s?\d/.test(text), { message: 'no dollar figures' });

const sentences = (min: number, max: number) => (text: string) => {
  const count = sentenceCount(text);
  return count >= min && count <= max && /[.!?]['"’”)]?$/.test(text);
};

/** One message of the mentor's reply: one or two sentences. */
const message = plainText
  .max(300)
  .refine(sentences(1, 2), { message: 'a message is one or two full sentences' });

export const diaryReplySchema = z.object({
  situation: diarySituationSchema,
  messages: z.array(message).min(1).max(3),
});
export type DiaryReply = z.infer<typeof diaryReplySchema>;

export const diaryQuestionSchema = z.object({
  week: z.number().int().min(1).max(27),
  id,
  title: plainText.max(60),
  /** The question: one to three sentences, at least one of them a question. */
  text: plainText
    .max(300)
    .refine(sentences(1, 3), { message: 'one to three full sentences' })
    .refine((text) => text.includes('?'), { message: 'asks a question' }),
  replies: z
    .array(diaryReplySchema)
    .refine((replies) => replies.some((r) => r.situation === 'any'), {
      message: "an 'any' reply, for when no other situation matches",
    })
    .refine((replies) => new Set(replies.map((r) => r.situation)).size === replies.length, {
      message: 'each situation once',
    })
    .refine((replies) => replies.filter((r) => r.situation !== 'any').length >= 2, {
      message: "at least two situations besides 'any'",
    }),
});
export type DiaryQuestion = z.infer<typeof diaryQuestionSchema>;

// The shape of Finance Weekly's content: an article for each game week with its quiz, and the
// glossary. The engine's types (packages/engine/src/news/content.ts) are the contract for what it
// reads; the checks at the end make sure the content fits them.
import type { Article, GlossaryTerm, QuizQuestion } from '@mc/engine/news/content';
import { z } from 'zod';
import { quizTopicSchema } from '../survey/schema';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');

const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !/[<>{}]/.test(text), { message: 'Plain text: no markup or braces' });

/** The tags an article may use (the web sanitises them again before showing them). */
export const ARTICLE_TAGS = ['h3', 'p', 'ul', 'ol', 'li', 'strong', 'em'] as const;

/** The words of an HTML text, tags left out. */
export function wordCount(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** The answers of a fill-the-blanks text, in order: the words inside {braces}. */
export function blanksOf(text: string): string[] {
  return [...text.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);
}

const onlyArticleTags = (html: string) =>
  [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].every(
    ([, tag, attributes]) =>
      (ARTICLE_TAGS as readonly string[]).includes(tag!.toLowerCase()) && attributes!.trim() === '',
  );

const explanation = plainText.max(300);

const choiceQuestion = z.object({
  type: z.literal(0),
  id,
  text: plainText.max(200),
  options: z
    .array(plainText.max(120))
    .min(3)
    .max(4)
    .refine((o) => new Set(o).size === o.length, { message: 'options differ' }),
  correct: z.number().int().min(0).max(3),
  explanation,
});

const trueFalseQuestion = z.object({
  type: z.literal(1),
  id,
  text: plainText.max(200),
  correct: z.boolean(),
  explanation,
});

const gapQuestion = z
  .object({
    type: z.literal(2),
    id,
    text: z
      .string()
      .trim()
      .max(300)
      .refine((t) => !/[<>]/.test(t), { message: 'no markup' }),
    distractors: z.array(z.string().trim().min(1).max(30)).min(1).max(4),
    explanation,
  })
  .refine((q) => blanksOf(q.text).length >= 2 && blanksOf(q.text).length <= 4, {
    message: 'two to four {blanks}',
  })
  .refine(
    (q) => {
      const bank = [...blanksOf(q.text), ...q.distractors].map((w) => w.toLowerCase());
      return new Set(bank).size === bank.length;
    },
    { message: 'each word in the word bank once (answers and distractors all differ)' },
  );

export const quizQuestionSchema = z.union([choiceQuestion, trueFalseQuestion, gapQuestion]);

export const articleSchema = z
  .object({
    id,
    week: z.number().int().min(1).max(27),
    title: plainText.max(80),
    previewText: plainText.max(220),
    content: z
      .string()
      .refine(onlyArticleTags, { message: `only ${ARTICLE_TAGS.join(', ')} without attributes` })
      .refine((html) => wordCount(html) >= 400 && wordCount(html) <= 700, {
        message: '400 to 700 words',
      }),
    header: z.object({
      image: z.string().regex(/^news\/[a-z0-9-]+\.svg$/),
      alt: plainText.max(160),
    }),
    curriculum: z
      .array(z.string().regex(/^AC9[A-Z]+(?:7|8|9|10)[A-Z]\d{2}$/, 'an AC9 content description'))
      .min(1),
    sources: z.array(z.object({ title: plainText, url: z.url() })).min(1),
    marketNews: z.boolean(),
    // For the teacher's weekly guide (issue 33): the end quiz's topic the article teaches, and
    // questions a teacher asks the class after reading.
    topic: quizTopicSchema,
    discussion: z
      .array(plainText.max(160).refine((q) => q.endsWith('?'), { message: 'ends with ?' }))
      .length(3)
      .refine((qs) => new Set(qs.map((q) => q.toLowerCase())).size === qs.length, {
        message: 'discussion questions differ',
      }),
    quiz: z.object({
      title: plainText.max(80),
      questions: z
        .array(quizQuestionSchema)
        .min(3)
        .max(5)
        .refine((qs) => new Set(qs.map((q) => q.type)).size >= 2, {
          message: 'at least two types of question',
        })
        .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, {
          message: 'question ids unique within the article',
        }),
    }),
  })
  .refine((a) => a.quiz.questions.every((q) => q.type !== 0 || q.correct < q.options.length), {
    message: 'a right answer is one of the options',
  });

export const glossaryTermSchema = z.object({
  term: z.string().trim().min(2).max(40),
  aliases: z.array(z.string().trim().min(2).max(40)),
  definition: plainText.max(240),
});

// The content fits what the engine reads.
type Fits<T, U extends T> = U;
export type ArticleFits = Fits<Article, z.infer<typeof articleSchema>>;
export type QuestionFits = Fits<QuizQuestion, z.infer<typeof quizQuestionSchema>>;
export type GlossaryFits = Fits<GlossaryTerm, z.infer<typeof glossaryTermSchema>>;

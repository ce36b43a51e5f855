// The shape of the end of the game's words (issue 18): the end quiz, which pays cash for right
// answers (some questions timed, with a time bonus), and the end survey, which has no right
// answers; and the learning items of the matched pre-test and post-test (issue 33). The engine's
// survey module and the /surveys screens read these; everything here is plain text, shown as it
// is.
import { z } from 'zod';
import { curriculum } from '../news/curriculum';

/** What an end quiz question tests, named after what the game taught. */
export const QUIZ_TOPICS = [
  'pay-and-tax',
  'super',
  'banking',
  'interest',
  'budgeting',
  'bills-and-debt',
  'credit',
  'scams',
  'shares',
  'buying-and-selling',
  'insurance-and-risk',
  'consumer-rights',
] as const;
export const quizTopicSchema = z.enum(QUIZ_TOPICS);
export type QuizTopic = z.infer<typeof quizTopicSchema>;

/** Each topic as a teacher reads it (the Learning tab and the weekly guide). */
export const QUIZ_TOPIC_LABELS: Record<QuizTopic, string> = {
  'pay-and-tax': 'Pay and tax',
  super: 'Super',
  banking: 'Banking',
  interest: 'Interest',
  budgeting: 'Budgeting and saving',
  'bills-and-debt': 'Bills and debt',
  credit: 'Credit',
  scams: 'Scams',
  shares: 'Shares and investing',
  'buying-and-selling': 'Buying and selling',
  'insurance-and-risk': 'Insurance and risk',
  'consumer-rights': 'Consumer rights',
};

/** A topic's label, or its key where it is not one of the quiz's topics. */
export const topicLabel = (topic: string): string =>
  (QUIZ_TOPIC_LABELS as Record<string, string>)[topic] ?? topic;

/**
 * The Australian government and regulator sites a quiz fact may be cited from (and their
 * subdomains): the tax office, the regulators' consumer sites, the Fair Work Ombudsman and the
 * financial complaints authority.
 */
export const SOURCE_HOSTS = [
  'ato.gov.au',
  'moneysmart.gov.au',
  'asic.gov.au',
  'scamwatch.gov.au',
  'accc.gov.au',
  'rba.gov.au',
  'fairwork.gov.au',
  'afca.org.au',
] as const;

/** Whether a URL is on one of the SOURCE_HOSTS (or a subdomain of one), over https. */
export function isAllowedSource(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  return (
    parsed.protocol === 'https:' &&
    SOURCE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
  );
}

/** Sentences in a text: each ends in '.', '!' or '?' (a closing quote may follow). */
export function sentenceCount(text: string): number {
  return text.match(/[.!?]['"’”)]?(?=\s|$)/g)?.length ?? 0;
}

/** The words a player reads in a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/**
 * How many words a timed question asks the player to read, its answers included. At most
 * TIMED_MAX_WORDS: about 15 seconds at a teenager's silent reading pace (around 200 words a
 * minute), which leaves time to think and choose within the 20 to 30 seconds a timed question
 * gives.
 */
export function wordsToRead(question: { text: string; options: readonly string[] }): number {
  return wordCount(question.text) + question.options.reduce((sum, o) => sum + wordCount(o), 0);
}
export const TIMED_MAX_WORDS = 50;

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');

/** Plain text on one line: no HTML, braces, Markdown, line breaks or %PLACEHOLDERS%. */
const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !/[<>{}*_#`[\]\n\r]/.test(text), { message: 'Plain text: no markup' })
  .refine((text) => !/%[A-Z_]+%/.test(text), { message: 'no placeholders' });

/** Answers that are not answers: a player should choose a real one. */
const NOT_AN_ANSWER = /\b(all|none|both|neither) of the (above|others|answers)\b/i;

const distinct = (options: readonly string[]) =>
  new Set(options.map((o) => o.trim().toLowerCase())).size === options.length;

const fullSentences = (min: number, max: number) => (text: string) => {
  const count = sentenceCount(text);
  return count >= min && count <= max && /[.!?]['"’”)]?$/.test(text);
};

/** A page on a government or regulator site where the fact is stated. */
export const quizSourceSchema = z.object({
  title: plainText.max(120),
  url: z.url().refine(isAllowedSource, {
    message: `an https page on one of ${SOURCE_HOSTS.join(', ')}`,
  }),
});
export type QuizSource = z.infer<typeof quizSourceSchema>;

export const endQuizQuestionSchema = z
  .object({
    id,
    topic: quizTopicSchema,
    /** One question: the only '?' is its last character. */
    text: plainText.max(200).refine((t) => t.endsWith('?') && t.indexOf('?') === t.length - 1, {
      message: 'one question, ending in its only question mark',
    }),
    options: z
      .array(plainText.max(90))
      .min(3)
      .max(4)
      .refine(distinct, { message: 'options differ' })
      .refine((o) => o.every((option) => !NOT_AN_ANSWER.test(option)), {
        message: "no 'all of the above' or 'none of the above'",
      }),
    /** The index of the right answer in options. */
    correct: z.number().int().min(0).max(3),
    /** Why the right answer is right: one or two full sentences. */
    explanation: plainText
      .max(240)
      .refine(fullSentences(1, 2), { message: 'one or two full sentences' }),
    /** Timed questions carry a time bonus: short to read, answerable in 20 to 30 seconds. */
    timed: z.boolean(),
    /**
     * True when the answer follows from the question alone (a sum with every figure given, or a
     * judgement), so there is no fact to cite and sources is empty. Otherwise at least one
     * source on a government or regulator site states the fact.
     */
    reasoning: z.boolean(),
    sources: z.array(quizSourceSchema),
  })
  .refine((q) => q.correct < q.options.length, {
    message: 'the right answer is one of the options',
    path: ['correct'],
  })
  .refine((q) => (q.reasoning ? q.sources.length === 0 : q.sources.length >= 1), {
    message: 'a cited fact has at least one source; a reasoning question has none',
    path: ['sources'],
  })
  .refine((q) => !q.timed || wordsToRead(q) <= TIMED_MAX_WORDS, {
    message: `a timed question has at most ${TIMED_MAX_WORDS} words to read`,
    path: ['timed'],
  });
export type EndQuizQuestion = z.infer<typeof endQuizQuestionSchema>;

/** The label of the answer a player may add their own words to. */
export const OTHER_OPTION = 'Other';

export const surveyQuestionSchema = z
  .object({
    id,
    text: plainText.max(200).refine((t) => t.endsWith('?'), { message: 'asks a question' }),
    /** Every end survey question is a single choice. */
    kind: z.literal('single'),
    options: z.array(plainText.max(80)).min(2).max(6).refine(distinct, {
      message: 'options differ',
    }),
    /** The last option is 'Other' and the player may type a short answer. */
    allowOther: z.boolean(),
    /** One line for the teacher or the foundation: what this question measures. */
    purpose: plainText.max(160),
  })
  .refine(
    (q) =>
      q.allowOther
        ? q.options.at(-1) === OTHER_OPTION &&
          q.options.filter((o) => o === OTHER_OPTION).length === 1
        : !q.options.some((o) => o.toLowerCase() === OTHER_OPTION.toLowerCase()),
    { message: "allowOther exactly when the last option is 'Other'", path: ['options'] },
  );
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** The screen before the quiz or the survey: a title and one or two short sentences. */
export const introSchema = z.object({
  title: plainText.max(60),
  body: plainText.max(200).refine(fullSentences(1, 2), { message: 'one or two full sentences' }),
});
export type Intro = z.infer<typeof introSchema>;

/** The Australian Curriculum v9 codes a learning item may cite: those news/curriculum.ts checked. */
const CURRICULUM_CODES: ReadonlySet<string> = new Set(curriculum.map((c) => c.code));

/** A true/false learning item's options, always in this order. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;

const isTrueFalse = (options: readonly string[]) => options.length === 2;

/**
 * One item of the matched pre-test and post-test (issue 33): asked before week 1, untimed and with
 * no feedback, and again inside the end quiz, so a teacher sees the class's gain per topic. The
 * end quiz question's fields and rules, except that it is never timed, plus the curriculum codes it
 * measures. A multiple-choice item asks one question with 3 or 4 answers; a true/false item is one
 * statement to judge, with exactly the options True and False.
 */
export const learningItemSchema = z
  .strictObject({
    id,
    topic: quizTopicSchema,
    text: plainText.max(200),
    options: z
      .array(plainText.max(90))
      .min(2)
      .max(4)
      .refine(distinct, { message: 'options differ' })
      .refine((o) => o.every((option) => !NOT_AN_ANSWER.test(option)), {
        message: "no 'all of the above' or 'none of the above'",
      })
      .refine(
        (o) =>
          isTrueFalse(o)
            ? o[0] === TRUE_FALSE_OPTIONS[0] && o[1] === TRUE_FALSE_OPTIONS[1]
            : o.length >= 3 && !o.some((option) => /^(true|false)$/i.test(option)),
        { message: "two options are exactly 'True', 'False'; otherwise 3 or 4 real answers" },
      ),
    /** The index of the right answer in options. */
    correct: z.number().int().min(0).max(3),
    /** Why the right answer is right: one or two full sentences. */
    explanation: plainText
      .max(240)
      .refine(fullSentences(1, 2), { message: 'one or two full sentences' }),
    /** As the end quiz's: true when the answer follows from the item alone, and sources is empty. */
    reasoning: z.boolean(),
    sources: z.array(quizSourceSchema),
    /** The content descriptions the item measures, each one news/curriculum.ts lists. */
    curriculum: z
      .array(
        z.string().refine((code) => CURRICULUM_CODES.has(code), {
          message: 'a content description news/curriculum.ts lists',
        }),
      )
      .min(1)
      .refine((codes) => new Set(codes).size === codes.length, { message: 'codes differ' }),
  })
  .refine(
    (q) =>
      isTrueFalse(q.options)
        ? /\.['"’”)]?$/.test(q.text) && !q.text.includes('?')
        : q.text.endsWith('?') && q.text.indexOf('?') === q.text.length - 1,
    {
      message:
        'a true/false item is one statement ending in a full stop; any other asks one question, ending in its only question mark',
      path: ['text'],
    },
  )
  .refine((q) => q.correct < q.options.length, {
    message: 'the right answer is one of the options',
    path: ['correct'],
  })
  .refine((q) => (q.reasoning ? q.sources.length === 0 : q.sources.length >= 1), {
    message: 'a cited fact has at least one source; a reasoning item has none',
    path: ['sources'],
  });
export type LearningItem = z.infer<typeof learningItemSchema>;

// The diary: one question for every week of the longest game, each fitting every persona, and
// for each an 'any' reply from the mentor plus at least two situations, in short plain
// sentences that encourage without talking down and without figures the game could contradict.
import { describe, expect, it } from 'vitest';
import { diaryQuestions } from './diary';
import { DIARY_SITUATIONS, diaryQuestionSchema, sentenceCount } from './schema';

const WEEKS = Array.from({ length: 27 }, (_, i) => i + 1);

/** Every message the mentor can send, with where it comes from. */
const messages = diaryQuestions.flatMap((q) =>
  q.replies.flatMap((r) =>
    r.messages.map((text, index) => ({ where: `${q.id} ${r.situation} ${index}`, text })),
  ),
);

/** Everything a player reads: titles, questions and replies. */
const texts = [
  ...diaryQuestions.flatMap((q) => [
    { where: `${q.id} title`, text: q.title },
    { where: `${q.id} text`, text: q.text },
  ]),
  ...messages,
];

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** Praise with nothing in it: what is left of a message once it is taken out must still say something. */
const EMPTY_PRAISE =
  /\b(great|good|nice|awesome|amazing|excellent|fantastic|brilliant) (job|work|effort|one|stuff)\b[!.]?|\bwell done\b[!.]?|\bgood on you\b[!.]?|\bkeep it up\b[!.]?/gi;

describe('diary questions', () => {
  it('has one question for each week from 1 to 27', () => {
    expect(diaryQuestions.map((q) => q.week).sort((a, b) => a - b)).toEqual(WEEKS);
  });

  it('has distinct ids and titles', () => {
    expect(new Set(diaryQuestions.map((q) => q.id)).size).toBe(diaryQuestions.length);
    expect(new Set(diaryQuestions.map((q) => q.title)).size).toBe(diaryQuestions.length);
    expect(new Set(diaryQuestions.map((q) => q.text)).size).toBe(diaryQuestions.length);
  });

  describe.each(diaryQuestions.map((q) => [`week ${q.week}: ${q.id}`, q] as const))(
    '%s',
    (_, question) => {
      it('fits the schema', () => {
        const parsed = diaryQuestionSchema.safeParse(question);
        expect(parsed.error?.issues ?? []).toEqual([]);
      });

      it('has a short title and a question of one to three sentences that asks for a tip', () => {
        expect(question.title.length).toBeLessThanOrEqual(60);
        expect(question.text.length).toBeLessThanOrEqual(300);
        expect(sentenceCount(question.text)).toBeGreaterThanOrEqual(1);
        expect(sentenceCount(question.text)).toBeLessThanOrEqual(3);
        expect(question.text).toContain('?');
        // The player's own thoughts, and something for real life.
        expect(question.text).toMatch(/\btips?\b|real[- ]life/i);
      });

      it("has an 'any' reply and at least two other situations, each once", () => {
        const situations = question.replies.map((r) => r.situation);
        expect(situations).toContain('any');
        expect(situations.filter((s) => s !== 'any').length).toBeGreaterThanOrEqual(2);
        expect(new Set(situations).size).toBe(situations.length);
        for (const s of situations) expect(DIARY_SITUATIONS).toContain(s);
      });

      it('replies in one to three messages of one or two sentences each', () => {
        for (const reply of question.replies) {
          expect(reply.messages.length, reply.situation).toBeGreaterThanOrEqual(1);
          expect(reply.messages.length, reply.situation).toBeLessThanOrEqual(3);
          for (const text of reply.messages) {
            expect(text.length, text).toBeLessThanOrEqual(300);
            expect(sentenceCount(text), text).toBeGreaterThanOrEqual(1);
            expect(sentenceCount(text), text).toBeLessThanOrEqual(2);
          }
        }
      });

      it('replies differ from one situation to the next', () => {
        const all = question.replies.flatMap((r) => r.messages);
        expect(new Set(all).size).toBe(all.length);
      });
    },
  );
});

describe('diary words', () => {
  it('are plain text: no HTML, braces, Markdown, line breaks or placeholders', () => {
    const marked = texts.filter(({ text }) => /[<>{}*_#`[\]\n\r]|%[A-Z]+%/.test(text));
    expect(marked.map((t) => t.where)).toEqual([]);
  });

  it('name no dollar figures, which the game could contradict', () => {
    expect(texts.filter(({ text }) => /\$/.test(text)).map((t) => t.where)).toEqual([]);
  });

  it("never send praise alone ('Great job!'): every message says something more", () => {
    const hollow = messages.filter(({ text }) => words(text.replace(EMPTY_PRAISE, ' ')) < 8);
    expect(hollow.map((m) => m.where)).toEqual([]);
    // And no message opens with a stock compliment.
    expect(messages.filter(({ text }) => /^\s*(great|good|nice) job\b/i.test(text))).toEqual([]);
  });

  it('never talk down or shame', () => {
    const CONDESCENDING =
      /\b(obviously|clearly|simply|just remember|should have|shouldn't have|of course|silly|stupid|lazy|careless|shame|ashamed|you failed|bad choice|mistake)\b/i;
    expect(texts.filter(({ text }) => CONDESCENDING.test(text)).map((t) => t.where)).toEqual([]);
  });

  it("give a concrete next step in every 'any' reply", () => {
    const anyReplies = diaryQuestions.map((q) => ({
      id: q.id,
      messages: q.replies.find((r) => r.situation === 'any')?.messages ?? [],
    }));
    expect(
      anyReplies.filter((r) => !r.messages.some((m) => /^Next step\b/.test(m))).map((r) => r.id),
    ).toEqual([]);
  });

  it('are written in Australian English', () => {
    const AMERICAN =
      /\b(color|favor|favorite|organiz\w*|realiz\w*|prioritiz\w*|recogniz\w*|apologiz\w*|center|defense|license|mom|vacation|paycheck|checking account|gotten|learned)\b/i;
    expect(texts.filter(({ text }) => AMERICAN.test(text)).map((t) => t.where)).toEqual([]);
  });

  it("fit every persona: no one persona's people, home or card taken for granted", () => {
    // People only one persona's story has (the shared ones, like Grandpa, may be named).
    const ONE_PERSONA =
      /\b(Jess|Noah|Priya|Tom|Mia|Ana|Marcus|Bec|Mel|Tahlia|Ollie|Ella|Hamish|Lily|Deb|Mum|Dad|housemates?|share house|school)\b/;
    const ASSUMED = /\byour (rent|credit card|card balance|lease|landlord|power bill|parents)\b/i;
    expect(
      texts.filter(({ text }) => ONE_PERSONA.test(text) || ASSUMED.test(text)).map((t) => t.where),
    ).toEqual([]);
  });
});

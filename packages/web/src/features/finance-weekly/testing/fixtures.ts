import {
  NEWS_MESSAGES,
  type AnswerOption,
  type Article,
  type Question,
  type Quiz,
  type QuizStatus,
} from '@mc/contract';
import { ok, refused, type FakeReply } from '../../../../test/render-route';

// Test data for Finance Weekly: an article as the server sends it, and a quiz that behaves as
// the API says it will (the Finance Weekly routes of packages/contract/src/api-routes.ts): created, started, each question answered
// then completed, or ended early; money for each right answer once its question is completed (not
// for those after ending early); a required quiz ended early is started again to answer the rest.

export const article = (overrides: Partial<Article> = {}): Article => ({
  ID: 'your-first-pay',
  Week: 3,
  Title: 'Your first pay: where did the rest go?',
  PreviewText: 'Your payslip shows one number and your bank account shows a smaller one.',
  Content:
    '<p>Pay day arrives and the amount is less than you expected.</p>' +
    '<h3>Gross, net and the bit in between</h3>' +
    '<p><strong>Gross pay</strong> is what you earned before anything comes out.</p>' +
    '<ul><li>the pay period</li><li>your gross and net pay</li></ul>',
  QuizTitle: 'Quiz: Your first pay',
  IsQuizComplete: false,
  Header: {
    Class: 'news-header',
    Image: 'news/your-first-pay.svg',
    Alt: 'A payslip beside a stack of coins, with an arrow to a wallet',
  },
  MarketNews: null,
  Sources: [
    {
      Title: 'ATO: Tax file number',
      Url: 'https://www.ato.gov.au/individuals-and-families/tax-file-number',
    },
    {
      Title: 'Fair Work Ombudsman: Pay slips',
      Url: 'https://www.fairwork.gov.au/pay-and-wages/paying-wages/pay-slips',
    },
  ],
  ...overrides,
});

/** A past week's article. */
export const pastArticle = (week: number, title: string): Article =>
  article({
    ID: `week-${week}`,
    Week: week,
    Title: title,
    PreviewText: `What week ${week} was about.`,
  });

const option = (ID: string, Text: string, Index: number): AnswerOption => ({
  ID,
  Text,
  Index,
  WordUsed: false,
  Classes: [],
});

/** A question as the player first sees it, with the option IDs that are right (in blank order). */
export interface QuestionPlan {
  question: Question;
  right: string[];
  explanation: string;
}

const question = (overrides: Partial<Question> & Pick<Question, 'ID' | 'Text'>): Question => ({
  QuestionType: 0,
  AnswerOptions: [],
  RequiredAnswerCount: 1,
  Result: null,
  IsComplete: false,
  ...overrides,
});

export const thresholdQuestion: QuestionPlan = {
  question: question({
    ID: 'q-threshold',
    Text: 'How much can you earn in a financial year before paying any income tax?',
    AnswerOptions: [
      option('o-5000', '$5,000', 0),
      option('o-18200', '$18,200', 1),
      option('o-45000', '$45,000', 2),
    ],
  }),
  right: ['o-18200'],
  explanation: 'The tax-free threshold is $18,200.',
};

export const withheldQuestion: QuestionPlan = {
  question: question({
    ID: 'q-withheld',
    QuestionType: 1,
    Text: 'Tax withheld from your pay is lost for good.',
    AnswerOptions: [option('o-true', 'True', 0), option('o-false', 'False', 1)],
  }),
  right: ['o-false'],
  explanation: 'Tax withheld is a down payment: any extra comes back as a refund.',
};

export const grossNetQuestion: QuestionPlan = {
  question: question({
    ID: 'q-gross-net',
    QuestionType: 2,
    Text: 'Your {1} pay is what you earn before tax; your {2} pay is what lands in your account.',
    RequiredAnswerCount: 2,
    AnswerOptions: [
      option('o-net', 'net', 0),
      option('o-bonus', 'bonus', 1),
      option('o-gross', 'gross', 2),
      option('o-minimum', 'minimum', 3),
    ],
  }),
  right: ['o-gross', 'o-net'],
  explanation: 'Gross pay is everything you earned; net pay is what is left after tax.',
};

export const payslipQuestion: QuestionPlan = {
  question: question({
    ID: 'q-payslip',
    Text: 'When must your employer give you a payslip?',
    AnswerOptions: [
      option('o-day', 'Within one working day of paying you', 0),
      option('o-month', 'Once a month', 1),
      option('o-never', 'Only if you ask', 2),
    ],
  }),
  right: ['o-day'],
  explanation: 'A payslip is due within one working day of pay day.',
};

/** Four questions, all three kinds: choice, true/false, fill the blanks, choice. */
export const FOUR_QUESTIONS = [
  thresholdQuestion,
  withheldQuestion,
  grossNetQuestion,
  payslipQuestion,
];

export const REWARD_PER_CORRECT = 0.5;

export interface QuizProgress {
  status: QuizStatus;
  /** The question the player is on, from 0. */
  position: number;
  /** Answers given, by question ID. */
  answers: Record<string, string[]>;
  /** Ended early: how many questions had been answered then (the rest pay nothing). */
  endedAt?: number | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The quiz as the server would answer it, from the plan and the player's progress; `required`: the
 * week's quiz must be answered, so one ended early can be taken up again (CanResume).
 */
export function quizOf(
  plans: readonly QuestionPlan[],
  progress: QuizProgress,
  required = false,
): Quiz {
  const endedAt = progress.endedAt ?? null;
  const pays = (index: number) => endedAt === null || index < endedAt;
  const questions = plans.map((plan, index): Question => {
    const chosen = progress.answers[plan.question.ID];
    if (!chosen) return plan.question;
    const correct = chosen.join() === plan.right.join();
    return {
      ...plan.question,
      AnswerOptions: plan.question.AnswerOptions.map((o) => ({
        ...o,
        WordUsed: plan.question.QuestionType === 2 && chosen.includes(o.ID),
        Classes: [
          ...(chosen.includes(o.ID) ? ['selected'] : []),
          ...(plan.right.includes(o.ID) ? ['correct'] : []),
          ...(chosen.includes(o.ID) && !plan.right.includes(o.ID) ? ['incorrect'] : []),
        ],
      })),
      Result: {
        Correct: correct,
        Chosen: chosen,
        CorrectAnswers: plan.right,
        Explanation: plan.explanation,
        Money: correct && pays(index) ? REWARD_PER_CORRECT : 0,
      },
      IsComplete: index < progress.position || progress.status === 'completed',
    };
  });
  const done = questions.filter((q) => q.IsComplete);
  const right = done.filter((q) => q.Result?.Correct).length;
  const paid = done.filter((q, index) => q.Result?.Correct && pays(index)).length;
  const reward = cents(paid * REWARD_PER_CORRECT) / 100;
  const position = Math.min(progress.position, questions.length - 1);
  const over = progress.status === 'completed' || progress.status === 'ended';
  return {
    ID: 'quiz-1',
    ArticleID: 'your-first-pay',
    Week: 3,
    Title: 'Quiz: Your first pay',
    Status: progress.status,
    Questions: questions,
    CurrentQuestion: questions[position]!,
    CurrentQuestionIndex: position,
    AtLastQuestion: position === questions.length - 1,
    ScoreActual: right,
    ScorePossible: questions.length,
    ScoreReward: reward,
    RewardPerCorrect: REWARD_PER_CORRECT,
    Summary: over ? { NumCorrect: right, TotalQuestions: questions.length, Money: reward } : null,
    EndedEarlyAt: endedAt,
    CanResume: progress.status === 'ended' && required,
  };
}

type Reply = FakeReply | ((body: unknown) => FakeReply);

/**
 * The Finance Weekly API over a quiz that moves on as the player plays: replies for stubServer,
 * and the quiz as it now is. `progress` null means no quiz has been created yet.
 */
export function quizServer(
  plans: readonly QuestionPlan[] = FOUR_QUESTIONS,
  start: QuizProgress | null = null,
  { required = false }: { required?: boolean } = {},
) {
  let progress: QuizProgress | null = start ? { ...start, answers: { ...start.answers } } : null;
  const current = () => (progress ? quizOf(plans, progress, required) : null);
  const moveOn = (p: QuizProgress) => {
    if (p.position === plans.length - 1) p.status = 'completed';
    else p.position += 1;
  };
  const command =
    (change: (p: QuizProgress, body: Record<string, unknown>) => FakeReply | void) =>
    (body: unknown): FakeReply => {
      if (!progress) return refused(400, 'Quiz not found.');
      return change(progress, body as Record<string, unknown>) ?? ok(current());
    };

  const replies: Record<string, Reply> = {
    'GET /api/i/news/article': ok(article()),
    'GET /api/i/news/quiz': () => ok(current()),
    'GET /api/i/news/quiz/isrequired': () =>
      ok({
        IsRequired: required,
        IsComplete: progress?.status === 'completed' || (progress?.status === 'ended' && !required),
      }),
    'POST /api/i/news/quiz/create': () => {
      progress ??= { status: 'created', position: 0, answers: {} };
      return ok(current());
    },
    'POST /api/i/news/quiz/start': command((p) => {
      if (p.status === 'created' || (p.status === 'ended' && required)) p.status = 'started';
      else if (p.status !== 'started') return refused(400, NEWS_MESSAGES.quizOver);
    }),
    'POST /api/i/news/answer/submit': command((p, body) => {
      const plan = plans[p.position]!;
      if (p.answers[plan.question.ID])
        return refused(400, 'This question has already been answered.');
      p.answers[plan.question.ID] = body.Answers as string[];
    }),
    'POST /api/i/news/question/complete': command((p) => {
      if (!p.answers[plans[p.position]!.question.ID])
        return refused(400, 'Answer the question first.');
      moveOn(p);
    }),
    // An answer already given is kept (moved on from); once taken up again, no second end.
    'POST /api/i/news/quiz/end': command((p) => {
      if (p.status === 'completed' || p.status === 'ended')
        return refused(400, NEWS_MESSAGES.quizOver);
      if ((p.endedAt ?? null) !== null) return refused(400, NEWS_MESSAGES.alreadyEnded);
      const started = p.status === 'started';
      if (started && p.answers[plans[p.position]!.question.ID]) moveOn(p);
      if ((p.status as QuizStatus) === 'completed') return;
      p.endedAt = started ? p.position : 0;
      p.status = 'ended';
    }),
  };
  return { replies, current };
}

/** The right answers of the questions before `position`, as if the player got them all right. */
export const rightAnswersBefore = (position: number, plans = FOUR_QUESTIONS) =>
  Object.fromEntries(plans.slice(0, position).map((plan) => [plan.question.ID, plan.right]));

/** A quiz already under way: on question `position` (from 0), the earlier ones answered right. */
export function underWay(
  position: number,
  answers: Record<string, string[]> = rightAnswersBefore(position),
  status: QuizStatus = 'started',
): QuizProgress {
  return { status, position, answers };
}

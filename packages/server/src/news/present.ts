import {
  centsToDollars as $,
  type AnswerOption,
  type Article,
  type Question,
  type Quiz,
} from '@mc/contract';
import type { ArticleView, QuestionView, QuizView } from '@mc/engine';

// Finance Weekly's answers in the spec's names (part 2, section 3). A question's options are named
// by the question and their place as shown ('gross-and-net.2'), which says nothing of which is
// right; a fill-the-blanks text shows its blanks as {1}, {2}... so the answers are not in it.

export function presentArticle(view: ArticleView): Article {
  const { article } = view;
  return {
    ID: article.id,
    Week: article.week,
    Title: article.title,
    PreviewText: article.previewText,
    Content: article.content,
    QuizTitle: article.quiz.title,
    IsQuizComplete: view.isQuizComplete,
    Header: {
      Class: 'finance-weekly-header',
      Image: article.header.image,
      Alt: article.header.alt,
    },
    MarketNews: view.marketNews && {
      Headline: view.marketNews.headline,
      Text: view.marketNews.text,
    },
    Sources: article.sources.map((s) => ({ Title: s.title, Url: s.url })),
  };
}

export function optionId(questionId: string, place: number): string {
  return `${questionId}.${place}`;
}

/** The place of an option named by its id in a question, or -1 for any other id. */
export function placeOf(questionId: string, id: string): number {
  const prefix = `${questionId}.`;
  if (!id.startsWith(prefix)) return -1;
  const rest = id.slice(prefix.length);
  return /^\d{1,2}$/.test(rest) ? Number(rest) : -1;
}

function presentQuestion(view: QuestionView, rewardPerCorrectCents: number): Question {
  const { question, options, answer } = view;
  let blank = 0;
  const text =
    question.type === 2
      ? question.text.replace(/\{[^{}]+\}/g, () => `{${++blank}}`)
      : question.text;
  const right =
    question.type === 2
      ? Array.from({ length: view.requiredAnswers }, (_, b) =>
          options.findIndex((o) => o.blank === b),
        )
      : [options.findIndex((o) => o.right)];
  const chosen = answer?.chosen ?? [];
  const AnswerOptions: AnswerOption[] = options.map((option, place) => {
    const classes: string[] = [];
    if (answer) {
      const picked = chosen.includes(place);
      if (picked) classes.push('selected');
      if (question.type === 2) {
        const at = chosen.indexOf(place);
        if (picked) classes.push(option.blank === at ? 'correct' : 'incorrect');
      } else if (option.right) classes.push('correct');
      else if (picked) classes.push('incorrect');
    }
    return {
      ID: optionId(question.id, place),
      Text: option.text,
      Index: place,
      WordUsed: question.type === 2 && chosen.includes(place),
      Classes: classes,
    };
  });
  return {
    ID: question.id,
    QuestionType: question.type,
    Text: text,
    AnswerOptions,
    RequiredAnswerCount: view.requiredAnswers,
    Result: answer && {
      Correct: answer.correct,
      Chosen: chosen.map((place) => optionId(question.id, place)),
      CorrectAnswers: right.map((place) => optionId(question.id, place)),
      Explanation: question.explanation,
      Money: answer.correct && view.pays ? $(rewardPerCorrectCents) : 0,
    },
    IsComplete: answer?.completed ?? false,
  };
}

export function presentQuiz(view: QuizView): Quiz {
  const { record } = view;
  const questions = view.questions.map((q) => presentQuestion(q, view.rewardPerCorrectCents));
  const numCorrect = record.answers.filter((a) => a.correct).length;
  const over = record.status === 'completed' || record.status === 'ended';
  return {
    ID: view.id,
    ArticleID: record.articleId,
    Week: record.week,
    Title: view.article.quiz.title,
    Status: record.status,
    Questions: questions,
    CurrentQuestion: questions[record.current]!,
    CurrentQuestionIndex: record.current,
    AtLastQuestion: record.current === questions.length - 1,
    ScoreActual: numCorrect,
    ScorePossible: questions.length,
    ScoreReward: $(record.paidCents),
    RewardPerCorrect: $(view.rewardPerCorrectCents),
    Summary: over
      ? { NumCorrect: numCorrect, TotalQuestions: questions.length, Money: $(record.paidCents) }
      : null,
    EndedEarlyAt: record.endedAt,
    CanResume: view.canResume,
  };
}

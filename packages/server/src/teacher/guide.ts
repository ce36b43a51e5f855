import {
  isPersonaKey,
  type ClassGuide,
  type GuideCurriculum,
  type GuideQuestion,
} from '@mc/contract';
import { curriculum, topicLabel } from '@mc/content';
import { articleOf, pretestItemsOfGame, type QuizQuestion } from '@mc/engine';
import { contentForPlayer } from '../games/content';
import type { TeacherLinkRow } from './repository';

// The teacher's weekly guide for a class (issue 33; contract/src/guide.ts): the articles, quizzes
// and money check of the class's own game, read from the same content and the same draw from the
// game's seed as its students' games, so the guide shows what the students meet.

const SUMMARIES = new Map(curriculum.map((entry) => [entry.code, entry.summary]));

const curriculumOf = (codes: readonly string[]): GuideCurriculum[] =>
  codes.map((code) => ({ Code: code, Summary: SUMMARIES.get(code) ?? '' }));

/** A fill-the-blanks sentence with its blanks as lines, and the blanks' words in order. */
function blanks(text: string): { text: string; answers: string[] } {
  const answers = [...text.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!);
  return { text: text.replace(/\{[^{}]+\}/g, '____'), answers };
}

function guideQuestion(question: QuizQuestion): GuideQuestion {
  const explanation = question.explanation;
  switch (question.type) {
    case 0:
      return {
        Kind: 'Multiple choice',
        Text: question.text,
        Options: question.options,
        Answer: question.options[question.correct]!,
        Explanation: explanation,
      };
    case 1:
      return {
        Kind: 'True or false',
        Text: question.text,
        Options: [],
        Answer: question.correct ? 'True' : 'False',
        Explanation: explanation,
      };
    case 2: {
      const { text, answers } = blanks(question.text);
      return {
        Kind: 'Fill the blanks',
        Text: text,
        Options: [...answers, ...question.distractors].sort((a, b) => a.localeCompare(b, 'en-AU')),
        Answer: answers.join(', '),
        Explanation: explanation,
      };
    }
  }
}

export function classGuide(link: TeacherLinkRow): ClassGuide {
  const persona = link.persona !== null && isPersonaKey(link.persona) ? link.persona : null;
  const content = contentForPlayer(link.scenario_key, undefined, persona);
  // A game that leaves Finance Weekly off has no articles or quizzes for its students.
  const news = !content.scenario.disabledApps.includes('FinanceWeekly');
  const weeks = news ? Array.from({ length: Number(link.total_weeks) }, (_, i) => i + 1) : [];
  const required = (week: number) =>
    link.quiz_required === 'all' ||
    (link.quiz_required === 'some' && content.scenario.rules.news.requiredWeeks.includes(week));
  return {
    GroupName: link.group_name ?? '',
    Weeks: weeks.flatMap((week) => {
      const article = articleOf(content, week);
      if (!article) return [];
      return [
        {
          Week: week,
          Title: article.title,
          Topic: topicLabel(article.topic),
          Curriculum: curriculumOf(article.curriculum),
          Discussion: article.discussion,
          QuizTitle: article.quiz.title,
          QuizRequired: required(week),
          Questions: article.quiz.questions.map(guideQuestion),
        },
      ];
    }),
    MoneyCheck:
      Number(link.pretest) === 1
        ? pretestItemsOfGame(Number(link.seed), content).map((item) => ({
            Kind: item.options.length === 2 ? 'True or false' : 'Multiple choice',
            Text: item.text,
            Options: item.options.length === 2 ? [] : [...item.options],
            Answer: item.options[item.correct]!,
            Explanation: item.explanation,
            Topic: topicLabel(item.topic),
            Curriculum: curriculumOf(item.curriculum),
          }))
        : [],
  };
}

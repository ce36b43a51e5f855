// Finance Weekly: the articles and quizzes of game weeks 10 to 18.
import type { Article } from '@mc/engine/news/content';

export const articlesWeeks10to18: Article[] = [];

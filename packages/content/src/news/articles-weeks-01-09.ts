// Finance Weekly: the articles and quizzes of game weeks 01 to 09.
import type { Article } from '@mc/engine/news/content';

export const articlesWeeks01to09: Article[] = [];

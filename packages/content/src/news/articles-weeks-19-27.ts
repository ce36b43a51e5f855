// Finance Weekly: the articles and quizzes of game weeks 19 to 27.
import type { Article } from '@mc/engine/news/content';

export const articlesWeeks19to27: Article[] = [];

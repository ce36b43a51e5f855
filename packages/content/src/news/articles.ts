// Finance Weekly's articles, one for each game week (1 to 27), with their quizzes and the
// questions for the class discussion in the teacher's weekly guide.
import { marketNews } from '../shares/news';
import { articlesWeeks01to09 } from './articles-weeks-01-09';
import { articlesWeeks10to18 } from './articles-weeks-10-18';
import { articlesWeeks19to27 } from './articles-weeks-19-27';
import type { Article } from '@mc/engine/news/content';

/** The weeks the share market has news, told at the top of that week's article. */
export const MARKET_NEWS_WEEKS = marketNews.weeks;

export const articles: Article[] = [
  ...articlesWeeks01to09,
  ...articlesWeeks10to18,
  ...articlesWeeks19to27,
];

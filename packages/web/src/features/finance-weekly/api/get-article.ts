import type { Article } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/news/article: this week's article (with the market news in the weeks it has some). */
export const useArticle = () => useGameQuery<Article>('/api/i/news/article');

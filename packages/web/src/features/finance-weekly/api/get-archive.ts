import type { Article } from '@mc/contract';
import { useGameQuery } from '../../../lib/game-queries';

/** GET /api/i/news/archive/articles: the articles of weeks 1 to last week, newest first. */
export const useArchive = () => useGameQuery<Article[]>('/api/i/news/archive/articles');

import type { Article } from '@mc/contract';
import { TrendingUp } from 'lucide-react';

/** The share market's news in the weeks that have some, boxed above the article. */
export function MarketNews({ news }: { news: NonNullable<Article['MarketNews']> }) {
  return (
    <aside className="fw-market-news" role="note" aria-label="Market news">
      <p className="fw-market-news__tag">
        <TrendingUp aria-hidden="true" size={16} />
        Market news
      </p>
      <p className="fw-market-news__headline">{news.Headline}</p>
      <p className="fw-market-news__text">{news.Text}</p>
    </aside>
  );
}

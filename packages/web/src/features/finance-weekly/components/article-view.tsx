import type { Article } from '@mc/contract';
import { useId } from 'react';
import { RichText } from '../../../components/rich-text';
import { ArticleHeader } from './article-header';
import { ArticleSources } from './article-sources';
import { MarketNews } from './market-news';

/**
 * One article as the newspaper prints it (spec part 2 sections 2 and 3): the header picture, the
 * week and title, the market news in the weeks that have some, the text (server markup, rendered
 * by RichText: never injected) and its sources.
 */
export function ArticleView({ article }: { article: Article }) {
  const titleId = useId();
  return (
    <article className="card fw-article" aria-labelledby={titleId}>
      <ArticleHeader header={article.Header} />
      <p className="fw-kicker">Week {article.Week}</p>
      <h2 id={titleId} className="fw-article__title">
        {article.Title}
      </h2>
      {article.MarketNews ? <MarketNews news={article.MarketNews} /> : null}
      <RichText className="rich-text fw-article__content" markup={article.Content} />
      <ArticleSources sources={article.Sources} />
    </article>
  );
}

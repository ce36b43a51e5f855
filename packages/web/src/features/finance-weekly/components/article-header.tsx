import type { Article } from '@mc/contract';

/**
 * An article's header picture, shipped with the app under public/ (Header.Image, 'news/x.svg'),
 * 640 x 240, scaled to the width of the card; its alt text comes with the article.
 */
export function ArticleHeader({ header }: { header: Article['Header'] }) {
  return (
    <img
      className="fw-header-image"
      src={`${import.meta.env.BASE_URL}${header.Image.replace(/^\/+/, '')}`}
      alt={header.Alt}
      width={640}
      height={240}
      decoding="async"
    />
  );
}

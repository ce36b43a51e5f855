import type { Article } from '@mc/contract';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';

/** Where the article's facts come from, each a link that opens in a new tab. */
export function ArticleSources({ sources }: { sources: Article['Sources'] }) {
  const headingId = useId();
  if (sources.length === 0) return null;
  return (
    <section className="fw-sources" aria-labelledby={headingId}>
      <h3 id={headingId} className="fw-sources__title">
        Sources
      </h3>
      <ul className="fw-sources__list">
        {sources.map((source) => (
          <li key={source.Url}>
            <a href={source.Url} target="_blank" rel="noopener noreferrer">
              {source.Title}
              <ExternalLink aria-hidden="true" size={14} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

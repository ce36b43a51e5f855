import { useId, type ReactNode } from 'react';
import './titled-section.css';

/**
 * A part of a screen under its own h2, which names it for screen readers. `block` is the CSS
 * block: the section takes it and the title `${block}__title`; by default `screen-section`, the
 * shared look (its parts stacked, a plain heading). `headingId` is made up when not given.
 */
export function TitledSection({
  block = 'screen-section',
  headingId,
  title,
  children,
}: {
  block?: string;
  headingId?: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const madeId = useId();
  const id = headingId ?? madeId;
  return (
    <section className={block} aria-labelledby={id}>
      <h2 id={id} className={`${block}__title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

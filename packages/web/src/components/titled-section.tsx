import type { ReactNode } from 'react';

/**
 * A part of a screen under its own h2, which names it for screen readers. `block` is the CSS
 * block: the section takes it and the title `${block}__title` (`ibuy-section`, `ibuy-section__title`).
 */
export function TitledSection({
  block,
  headingId,
  title,
  children,
}: {
  block: string;
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={block} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${block}__title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Logo } from './logo';

/** The centred card used by the pages outside the game (home, closed, expired, sign-in). */
export function PageCard({
  title,
  children,
  wide = false,
  toolbar,
  privacyLink = true,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  /** Shown beside the brand, e.g. who is signed in and a sign-out button. */
  toolbar?: ReactNode;
  /** The small Privacy link at the card's foot (every sign-in page has it); off on /privacy. */
  privacyLink?: boolean;
}) {
  return (
    <main className="page-backdrop">
      <section
        className={wide ? 'page-card page-card--wide' : 'page-card'}
        aria-labelledby="page-title"
      >
        <div className="page-card__brand">
          <Logo size={56} />
          <span className="page-card__brand-name">Money Challenge</span>
          {toolbar ? <div className="page-card__toolbar">{toolbar}</div> : null}
        </div>
        <h1 id="page-title" className="page-card__title" tabIndex={-1}>
          {title}
        </h1>
        {children}
        {privacyLink ? (
          // A plain link, not a router's: the card serves the public, game and teacher sides,
          // each on its own router, and /privacy is a public page.
          <footer className="page-card__footer">
            <a href="/privacy">Privacy</a>
          </footer>
        ) : null}
      </section>
    </main>
  );
}

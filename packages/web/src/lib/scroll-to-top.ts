import { useLayoutEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

// A new screen opens at its top. The game is one page whose screens swap inside the phone, so
// without this a screen opens wherever the last one was scrolled to (a card opened half-way
// down after choosing it at the bottom of a long list). The phone's own screen scrolls on a
// desktop; the page itself scrolls on a phone.

/** Scrolls the phone's screen (inside `container`) and the page to the top on each new screen. */
export function useScrollToTopOnNavigate(container: RefObject<HTMLElement | null>): void {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    const screen = container.current?.querySelector<HTMLElement>('.phone__screen');
    if (screen) screen.scrollTop = 0;
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [pathname, search, container]);
}

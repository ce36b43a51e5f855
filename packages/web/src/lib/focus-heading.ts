import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

// "Focus moves to the new screen's heading on navigation": a screen reader then reads where the
// player has arrived, and Tab continues from the top of the new screen. Lazy screens render their
// heading a moment after the navigation, so the hook waits (briefly) for it to appear.

const WAIT_MS = 3000;

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
}

/** True while a modal dialog holds focus: it keeps it, and gives it back when it closes. */
function dialogIsOpen(): boolean {
  return Boolean(document.querySelector('dialog[open]'));
}

/**
 * Moves focus to the first h1 inside `container` after each navigation (not on the first render,
 * where the browser's own start of page is right, nor a navigation whose state says keepFocus).
 */
export function useFocusHeadingOnNavigate(container: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const shown = useRef(location.key);
  const keepFocus = Boolean((location.state as { keepFocus?: boolean } | null)?.keepFocus);
  useEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    // A change within a screen that keeps the player where they are (a tab chosen by keyboard).
    if (keepFocus) return;
    const root = container.current;
    if (!root) return;
    const tryFocus = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!dialogIsOpen()) focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location.key, keepFocus, container]);
}

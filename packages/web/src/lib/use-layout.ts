import { MOBILE_BREAKPOINT_PX } from '@mc/contract';
import { useSyncExternalStore } from 'react';

// "Mobile layout applies below 991 px width" (spec part 1 section 2).
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isMobile = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** 'mobile' below 991 px, else 'desktop'; follows window resizes and rotation. */
export function useLayout(): 'desktop' | 'mobile' {
  return useSyncExternalStore(subscribe, isMobile, () => false) ? 'mobile' : 'desktop';
}

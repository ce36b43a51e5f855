import { LIMITS } from '@mc/contract';

// The mentor pages long text in chunks of 350 characters, split at word boundaries (spec part 2
// section 2), so each page fits the popup without scrolling.

const USERNAME = /%USERNAME%/g;

/** %USERNAME% becomes the player's name. */
export const personalise = (text: string, playerName: string) =>
  text.replace(USERNAME, playerName || 'there');

/**
 * Pages of at most `size` characters. A page ends at the last space or line break that fits; a
 * single word longer than a page is cut. Whitespace at a page boundary is dropped.
 */
export function paginateText(text: string, size: number = LIMITS.mentorPageChars): string[] {
  const pages: string[] = [];
  let rest = text.trim();
  // Each pass removes at least one character, so the loop ends; the cap guards against misuse.
  for (let guard = 0; rest.length > size && guard < 10_000; guard += 1) {
    let cut = size;
    while (cut > 0 && !/\s/.test(rest.charAt(cut))) cut -= 1;
    if (cut === 0) cut = size;
    const page = rest.slice(0, cut).trimEnd();
    if (page) pages.push(page);
    rest = rest.slice(cut).trimStart();
  }
  if (rest || pages.length === 0) pages.push(rest);
  return pages;
}

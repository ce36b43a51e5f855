import { expect, type Page } from '@playwright/test';

/**
 * What wraps badly on the screen now: a word broken across two lines inside a button, a link
 * styled as one, a heading or a label ('DECLIN / E'), a title bar that takes more than one
 * line (a long sender's name), and a page wider than the screen. Text a screen reader alone gets
 * (visually hidden) is left out.
 */
export async function badWrapping(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const linesOf = (range: Range) =>
      new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => Math.round(rect.top)),
      ).size;
    const selector =
      'button, a.button, [role="button"], h1, h2, h3, label, .app-screen__back, .app-icon__name';
    for (const element of document.querySelectorAll(selector)) {
      if (!shown(element)) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement || !shown(node.parentElement)) continue;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (linesOf(range) > 1) problems.push(`'${word[0]}' breaks inside ${describe(element)}`);
        }
      }
    }
    // Nothing widens the page past the screen (a table scrolls inside its own box).
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 1) problems.push(`the page is ${overflow}px wider than the screen`);
    for (const title of document.querySelectorAll('.app-screen__title')) {
      if (!shown(title)) continue;
      const range = document.createRange();
      range.selectNodeContents(title);
      const lines = linesOf(range);
      // A title is never cut off (issue 30): a sender's full name may take two lines, no more.
      if (lines > 2) problems.push(`the title bar takes ${lines} lines: ${describe(title)}`);
    }
    return problems;
  });
}

/** Fails naming every button, heading and title bar that wraps badly on the screen now. */
export async function expectNoBadWrapping(page: Page, where: string): Promise<void> {
  expect(await badWrapping(page), where).toEqual([]);
}

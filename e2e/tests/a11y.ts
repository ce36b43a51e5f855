import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * The screens this worker has already checked, by their shape: every element's tag, classes,
 * inline style, role, accessibility attributes and whether it holds text of its own, in its place
 * in the tree, at this viewport. A screen seen again with only its figures changed (the dashboard
 * after another week, "Email, 8 new" for "2 new", a progress bar's width) is the same to axe: the
 * same names, roles, colours and contrast. So is a list with more rows of shapes it already has
 * (another e-mail, another lot): each shape of an element's children counts once. A screen whose
 * shape changed (a badge, an error, a dialog, a red balance, a row of a new kind) is checked again.
 */
const checkedShapes = new Set<string>();

async function shapeOf(page: Page): Promise<string> {
  const shape = await page.evaluate(() => {
    // Attributes whose value matters to axe; and those where only being there does (ids made
    // by React, the references to them, a link's address).
    const valued =
      /^(role|tabindex|type|disabled|hidden|alt|title|lang|scope|colspan|style|aria-(?!valuenow|valuetext|describedby|labelledby|controls|activedescendant|owns))/;
    const present = /^(id|for|href|aria-(describedby|labelledby|controls|activedescendant|owns))$/;
    // A figure in a name ("Email, 2 new") or a length ("width: 4%"); not a colour ("#0f766e").
    const figure = /(?<![#\w])\d+(\.\d+)?/g;
    const of = (element: Element): string => {
      const attributes = Array.from(element.attributes)
        .filter((attribute) => valued.test(attribute.name) || present.test(attribute.name))
        .map((attribute) =>
          present.test(attribute.name)
            ? attribute.name
            : `${attribute.name}=${attribute.value.replace(figure, '#')}`,
        )
        .join(',');
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const children = new Set(Array.from(element.children, of));
      return `${element.tagName}.${element.getAttribute('class') ?? ''}[${attributes}]${ownText ? 't' : ''}(${[...children].join('|')})`;
    };
    return `${window.innerWidth}:${of(document.body)}`;
  });
  return createHash('sha256').update(shape).digest('hex');
}

/** axe-core's minified script, as a page loads it. */
const axeScript = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.1 A and AA rules. */
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

/**
 * Runs axe-core in the page itself, loading it once per page load (a screen reached inside the app
 * has it already). @axe-core/playwright loaded it again for every check and finished each in a
 * new blank page, to reach into frames the game does not have: about half of a journey's time.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeScript);
  return page.evaluate(
    (given) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
        }
      ).axe.run(document, given),
    options,
  );
}

/**
 * Fails on any serious or critical axe-core violation, naming each one. Reveals and transitions
 * (a button fading to its enabled colour, a card sliding in) are let finish first, and the page
 * must stay still for 300 ms: mid-fade text would fail the contrast check for a moment no student
 * sees. Decorations hidden from assistive technology may keep moving. A screen of a shape this
 * worker already checked is not checked again (checkedShapes).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Quiet for a moment, not just now: a screen whose data arrives a beat later mounts its
  // reveals after a first look found nothing running.
  await page.evaluate(() => {
    delete (window as unknown as { __mcQuietSince?: number }).__mcQuietSince;
  });
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __mcQuietSince?: number };
      // A decoration hidden from assistive technology (the bonus timer's ring, which moves every
      // second for the whole minute) holds no text to check, so it need not stand still.
      const decorative = (animation: Animation) =>
        Boolean(
          (animation.effect as KeyframeEffect | null)?.target?.closest('[aria-hidden="true"]'),
        );
      const busy = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity &&
            !decorative(animation),
        );
      const now = performance.now();
      if (busy || w.__mcQuietSince === undefined) w.__mcQuietSince = busy ? undefined : now;
      return !busy && w.__mcQuietSince !== undefined && now - w.__mcQuietSince >= 300;
    },
    undefined,
    { polling: 50 },
  );
  const shape = await shapeOf(page);
  if (checkedShapes.has(shape)) return;
  const results = await runAxe(page);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
  checkedShapes.add(shape);
}

import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The screens this worker has already checked, by their shape: every element's tag, classes,
 * inline style, role, accessibility attributes and whether it holds text of its own, at this
 * viewport. A screen seen
 * again with only its figures changed (the dashboard after another week) is the same to axe: the
 * same names, roles, colours and contrast. A screen whose shape changed (a badge, an error, a
 * dialog, a red balance) is checked again.
 */
const checkedShapes = new Set<string>();

async function shapeOf(page: Page): Promise<string> {
  const shape = await page.evaluate(() => {
    // Attributes whose value matters to axe; and those where only being there does (ids made
    // by React, the references to them, a link's address).
    const valued =
      /^(role|tabindex|type|disabled|hidden|alt|title|lang|scope|colspan|style|aria-(?!valuenow|valuetext|describedby|labelledby|controls|activedescendant|owns))/;
    const present = /^(id|for|href|aria-(describedby|labelledby|controls|activedescendant|owns))$/;
    const parts: string[] = [String(window.innerWidth)];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const attributes = Array.from(element.attributes)
        .filter((attribute) => valued.test(attribute.name) || present.test(attribute.name))
        .map((attribute) =>
          present.test(attribute.name) ? attribute.name : `${attribute.name}=${attribute.value}`,
        )
        .join(',');
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      parts.push(
        `${element.tagName}.${element.getAttribute('class') ?? ''}[${attributes}]${ownText ? 't' : ''}`,
      );
    }
    return parts.join('|');
  });
  return createHash('sha256').update(shape).digest('hex');
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
  checkedShapes.add(shape);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe-core violation, naming each one. Reveals and transitions
 * (a button fading to its enabled colour, a card sliding in) are let finish first, and the page
 * must stay still for 300 ms: mid-fade text would fail the contrast check for a moment no student
 * sees. Decorations hidden from assistive technology may keep moving.
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
}

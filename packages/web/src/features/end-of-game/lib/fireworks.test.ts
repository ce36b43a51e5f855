import { describe, expect, it } from 'vitest';
import {
  advance,
  FIREWORK_EVERY_FRAMES,
  isOver,
  newShow,
  PARTICLES_PER_BURST,
  SHOW_FRAMES,
  type Show,
} from './fireworks';

const steady = () => 0.5;

describe('the fireworks', () => {
  it('launches a new firework every 30 frames, 50 particles each', () => {
    expect(FIREWORK_EVERY_FRAMES).toBe(30);
    expect(PARTICLES_PER_BURST).toBe(50);
    let show: Show = newShow();
    const added: number[] = [];
    for (let frame = 0; frame < 120; frame += 1) {
      show = advance(show, 800, 600, steady);
      // A new firework's particles are still where it burst (the middle, with this generator).
      const fresh = show.particles.filter((particle) => particle.x === 400).length;
      if (fresh > 0) {
        expect(fresh).toBe(50);
        added.push(frame);
      }
    }
    expect(added).toEqual([0, 30, 60, 90]);
  });

  it('stops after a few seconds and fades out', () => {
    let show = newShow();
    let frames = 0;
    while (!isOver(show) && frames < 1000) {
      show = advance(show, 800, 600, Math.random);
      frames += 1;
    }
    expect(isOver(show)).toBe(true);
    expect(frames).toBeGreaterThan(SHOW_FRAMES);
    expect(frames).toBeLessThan(SHOW_FRAMES + 90);
  });
});

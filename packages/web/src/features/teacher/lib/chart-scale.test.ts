import { describe, expect, it } from 'vitest';
import { dollarAxis, niceStep, placePoints } from './chart-scale';

describe('the net position chart', () => {
  it('steps the dollar axis in round numbers, with 0 on it', () => {
    expect(niceStep(1000)).toBe(500);
    expect(niceStep(80)).toBe(20);
    expect(dollarAxis([120, 1480])).toEqual({ min: 0, max: 1500, ticks: [0, 500, 1000, 1500] });
    const { min, max, ticks } = dollarAxis([-230, 410]);
    expect(min).toBeLessThanOrEqual(-230);
    expect(max).toBeGreaterThanOrEqual(410);
    expect(ticks).toContain(0);
  });

  it('places week 0 on the left and the highest dollars at the top', () => {
    const box = { width: 200, height: 100, left: 20, right: 0, top: 0, bottom: 20 };
    const [start, end] = placePoints(
      [
        { week: 0, dollars: 0 },
        { week: 26, dollars: 1000 },
      ],
      26,
      { min: 0, max: 1000 },
      box,
    );
    expect(start).toMatchObject({ x: 20, y: 80 });
    expect(end).toMatchObject({ x: 200, y: 0 });
  });
});

// The student's net position chart: where each week's point goes in the drawing's own units.

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the labels: left of the plot, and under it. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export interface ChartPoint {
  week: number;
  dollars: number;
  x: number;
  y: number;
}

/** A round step for the dollar axis: 1, 2 or 5 times a power of ten, about `count` steps. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((m) => m * power >= raw) ?? 10;
  return step * power;
}

/** The dollar axis: from a round number at or below the lowest to one at or above the highest, 0 in it. */
export function dollarAxis(values: readonly number[]): {
  min: number;
  max: number;
  ticks: number[];
} {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high - low || 100);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2 && ticks.length < 12; tick += step) ticks.push(tick);
  return { min, max, ticks };
}

/** Each week's net position placed in the box: weeks 0 to `totalWeeks` across, dollars up. */
export function placePoints(
  points: readonly { week: number; dollars: number }[],
  totalWeeks: number,
  axis: { min: number; max: number },
  box: ChartBox,
): ChartPoint[] {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const weeks = Math.max(totalWeeks, 1);
  const span = axis.max - axis.min || 1;
  return points.map(({ week, dollars }) => ({
    week,
    dollars,
    x: box.left + (week / weeks) * plotWidth,
    y: box.top + ((axis.max - dollars) / span) * plotHeight,
  }));
}

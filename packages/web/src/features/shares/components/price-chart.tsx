import type { Share } from '@mc/contract';
import { balanceText, percentText } from '../../../lib/money-display';

type Prices = Share['PreviousWeekValues'];

/** What the chart shows, in words: 'Up 12% over 8 weeks, from $1.00 to $1.12.' */
export function chartText(prices: Prices): string {
  const first = prices[0];
  const last = prices.at(-1);
  if (!first || !last) return 'No prices yet.';
  if (prices.length === 1) return `New this week at ${balanceText(last.Value)}.`;
  // n prices span n - 1 weeks of moves.
  const weeks = prices.length === 2 ? 'a week' : `${prices.length - 1} weeks`;
  const range = `from ${balanceText(first.Value)} to ${balanceText(last.Value)}`;
  if (first.Value === 0 || first.Value === last.Value) return `No change over ${weeks}, ${range}.`;
  const percent = Math.round(((last.Value - first.Value) / first.Value) * 10_000) / 100;
  const direction = percent > 0 ? 'Up' : 'Down';
  return `${direction} ${percentText(Math.abs(percent))} over ${weeks}, ${range}.`;
}

/** The polyline's points in a width x height box, lowest price at the bottom. */
function points(prices: Prices, width: number, height: number, pad: number): string {
  const values = prices.map((price) => price.Value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  return values
    .map((value, i) => {
      const x = values.length > 1 ? pad + i * step : width / 2;
      const y = high === low ? height / 2 : pad + (1 - (value - low) / span) * (height - pad * 2);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * A share's prices so far as a line (no chart library): drawn for the eye and said in words. `size`
 * small is a card's sparkline, whose words are for screen readers only.
 */
export function PriceChart({
  prices,
  size = 'small',
}: {
  prices: Prices;
  size?: 'small' | 'large';
}) {
  const [width, height, pad] = size === 'small' ? [96, 32, 3] : [320, 140, 8];
  const first = prices[0]?.Value ?? 0;
  const last = prices.at(-1)?.Value ?? 0;
  const trend = last > first ? 'up' : last < first ? 'down' : 'flat';
  return (
    <span className={`price-chart price-chart--${size}`}>
      <svg
        className={`price-chart__svg price-chart__svg--${trend}`}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
        preserveAspectRatio="none"
      >
        {prices.length > 1 ? (
          <polyline points={points(prices, width, height, pad)} fill="none" />
        ) : (
          <circle cx={width / 2} cy={height / 2} r={pad} />
        )}
      </svg>
      {/* The large chart says it for everyone (it has no axes); a card's sparkline for screen readers. */}
      <span className={size === 'large' ? 'price-chart__caption' : 'visually-hidden'}>
        {chartText(prices)}
      </span>
    </span>
  );
}

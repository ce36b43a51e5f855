// A still picture of fireworks, for players who prefer less motion: the same celebration, with
// nothing moving.

const BURSTS = [
  { x: 70, y: 62, r: 44, colour: '#f59e0b' },
  { x: 200, y: 44, r: 36, colour: '#0d9488' },
  { x: 318, y: 70, r: 46, colour: '#db2777' },
  { x: 140, y: 118, r: 26, colour: '#2563eb' },
  { x: 262, y: 124, r: 28, colour: '#ea580c' },
] as const;

const RAYS = 14;

export function FireworksStill() {
  return (
    <svg
      className="fireworks-still"
      viewBox="0 0 390 160"
      role="img"
      aria-label="Fireworks"
      focusable="false"
    >
      {BURSTS.map((burst) => (
        <g key={`${burst.x}-${burst.y}`} stroke={burst.colour} strokeLinecap="round">
          {Array.from({ length: RAYS }, (_, index) => {
            const angle = (index / RAYS) * Math.PI * 2;
            const inner = burst.r * 0.35;
            return (
              <line
                key={index}
                x1={burst.x + Math.cos(angle) * inner}
                y1={burst.y + Math.sin(angle) * inner}
                x2={burst.x + Math.cos(angle) * burst.r}
                y2={burst.y + Math.sin(angle) * burst.r}
                strokeWidth={3}
              />
            );
          })}
          {Array.from({ length: RAYS }, (_, index) => {
            const angle = ((index + 0.5) / RAYS) * Math.PI * 2;
            return (
              <circle
                key={`dot-${index}`}
                cx={burst.x + Math.cos(angle) * burst.r * 1.12}
                cy={burst.y + Math.sin(angle) * burst.r * 1.12}
                r={2.4}
                fill={burst.colour}
                stroke="none"
              />
            );
          })}
        </g>
      ))}
    </svg>
  );
}

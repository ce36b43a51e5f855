// A sender's picture: their initials in a coloured circle. Every colour keeps white initials at
// AA contrast, and the name is always written beside it, so colour carries no meaning alone.

const COLOURS = [
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#b91c1c',
  '#9a3412',
  '#166534',
  '#be185d',
  '#4338ca',
  '#0e7490',
  '#854d0e',
];

/** Up to two initials: 'Coach Daniels' CD, 'Mum' M, 'myGov' M. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The same sender always gets the same colour. */
export function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0]!;
}

export function Avatar({ name, size = 44 }: { name: string; size?: number }) {
  return (
    <span
      className="sender-avatar"
      aria-hidden="true"
      style={{ background: colourOf(name), width: size, height: size, fontSize: size * 0.38 }}
    >
      {initialsOf(name)}
    </span>
  );
}

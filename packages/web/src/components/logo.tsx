/** The game's coin mark; decorative beside the written name. */
export function Logo({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#0f766e" />
      <circle cx="32" cy="32" r="23" fill="none" stroke="#fde68a" strokeWidth="3" />
      <text
        x="32"
        y="43"
        fontFamily="system-ui, sans-serif"
        fontSize="30"
        fontWeight="700"
        fill="#fde68a"
        textAnchor="middle"
      >
        $
      </text>
    </svg>
  );
}

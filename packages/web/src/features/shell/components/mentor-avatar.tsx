// The mentor: a friendly character drawn here, so nothing loads from other sites. A message's Tag
// chooses the expression (spec part 2 section 2); the default is a warm smile.

export type MentorMood = 'smile' | 'happy' | 'thinking' | 'alert';

export function moodOf(tag: string | null | undefined): MentorMood {
  const value = (tag ?? '').toLowerCase();
  if (/warn|alert|scam|careful|block/.test(value)) return 'alert';
  if (/happy|celebrat|well ?done|congrat|win/.test(value)) return 'happy';
  if (/think|tip|idea|hint/.test(value)) return 'thinking';
  return 'smile';
}

function Mouth({ mood }: { mood: MentorMood }) {
  switch (mood) {
    case 'happy':
      return (
        <path
          d="M41 63 Q50 74 59 63 Z"
          fill="#7f1d1d"
          stroke="#7f1d1d"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      );
    case 'alert':
      return <ellipse cx="50" cy="66" rx="4" ry="5" fill="#7f1d1d" />;
    case 'thinking':
      return (
        <path
          d="M43 66 Q50 68 57 64"
          fill="none"
          stroke="#7f1d1d"
          strokeWidth="3"
          strokeLinecap="round"
        />
      );
    case 'smile':
      return (
        <path
          d="M42 63 Q50 71 58 63"
          fill="none"
          stroke="#7f1d1d"
          strokeWidth="3"
          strokeLinecap="round"
        />
      );
  }
}

function Brows({ mood }: { mood: MentorMood }) {
  const raised = mood === 'alert' ? -3 : 0;
  const thinking = mood === 'thinking';
  return (
    <g stroke="#3b2314" strokeWidth="3" strokeLinecap="round" fill="none">
      <path d={`M34 ${43 + raised} Q39 ${40 + raised} 44 ${43 + raised}`} />
      <path
        d={
          thinking
            ? 'M56 40 Q61 37 66 41'
            : `M56 ${43 + raised} Q61 ${40 + raised} 66 ${43 + raised}`
        }
      />
    </g>
  );
}

/** Decorative: the popup's words carry the meaning. */
export function MentorAvatar({ mood = 'smile', size = 96 }: { mood?: MentorMood; size?: number }) {
  return (
    <svg
      className="mentor-avatar"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="50" cy="50" r="49" fill="#ccfbf1" />
      {/* Shoulders and shirt, with a coin badge. */}
      <path d="M16 100 Q18 78 50 76 Q82 78 84 100 Z" fill="#0f766e" />
      <path d="M42 77 L50 86 L58 77" fill="#f8fafc" />
      <circle cx="68" cy="88" r="6" fill="#fde68a" stroke="#b45309" strokeWidth="1.5" />
      <text
        x="68"
        y="91.5"
        fontSize="9"
        fontWeight="700"
        textAnchor="middle"
        fill="#92400e"
        fontFamily="system-ui, sans-serif"
      >
        $
      </text>
      {/* Neck, face and ears. */}
      <rect x="44" y="66" width="12" height="12" rx="4" fill="#c68a5e" />
      <circle cx="27" cy="52" r="6" fill="#c68a5e" />
      <circle cx="73" cy="52" r="6" fill="#c68a5e" />
      <ellipse cx="50" cy="52" rx="23" ry="25" fill="#d9a07a" />
      {/* Hair: a curly crown. */}
      <path
        d="M26 50 Q22 26 40 22 Q46 14 56 19 Q72 18 75 34 Q78 42 74 50 Q70 36 60 33 Q50 38 40 33 Q30 38 26 50 Z"
        fill="#3b2314"
      />
      <Brows mood={mood} />
      {/* Eyes with a glint. */}
      <circle cx="39" cy="51" r="3.6" fill="#1f2937" />
      <circle cx="61" cy="51" r="3.6" fill="#1f2937" />
      <circle cx="40.2" cy="49.8" r="1.1" fill="#fff" />
      <circle cx="62.2" cy="49.8" r="1.1" fill="#fff" />
      <circle cx="33" cy="60" r="4" fill="#f59e9e" opacity="0.55" />
      <circle cx="67" cy="60" r="4" fill="#f59e9e" opacity="0.55" />
      <Mouth mood={mood} />
    </svg>
  );
}

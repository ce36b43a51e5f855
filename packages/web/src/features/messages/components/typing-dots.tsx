/** Three bouncing dots, as if someone were typing; still dots when motion is reduced. */
export function TypingDots({ label }: { label: string }) {
  return (
    <div className="typing-dots" role="status">
      <span className="typing-dots__bubble" aria-hidden="true">
        <span className="typing-dots__dot" />
        <span className="typing-dots__dot" />
        <span className="typing-dots__dot" />
      </span>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/**
 * Whether a screen's navigation state holds a marked answer and its question, as a question
 * screen hands them to its feedback screens (the bonus question, the end quiz); anything else
 * (an address typed in, a reload) sends the player back.
 */
export function holdsAnswer(value: unknown): value is { result: object; question: object } {
  if (typeof value !== 'object' || value === null) return false;
  const { result, question } = value as Record<string, unknown>;
  return typeof result === 'object' && result !== null && typeof question === 'object';
}

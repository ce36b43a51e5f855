/**
 * An option id as the API names it ('pay-slip-deadline.2') to its question and place; an id of no
 * such form is no answer (question '', place -1). The end quiz and the learning check share it.
 */
export function parseOptionId(id: string): { questionId: string; option: number } {
  const dot = id.lastIndexOf('.');
  const option = Number(id.slice(dot + 1));
  return dot > 0 && /^\d+$/.test(id.slice(dot + 1))
    ? { questionId: id.slice(0, dot), option }
    : { questionId: '', option: -1 };
}

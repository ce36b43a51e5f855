// A figure in an event's or offer's words is the one the engine posted: the content writes
// %AMOUNT% where the amount goes, and the message fills it at render time from what happened (a
// windfall paid, a mishap's bill, what accepting moved: a scam takes what it can, which may be
// less than it asked for).

export const AMOUNT_PLACEHOLDER = '%AMOUNT%';

/** "$45", "$82.59", "$1,234.50": an amount as the texts write it. */
export function dollars(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const part = Math.abs(cents) % 100;
  const text = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return part === 0 ? `$${text}` : `$${text}.${String(part).padStart(2, '0')}`;
}

export function fillAmount(text: string, cents: number): string {
  return text.split(AMOUNT_PLACEHOLDER).join(dollars(cents));
}

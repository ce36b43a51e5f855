/**
 * How a thing's value moves in a year, in words (the contract's ValueChangePerYear is a percent:
 * -35 loses about 35% a year).
 */
export function valueChangeText(percentPerYear: number): string {
  const percent = Math.round(Math.abs(percentPerYear));
  if (percent === 0) return 'Keeps its value';
  return percentPerYear < 0
    ? `Loses about ${percent}% of its value a year`
    : `May gain about ${percent}% a year`;
}

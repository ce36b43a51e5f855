/**
 * A card number as a card shows it: the last four digits after masked groups. The dots are
 * hidden from screen readers, which hear 'ending 0427' instead.
 */
export function CardNumber({ ending }: { ending: string }) {
  return (
    <span className="card-number">
      <span aria-hidden="true">•••• </span>
      <span className="visually-hidden">ending </span>
      {ending}
    </span>
  );
}

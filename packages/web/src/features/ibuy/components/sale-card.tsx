import type { IBuySale } from '@mc/contract';
import { balanceText } from '../../../lib/money-display';
import { IBuyRow } from './ibuy-row';

/** One thing the player is selling: the asking price, its worth, when the answer comes. */
export function SaleCard({
  sale,
  canCancel,
  busy,
  onCancel,
}: {
  sale: IBuySale;
  /** False once the game is over. */
  canCancel: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <IBuyRow
      headingId={`sale-${sale.iBuyItemForSaleID}`}
      image={sale.Image}
      title={sale.Title}
      action={
        canCancel
          ? {
              label: 'Take it off iBuy',
              ariaLabel: `Take ${sale.Title} off iBuy`,
              busy,
              onClick: onCancel,
            }
          : null
      }
    >
      <p>
        Asking <strong>{balanceText(sale.Price)}</strong>
      </p>
      <p className="ibuy-row__meta">Worth about {balanceText(sale.Value)}</p>
      <p className="ibuy-row__meta">
        Listed in week {sale.Week}: the answer comes by email next week
      </p>
    </IBuyRow>
  );
}

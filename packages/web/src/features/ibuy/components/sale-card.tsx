import type { IBuySale } from '@mc/contract';
import { balanceText } from '../../../lib/money-display';
import { ItemImage } from '../../../components/item-image';

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
  const headingId = `sale-${sale.iBuyItemForSaleID}`;
  return (
    <li>
      <article className="card ibuy-row" aria-labelledby={headingId}>
        <ItemImage image={sale.Image} alt="" size={56} />
        <div className="ibuy-row__body">
          <h3 id={headingId} className="ibuy-row__title">
            {sale.Title}
          </h3>
          <p>
            Asking <strong>{balanceText(sale.Price)}</strong>
          </p>
          <p className="ibuy-row__meta">Worth about {balanceText(sale.Value)}</p>
          <p className="ibuy-row__meta">
            Listed in week {sale.Week}: the answer comes by email next week
          </p>
          {canCancel ? (
            <button
              type="button"
              className="button button--secondary button--small ibuy-row__action"
              onClick={onCancel}
              disabled={busy}
              aria-label={`Take ${sale.Title} off iBuy`}
            >
              Take it off iBuy
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

import {
  dollarsToCents,
  formatBalance,
  iBuySaleFeeCents,
  IBUY_SALE_FEE_RATE,
  type IBuySale,
} from '@mc/contract';
import { balanceText, percentText } from '../../../lib/money-display';
import { IBuyRow } from './ibuy-row';

/** One thing the player is selling: the asking price, its worth, what iBuy's fee leaves, when the answer comes. */
/** The asking price (in dollars) less iBuy's fee, in cents. */
const youGet = (priceDollars: number) => {
  const cents = dollarsToCents(priceDollars);
  return cents - iBuySaleFeeCents(cents);
};

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
              ariaLabel: `Take it off iBuy: ${sale.Title}`,
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
        If it sells, you get {formatBalance(youGet(sale.Price))} after iBuy’s{' '}
        {percentText(IBUY_SALE_FEE_RATE * 100)} fee
      </p>
      <p className="ibuy-row__meta">
        Listed in week {sale.Week}: the answer comes by email next week
      </p>
    </IBuyRow>
  );
}

import { Navigate, useNavigate } from 'react-router';
import { BuyItemForm, ItemFormScreen } from '../../../components/item-form';
import { allReads } from '../../../components/screen-state';
import { useItemSources } from '../../../lib/item-sources';
import { balanceText } from '../../../lib/money-display';
import { usePaymentForm } from '../../../lib/use-payment-form';
import { IBUY_GAME_APP_ID } from '../api/buy-lot';
import { useLot } from '../lib/use-lot';
import { buyCompletePath, IBUY_ACCENT, IBUY_PATH, lotPath } from '../paths';
import '../ibuy.css';

const FORM_ID = 'buy-lot-form';

/**
 * Buying a lot now (/ibuy/item/buy?id=, spec part 2 sections 2 and 5): titled BUY ITEM, the lot
 * and its buy-now price, what pays for it, BUY and Cancel. A lot already bought or bid on goes
 * back to iBuy.
 */
export function BuyLotPage() {
  const navigate = useNavigate();
  const { id, lots, lot, closed } = useLot();
  const sources = useItemSources('buy');
  const payment = usePaymentForm({ typedAmount: false });
  const read = allReads(lots, sources);

  // Closed on arrival: back to iBuy. Sold because the player just bought it: stay until it moves on.
  if (closed && payment.step === 'idle') return <Navigate to={IBUY_PATH} replace />;

  return (
    <ItemFormScreen
      title="BUY ITEM"
      backTo={lotPath(id)}
      backLabel="iBuy"
      accent={IBUY_ACCENT}
      read={read}
      data={lot}
      loadingLabel="Opening this auction…"
      formId={FORM_ID}
      payment={payment}
      button={{ label: 'BUY', loadingLabel: 'Buying…', successLabel: 'Bought!' }}
    >
      {(shown) => (
        <BuyItemForm
          formId={FORM_ID}
          payment={payment}
          item={{
            gameAppId: IBUY_GAME_APP_ID,
            itemId: shown.iBuyGameItemID,
            title: shown.Title,
            image: shown.Image,
            price: shown.SellPrice,
          }}
          priceLine={
            <p>
              Buy it now for <strong>{balanceText(shown.SellPrice)}</strong>
            </p>
          }
          sources={sources.sources}
          onBought={() => void navigate(buyCompletePath(id), { replace: true })}
        />
      )}
    </ItemFormScreen>
  );
}

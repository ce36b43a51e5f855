import { useNavigate } from 'react-router';
import { BuyItemScreen } from '../../../components/item-form';
import { balanceText } from '../../../lib/money-display';
import { IBUY_GAME_APP_ID } from '../api/buy-lot';
import { useLotPlace } from '../lib/use-lot-place';
import { buyCompletePath } from '../paths';
import '../ibuy.css';

/**
 * Buying a lot now (/ibuy/item/buy?id=, spec part 2 sections 2 and 5): titled BUY ITEM, the lot
 * and its buy-now price, what pays for it, BUY and Cancel. A lot already bought or bid on goes
 * back to iBuy.
 */
export function BuyLotPage() {
  const navigate = useNavigate();
  const { id, place } = useLotPlace();
  return (
    <BuyItemScreen
      place={place}
      buyable={(lot) => ({
        gameAppId: IBUY_GAME_APP_ID,
        itemId: lot.iBuyGameItemID,
        price: lot.SellPrice,
        priceLine: (
          <p>
            Buy it now for <strong>{balanceText(lot.SellPrice)}</strong>
          </p>
        ),
      })}
      onBought={() => void navigate(buyCompletePath(id), { replace: true })}
    />
  );
}

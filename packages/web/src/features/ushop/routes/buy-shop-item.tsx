import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BuyItemForm, ItemFormScreen } from '../../../components/item-form';
import { allReads } from '../../../components/screen-state';
import { useItemSources } from '../../../lib/item-sources';
import { balanceText } from '../../../lib/money-display';
import { usePaymentForm } from '../../../lib/use-payment-form';
import { USHOP_GAME_APP_ID } from '../api/buy-shop-item';
import { useShopItems } from '../api/get-shop';
import { MY_STUFF_PATH, shopItemPath, USHOP_ACCENT, USHOP_PATH } from '../paths';
import '../ushop.css';

const FORM_ID = 'buy-shop-item-form';

/**
 * Buying a thing in uShop (/ushop/item/buy?id=, spec part 2 sections 2 and 5): titled BUY ITEM,
 * the thing and its price, what pays for it (cash, a bank account or the card), BUY and Cancel.
 * Once bought it is in My Stuff, which names it.
 */
export function BuyShopItemPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const shop = useShopItems();
  const sources = useItemSources('buy');
  const payment = usePaymentForm({ typedAmount: false });
  const item = shop.data?.find((candidate) => candidate.ID === id);
  const read = allReads(shop, sources);

  // Sold out on arrival: back to the shop. Sold out because the player just bought it: stay.
  if (shop.data && (!item || item.SoldOut) && payment.step === 'idle')
    return <Navigate to={USHOP_PATH} replace />;

  const onBought = () => void navigate(MY_STUFF_PATH, { state: { bought: item?.Title ?? 'It' } });

  return (
    <ItemFormScreen
      title="BUY ITEM"
      backTo={item ? shopItemPath(item.ID) : USHOP_PATH}
      backLabel="uShop"
      accent={USHOP_ACCENT}
      read={read}
      data={item}
      loadingLabel="Loading…"
      formId={FORM_ID}
      payment={payment}
      button={{ label: 'BUY', loadingLabel: 'Buying…', successLabel: 'Bought!' }}
    >
      {(shown) => (
        <BuyItemForm
          formId={FORM_ID}
          payment={payment}
          item={{
            gameAppId: USHOP_GAME_APP_ID,
            itemId: shown.ID,
            title: shown.Title,
            image: shown.Image,
            price: shown.Price,
          }}
          priceLine={<p className="shop-buy__price">{balanceText(shown.Price)}</p>}
          sources={sources.sources}
          onBought={onBought}
        />
      )}
    </ItemFormScreen>
  );
}

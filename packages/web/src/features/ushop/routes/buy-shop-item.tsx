import { useNavigate } from 'react-router';
import { BuyItemScreen } from '../../../components/item-form';
import { balanceText } from '../../../lib/money-display';
import { USHOP_GAME_APP_ID } from '../api/buy-shop-item';
import { useShopItem } from '../lib/use-shop-item';
import { MY_STUFF_PATH, shopItemPath, USHOP_ACCENT, USHOP_PATH } from '../paths';
import '../ushop.css';

/**
 * Buying a thing in uShop (/ushop/item/buy?id=, spec part 2 sections 2 and 5): titled BUY ITEM,
 * the thing and its price, what pays for it (cash, a bank account or the card), BUY and Cancel.
 * Once bought it is in My Stuff, which names it.
 */
export function BuyShopItemPage() {
  const navigate = useNavigate();
  const { shop, item, soldOut } = useShopItem();
  const place = {
    backTo: item ? shopItemPath(item.ID) : USHOP_PATH,
    backLabel: 'uShop',
    accent: USHOP_ACCENT,
    read: shop,
    data: item,
    loadingLabel: 'Loading…',
    goneTo: soldOut ? USHOP_PATH : undefined,
  };
  return (
    <BuyItemScreen
      place={place}
      buyable={(shown) => ({
        gameAppId: USHOP_GAME_APP_ID,
        itemId: shown.ID,
        price: shown.Price,
        priceLine: <p className="shop-buy__price">{balanceText(shown.Price)}</p>,
      })}
      onBought={() => void navigate(MY_STUFF_PATH, { state: { bought: item?.Title ?? 'It' } })}
    />
  );
}

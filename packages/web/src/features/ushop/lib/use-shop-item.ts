import { useItemParam } from '../../../lib/use-item-param';
import { useShopItems } from '../api/get-shop';

/**
 * The thing a uShop screen is about (its ID in `?id=`), from this week's stock. `soldOut` once the
 * stock is read and the thing is not in it or sold out.
 */
export function useShopItem() {
  const shop = useShopItems();
  const { item } = useItemParam(shop.data, (candidate) => candidate.ID);
  const soldOut = shop.data !== undefined && (!item || item.SoldOut);
  return { shop, item, soldOut };
}

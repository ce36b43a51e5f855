import type { ShopItem } from '@mc/contract';
import { ShoppingCart } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ItemDetail } from '../../../components/item-detail';
import { ScreenState } from '../../../components/screen-state';
import { balanceText } from '../../../lib/money-display';
import { WorkTag } from '../components/shop-card';
import { valueChangeText } from '../components/value-text';
import { useShopItem } from '../lib/use-shop-item';
import { buyShopItemPath, USHOP_ACCENT, USHOP_PATH } from '../paths';
import '../ushop.css';

/**
 * What it is worth once it is the player's, in words that match the net position: a thing that
 * can be resold is worth its second-hand value, which moves; a licence or certificate counts at
 * its price but cannot be sold; a ticket is an experience, spent when bought and worth nothing.
 */
function valueNotes(item: ShopItem): string[] {
  if (item.CanResell)
    return [
      `Worth about ${balanceText(item.SecondHandValue)} second-hand once it’s yours`,
      valueChangeText(item.ValueChangePerYear),
    ];
  if (item.SecondHandValue === 0)
    return [
      'An experience: it’s spent once you buy it, so it adds nothing to your net position and can’t be resold',
    ];
  return [
    'In your name once it’s yours: it can’t be sold on iBuy later',
    `Counts at ${balanceText(item.SecondHandValue)} in your net position while it’s current`,
  ];
}

/** What it is, what it costs, and what it is worth once it is the player's. */
function ShopItemDetail({ item }: { item: ShopItem }) {
  return (
    <ItemDetail
      block="shop-detail"
      headingId="shop-item-title"
      item={item}
      underTitle={
        <>
          <p className="shop-detail__price">{balanceText(item.Price)}</p>
          <WorkTag item={item} />
        </>
      }
    >
      <ul className="shop-notes" aria-label="Once it’s yours">
        {valueNotes(item).map((note) => (
          <li key={note}>{note}</li>
        ))}
        {item.NeededForJobs.length > 0 ? (
          <li>Asked for by: {item.NeededForJobs.join(', ')}</li>
        ) : null}
        {item.Owned > 0 ? (
          <li>{item.Owned === 1 ? 'You have one already' : `You have ${item.Owned} already`}</li>
        ) : null}
      </ul>
    </ItemDetail>
  );
}

/**
 * One thing in uShop (/ushop/item?id=, spec part 2 section 2): its picture, title, price and
 * description, what it is worth second-hand and how that moves, the jobs that ask for it, then
 * BUY THIS ITEM and BACK TO ITEMS TO BUY. A thing sold out or not in stock goes back to the shop.
 */
export function ShopItemPage() {
  const { shop, item, soldOut } = useShopItem();
  if (soldOut) return <Navigate to={USHOP_PATH} replace />;

  return (
    <AppScreen
      title="uShop"
      backTo={USHOP_PATH}
      backLabel="uShop"
      accent={USHOP_ACCENT}
      action={
        item ? (
          <div className="shop-actions">
            <Link className="button button--block" to={buyShopItemPath(item.ID)}>
              <ShoppingCart aria-hidden="true" size={20} />
              BUY THIS ITEM
            </Link>
            <Link className="button button--secondary button--block" to={USHOP_PATH}>
              BACK TO ITEMS TO BUY
            </Link>
          </div>
        ) : undefined
      }
    >
      <ScreenState read={shop} data={item} loadingLabel="Opening this item…">
        {(shown) => <ShopItemDetail item={shown} />}
      </ScreenState>
    </AppScreen>
  );
}

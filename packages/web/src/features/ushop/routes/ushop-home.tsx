import { AppScreen } from '../../../components/app-screen';
import { ScreenState } from '../../../components/screen-state';
import { useShopItems } from '../api/get-shop';
import { ShopCard } from '../components/shop-card';
import { USHOP_ACCENT } from '../paths';
import '../ushop.css';

/**
 * uShop (spec part 2 section 2): this week's hot items, each with its picture, title and price; a
 * thing the player bought all they may of is sold out and cannot be opened. Back goes to the
 * dashboard.
 */
export function UShopHome() {
  const shop = useShopItems();
  return (
    <AppScreen title="uShop" accent={USHOP_ACCENT}>
      <section className="shop-section" aria-labelledby="shop-heading">
        <h2 id="shop-heading" className="shop-section__title">
          This week's hot items
        </h2>
        <ScreenState
          read={shop}
          data={shop.data}
          loadingLabel="Loading this week’s items…"
          isEmpty={(stock) => stock.length === 0}
          empty="Nothing’s in stock this week. New things arrive every week."
        >
          {(stock) => (
            <ul className="shop-grid" aria-labelledby="shop-heading">
              {stock.map((item) => (
                <ShopCard key={item.ID} item={item} />
              ))}
            </ul>
          )}
        </ScreenState>
      </section>
    </AppScreen>
  );
}

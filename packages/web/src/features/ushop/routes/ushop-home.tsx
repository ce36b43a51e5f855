import { AppScreen } from '../../../components/app-screen';
import { ListSection } from '../../../components/screen-list';
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
      <ListSection
        title="This week's hot items"
        read={shop}
        loadingLabel="Loading this week’s items…"
        empty="Nothing’s in stock this week. New things arrive every week."
        className="shop-grid"
      >
        {(item) => <ShopCard key={item.ID} item={item} />}
      </ListSection>
    </AppScreen>
  );
}

import type { ShopItem } from '@mc/contract';
import { Briefcase, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { balanceText } from '../../../lib/money-display';
import { shopItemPath } from '../paths';
import { ItemImage } from '../../../components/item-image';

/** A job asks for it: this week's postings name it, or it is a thing for work. */
export const isForWork = (item: ShopItem) =>
  item.NeededForJobs.length > 0 || item.Purpose === 'job';

function CardFacts({ item }: { item: ShopItem }) {
  const fewLeft = !item.SoldOut && item.QuantityLeft < item.Quantity;
  return (
    <>
      <ItemImage image={item.Image} alt="" />
      <span className="shop-card__title">{item.Title}</span>
      <span className="shop-card__price">{balanceText(item.Price)}</span>
      <span className="shop-card__tags">
        {isForWork(item) ? (
          <span className="shop-tag shop-tag--work">
            <Briefcase aria-hidden="true" size={14} />
            Needed for work
          </span>
        ) : null}
        {fewLeft ? <span className="shop-tag">{item.QuantityLeft} left</span> : null}
        {item.SoldOut ? <span className="shop-tag shop-tag--sold-out">Sold out</span> : null}
      </span>
    </>
  );
}

/**
 * One thing in the shop: it opens the thing, unless the player has bought all they may this week
 * (SoldOut): then it is greyed, says so, and cannot be opened (spec part 2 section 2).
 */
export function ShopCard({ item }: { item: ShopItem }) {
  if (item.SoldOut) {
    return (
      <li>
        <div className="shop-card shop-card--sold-out" aria-disabled="true">
          <CardFacts item={item} />
        </div>
      </li>
    );
  }
  return (
    <li>
      <Link className="shop-card shop-card--open" to={shopItemPath(item.ID)}>
        <CardFacts item={item} />
        <ChevronRight className="shop-card__chevron" aria-hidden="true" size={18} />
      </Link>
    </li>
  );
}

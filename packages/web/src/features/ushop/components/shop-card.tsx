import type { ShopItem } from '@mc/contract';
import { Briefcase } from 'lucide-react';
import { balanceText } from '../../../lib/money-display';
import { shopItemPath } from '../paths';
import { ItemImage } from '../../../components/item-image';
import { LinkCard } from '../../../components/link-card';

/** A job asks for it: this week's postings name it, or it is a thing for work. */
const isForWork = (item: ShopItem) => item.NeededForJobs.length > 0 || item.Purpose === 'job';

/** 'Needed for work' on a thing a job asks for; nothing on any other. */
export function WorkTag({ item }: { item: ShopItem }) {
  return isForWork(item) ? (
    <span className="tag shop-tag shop-tag--work">
      <Briefcase aria-hidden="true" size={14} />
      Needed for work
    </span>
  ) : null;
}

function CardFacts({ item }: { item: ShopItem }) {
  const fewLeft = !item.SoldOut && item.QuantityLeft < item.Quantity;
  return (
    <>
      <ItemImage image={item.Image} alt="" />
      <span className="shop-card__title">{item.Title}</span>
      <span className="shop-card__price">{balanceText(item.Price)}</span>
      <span className="shop-card__tags">
        <WorkTag item={item} />
        {fewLeft ? <span className="tag shop-tag">{item.QuantityLeft} left</span> : null}
        {item.SoldOut ? <span className="tag shop-tag shop-tag--sold-out">Sold out</span> : null}
      </span>
    </>
  );
}

/**
 * One thing in the shop: it opens the thing, unless the player has bought all they may this week
 * (SoldOut): then it is greyed, says so, and cannot be opened (spec part 2 section 2).
 */
export function ShopCard({ item }: { item: ShopItem }) {
  return (
    <LinkCard block="shop-card" to={item.SoldOut ? null : shopItemPath(item.ID)} chevronSize={18}>
      <CardFacts item={item} />
    </LinkCard>
  );
}

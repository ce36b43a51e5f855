import type { ReactNode } from 'react';
import { ItemImage } from './item-image';

/** What a shop's page shows of any thing: its title, picture and description. */
interface DetailedItem {
  Title: string;
  Image: string;
  Description: string;
}

/**
 * A shop's own page for one thing (a uShop item, an iBuy lot): its picture beside its title (the
 * page's heading) and what goes under the title, then its description and the rest. `block` is
 * the app's CSS block (shop-detail, lot-detail), which styles the card, its head and its title.
 */
export function ItemDetail({
  block,
  headingId,
  item,
  underTitle,
  children,
}: {
  block: string;
  headingId: string;
  item: DetailedItem;
  underTitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={`card ${block}`} aria-labelledby={headingId}>
      <div className={`${block}__head`}>
        <ItemImage image={item.Image} alt="" size={96} />
        <div>
          <h2 id={headingId} className={`${block}__title`}>
            {item.Title}
          </h2>
          {underTitle}
        </div>
      </div>
      <p>{item.Description}</p>
      {children}
    </article>
  );
}

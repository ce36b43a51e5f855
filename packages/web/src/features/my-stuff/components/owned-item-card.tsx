import type { OwnedItem } from '@mc/contract';
import { Gavel, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { balanceText } from '../../../lib/money-display';
import { sellItemPath } from '../paths';
import { ItemImage } from '../../../components/item-image';
import { PurposeTag } from './purpose-tag';

/** A thing the player owns, and what they may do with it on iBuy. */
interface OwnedItemProps {
  item: OwnedItem;
  /** False once the game is over: nothing can be listed or taken down. */
  canAct: boolean;
  busy: boolean;
  onTakeOff: () => void;
}

/** Where a thing stands on iBuy: listed (with Take it off), sellable, or in the player's name. */
function SaleState({ item, canAct, busy, onTakeOff }: OwnedItemProps) {
  if (item.IBuySale) {
    return (
      <div className="owned-item__sale">
        <p className="owned-item__listed">
          <Gavel aria-hidden="true" size={16} />
          <span>For sale on iBuy at {balanceText(item.SalePrice ?? 0)}</span>
        </p>
        {canAct ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onTakeOff}
            disabled={busy}
            aria-label={`Take it off iBuy: ${item.Title}`}
          >
            Take it off iBuy
          </button>
        ) : null}
      </div>
    );
  }
  if (!item.CanSell) {
    return (
      <p className="owned-item__note">
        <Lock aria-hidden="true" size={16} />
        <span>In your name: can’t be sold</span>
      </p>
    );
  }
  if (!canAct) return null;
  return (
    <Link
      className="button button--secondary button--small owned-item__sell"
      to={sellItemPath(item.ItemInstanceID)}
      aria-label={`Sell on iBuy: ${item.Title}`}
    >
      <Gavel aria-hidden="true" size={16} />
      Sell on iBuy
    </Link>
  );
}

/**
 * One thing the player owns (spec part 2 section 2, My Stuff): its picture, title, what it is worth
 * now and what they paid, whether it is a need or a want, and where it stands on iBuy.
 */
export function OwnedItemCard(props: OwnedItemProps) {
  const { item } = props;
  const headingId = `owned-${item.ItemInstanceID}`;
  return (
    <li>
      <article className="card owned-item" aria-labelledby={headingId}>
        <ItemImage image={item.Image} alt="" />
        <div className="owned-item__body">
          <h2 id={headingId} className="owned-item__title">
            {item.Title}
          </h2>
          <p className="owned-item__worth amount">Worth {balanceText(item.Price)}</p>
          {item.PricePaid > 0 ? (
            <p className="owned-item__paid">Paid {balanceText(item.PricePaid)}</p>
          ) : null}
          <p className="owned-item__tags">
            <PurposeTag purpose={item.Purpose} />
          </p>
          {item.NeededByJobs.length > 0 ? (
            <p className="owned-item__jobs">
              Your job as {item.NeededByJobs.join(' and ')} needs this.
            </p>
          ) : null}
          <SaleState {...props} />
        </div>
      </article>
    </li>
  );
}

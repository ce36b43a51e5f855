import type { Share } from '@mc/contract';
import { Link } from 'react-router';
import { balanceText, signedText } from '../../../lib/money-display';
import { sellSharesPath } from '../paths';
import { ShareCardHead } from './risk-tag';

/** A gain or a loss in words as well as a sign: '+$12.00 gain'. */
function gainText(dollars: number): string {
  if (Math.round(dollars * 100) === 0) return `${balanceText(0)}, even`;
  return `${signedText(dollars)} ${dollars > 0 ? 'gain' : 'loss'}`;
}

/**
 * One company the player holds (spec part 2 section 2): shares owned, this week's price, what they
 * are worth and what they cost, the gain or loss so far, what selling has already made, and
 * SELL THESE SHARES.
 */
export function HoldingCard({ share, canTrade }: { share: Share; canTrade: boolean }) {
  const headingId = `holding-${share.ShareInstanceID}`;
  const gain = share.Total - share.CostOfHolding;
  return (
    <li className="card share-card" aria-labelledby={headingId}>
      <ShareCardHead share={share} headingId={headingId} />
      <dl className="share-facts share-facts--rows">
        <div>
          <dt>Shares owned</dt>
          <dd>{share.OwnedShares}</dd>
        </div>
        <div>
          <dt>Current price</dt>
          <dd>{balanceText(share.CurrentPrice)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="share-facts__strong">{balanceText(share.Total)}</dd>
        </div>
        <div>
          <dt>What they cost</dt>
          <dd>{balanceText(share.CostOfHolding)}</dd>
        </div>
        <div>
          <dt>Gain or loss so far</dt>
          <dd className={gain > 0 ? 'amount-gain' : gain < 0 ? 'amount-loss' : undefined}>
            {gainText(gain)}
          </dd>
        </div>
        {Math.round(share.RealisedGain * 100) !== 0 ? (
          <div>
            <dt>Made from selling</dt>
            <dd>{gainText(share.RealisedGain)}</dd>
          </div>
        ) : null}
      </dl>
      {canTrade ? (
        <Link
          className="button button--block"
          to={sellSharesPath(share.ShareInstanceID)}
          aria-label={`SELL THESE SHARES: ${share.Company} ${share.Title}`}
        >
          SELL THESE SHARES
        </Link>
      ) : null}
    </li>
  );
}

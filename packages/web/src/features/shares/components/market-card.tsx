import { SHARE_MESSAGES, type Share } from '@mc/contract';
import { Link } from 'react-router';
import { balanceText } from '../../../lib/money-display';
import { sharesLeft } from '../lib/trade-maths';
import { buySharesPath } from '../paths';
import { PriceChange } from './price-change';
import { PriceChart } from './price-chart';
import { ShareCardHead } from './risk-tag';

/**
 * One company on the market (spec part 2 sections 2 and 4): its code, title and risk, its prices so
 * far, last week's and this week's price and the change, how many shares are left, and BUY THESE
 * SHARES, a disabled NO SHARES LEFT TO PURCHASE once the player owns them all. In a week the company
 * has news (the market news weeks), the news that moved its price.
 */
export function MarketCard({ share, canTrade }: { share: Share; canTrade: boolean }) {
  const left = sharesLeft(share);
  const headingId = `market-${share.ShareInstanceID}`;
  return (
    <li className="card share-card" aria-labelledby={headingId}>
      <ShareCardHead share={share} headingId={headingId} />
      <div className="share-card__prices">
        <PriceChart prices={share.PreviousWeekValues} />
        <dl className="share-facts">
          <div>
            <dt>Last week</dt>
            <dd>{balanceText(share.LastWeeksPrice)}</dd>
          </div>
          <div>
            <dt>Now</dt>
            <dd className="share-facts__strong">{balanceText(share.CurrentPrice)}</dd>
          </div>
          <div>
            <dt>Change</dt>
            <dd>
              <PriceChange percent={share.PercentageChange} />
            </dd>
          </div>
        </dl>
      </div>
      {share.News ? (
        <div className="share-news" role="note" aria-label="Market news">
          <p className="share-news__headline">
            <span className="share-news__tag">News</span> {share.News.Headline}
          </p>
          <p className="share-news__text">{share.News.Text}</p>
        </div>
      ) : null}
      <p className="share-card__left">
        Shares AVAILABLE: {left}/{share.TotalShares}
      </p>
      {!canTrade ? null : left === 0 ? (
        <button type="button" className="button button--block" disabled>
          {SHARE_MESSAGES.noneLeft}
        </button>
      ) : (
        <Link
          className="button button--block"
          to={buySharesPath(share.ShareInstanceID)}
          aria-label={`BUY THESE SHARES: ${share.Company} ${share.Title}`}
        >
          BUY THESE SHARES
        </Link>
      )}
    </li>
  );
}

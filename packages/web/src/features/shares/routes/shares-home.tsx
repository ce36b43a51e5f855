import { SHARE_MESSAGES, type Share } from '@mc/contract';
import { CircleCheck } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ScreenState } from '../../../components/screen-state';
import { Tabs } from '../../../components/tabs';
import { useGameOver } from '../../../lib/game-over';
import { balanceText } from '../../../lib/money-display';
import { useShares } from '../api/get-shares';
import { HoldingCard } from '../components/holding-card';
import { MarketCard } from '../components/market-card';
import { SHARES_ACCENT, type SharesState } from '../paths';
import '../shares.css';

type SharesTab = 'market' | 'portfolio';

const TABS = [
  { id: 'market', name: 'Market' },
  { id: 'portfolio', name: 'Portfolio' },
] as const;

function Market({ shares, canTrade }: { shares: Share[]; canTrade: boolean }) {
  return (
    <ul className="list share-list" aria-label="Companies, lowest risk first">
      {shares.map((share) => (
        <MarketCard key={share.ShareInstanceID} share={share} canTrade={canTrade} />
      ))}
    </ul>
  );
}

function Portfolio({ shares, canTrade }: { shares: Share[]; canTrade: boolean }) {
  const held = shares.filter((share) => share.OwnedShares > 0);
  if (held.length === 0) return <p className="empty-state">{SHARE_MESSAGES.emptyPortfolio}</p>;
  const value = held.reduce((sum, share) => sum + Math.round(share.Total * 100), 0) / 100;
  return (
    <>
      <p className="card share-total">
        <span>Total investment value</span>
        <strong>{balanceText(value)}</strong>
      </p>
      <ul className="list share-list" aria-label="Shares you own">
        {held.map((share) => (
          <HoldingCard key={share.ShareInstanceID} share={share} canTrade={canTrade} />
        ))}
      </ul>
    </>
  );
}

/**
 * Shares (/shares, spec part 2 sections 2 and 4): the Market tab, companies sorted by risk with
 * BUY THESE SHARES, and the Portfolio tab, what the player holds with SELL THESE SHARES. The tab
 * is kept in the address (?tab=portfolio) so back and a trade's return land on it.
 */
export function SharesHomePage() {
  const shares = useShares();
  const gameOver = useGameOver();
  const [params, setParams] = useSearchParams();
  const traded = (useLocation().state as SharesState | null)?.traded;
  const tab: SharesTab = params.get('tab') === 'portfolio' ? 'portfolio' : 'market';

  const show = (next: SharesTab) =>
    setParams(next === 'portfolio' ? { tab: 'portfolio' } : {}, {
      replace: true,
      // Choosing a tab keeps focus on it (the tabs pattern), not on the screen's heading.
      state: { keepFocus: true },
    });

  return (
    <AppScreen title="Shares" accent={SHARES_ACCENT}>
      {traded ? (
        <p className="share-done" role="status">
          <CircleCheck aria-hidden="true" size={20} />
          {traded}
        </p>
      ) : null}
      <Tabs label="Shares" idPrefix="shares" tabs={TABS} current={tab} onChange={show}>
        {/* The cards' h3s sit under the tab's name, so headings go down one level at a time. */}
        <h2 className="visually-hidden">{TABS.find((t) => t.id === tab)?.name}</h2>
        <ScreenState
          read={shares}
          data={shares.data}
          loadingLabel="Loading the share market…"
          isEmpty={(market) => market.length === 0}
          empty="No companies are trading yet."
        >
          {(market) =>
            tab === 'market' ? (
              <Market shares={market} canTrade={!gameOver} />
            ) : (
              <Portfolio shares={market} canTrade={!gameOver} />
            )
          }
        </ScreenState>
      </Tabs>
    </AppScreen>
  );
}

import { ITEM_MESSAGES, type IBuySale } from '@mc/contract';
import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ListSection } from '../../../components/screen-list';
import { TakeOffDialog, useTakeOff } from '../../../components/take-off-dialog';
import { useGameOver } from '../../../lib/game-over';
import { useSales } from '../api/get-sales';
import { IBuyTabs } from '../components/ibuy-tabs';
import { SaleCard } from '../components/sale-card';
import { IBUY_ACCENT, MY_STUFF_PATH, type SellingState } from '../paths';
import '../ibuy.css';

function NothingListed() {
  return (
    <>
      You’re not selling anything on iBuy.{' '}
      <Link to={MY_STUFF_PATH}>Sell something from My Stuff</Link>
    </>
  );
}

/**
 * iBuy's Selling tab (/ibuy/selling): the things the player has listed, each with its asking
 * price, what it is worth and when the answer comes, and Take it off iBuy. A thing just listed
 * from My Stuff is named at the top.
 */
export function SellingPage() {
  const sales = useSales();
  const takeOff = useTakeOff<IBuySale>();
  const gameOver = useGameOver();
  const listed = (useLocation().state as SellingState | null)?.listed;

  return (
    <AppScreen title="iBuy" accent={IBUY_ACCENT}>
      <IBuyTabs current="selling" />
      {listed ? (
        <p className="money-note ibuy-done" role="status">
          <CircleCheck aria-hidden="true" size={18} />
          <span>
            Listed! {listed} is on iBuy. {ITEM_MESSAGES.checkEmail}
          </span>
        </p>
      ) : null}
      <ListSection
        title="Things you’re selling"
        read={sales}
        loadingLabel="Loading your listings…"
        empty={<NothingListed />}
      >
        {(sale) => (
          <SaleCard
            key={sale.iBuyItemForSaleID}
            sale={sale}
            canCancel={!gameOver}
            busy={takeOff.busy}
            onCancel={() => takeOff.ask(sale)}
          />
        )}
      </ListSection>

      <TakeOffDialog takeOff={takeOff}>
        {() => <p>It stays in My Stuff and nobody can buy it.</p>}
      </TakeOffDialog>
    </AppScreen>
  );
}

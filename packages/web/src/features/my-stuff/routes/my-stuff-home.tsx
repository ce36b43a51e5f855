import type { OwnedItem } from '@mc/contract';
import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ScreenList } from '../../../components/screen-list';
import { TakeOffDialog, useTakeOff } from '../../../components/take-off-dialog';
import { useGameOver } from '../../../lib/game-over';
import { balanceText } from '../../../lib/money-display';
import { useInventory } from '../api/get-inventory';
import { OwnedItemCard } from '../components/owned-item-card';
import { MY_STUFF_ACCENT, USHOP_PATH, type MyStuffState } from '../paths';
import '../my-stuff.css';

/** Empty My Stuff: nothing owned yet, and where things come from. */
function NothingOwned() {
  return (
    <>
      You don’t own anything yet. <Link to={USHOP_PATH}>See what’s in uShop</Link>
    </>
  );
}

/**
 * My Stuff (spec part 2 section 2): a card for each thing the player owns, with what it is worth
 * and where it stands on iBuy. A thing just bought in uShop is named at the top.
 */
export function MyStuffHome() {
  const inventory = useInventory();
  const takeOff = useTakeOff<OwnedItem>();
  const gameOver = useGameOver();
  const bought = (useLocation().state as MyStuffState | null)?.bought;

  return (
    <AppScreen title="My Stuff" accent={MY_STUFF_ACCENT}>
      {bought ? (
        <p className="money-note stuff-bought" role="status">
          <CircleCheck aria-hidden="true" size={18} />
          <span>It’s yours! {bought} is in My Stuff now.</span>
        </p>
      ) : null}
      <ScreenList
        read={inventory}
        loadingLabel="Loading your things…"
        empty={<NothingOwned />}
        className="list stuff-list"
        aria-label="Things you own"
      >
        {(item) => (
          <OwnedItemCard
            key={item.ItemInstanceID}
            item={item}
            canAct={!gameOver}
            busy={takeOff.busy}
            onTakeOff={() => takeOff.ask(item)}
          />
        )}
      </ScreenList>

      <TakeOffDialog takeOff={takeOff}>
        {(item) => (
          <p>It stays in My Stuff, worth about {balanceText(item.Price)}, and nobody can buy it.</p>
        )}
      </TakeOffDialog>
    </AppScreen>
  );
}

import type { IBuyItem } from '@mc/contract';
import type { ItemPlace } from '../../../components/item-form';
import { IBUY_ACCENT, IBUY_PATH, lotPath } from '../paths';
import { useLot } from './use-lot';

/**
 * The lot a buy-now or bid screen is about, and where that screen's back link and Cancel go (the
 * lot's page); a lot the player may not open goes back to iBuy.
 */
export function useLotPlace(): { id: string; place: ItemPlace<IBuyItem> } {
  const { id, lots, lot, closed } = useLot();
  const place = {
    backTo: lotPath(id),
    backLabel: 'iBuy',
    accent: IBUY_ACCENT,
    read: lots,
    data: lot,
    loadingLabel: 'Opening this auction…',
    goneTo: closed ? IBUY_PATH : undefined,
  };
  return { id, place };
}

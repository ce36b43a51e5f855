import { useSearchParams } from 'react-router';
import { useLots } from '../api/get-lots';
import { lotBlock } from '../components/lot-text';

/**
 * The lot a screen is about (its iBuyGameItemID in `?id=`), read from this week's lots. `closed`
 * once the lots are read and it is not one the player may open: gone, bought or bid on.
 */
export function useLot() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const lots = useLots();
  const lot = lots.data?.find((candidate) => candidate.iBuyGameItemID === id);
  const closed = lots.data !== undefined && (!lot || lotBlock(lot) !== null);
  return { id, lots, lot, closed };
}

import { useSearchParams } from 'react-router';
import { useShares } from '../api/get-shares';

/** The company named by `?id=` (its code) on the buy and sell screens, once the market is read. */
export function useShare() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const shares = useShares();
  const share = shares.data?.find((shown) => shown.ShareInstanceID === id);
  return { id, shares, share, missing: shares.data !== undefined && share === undefined };
}

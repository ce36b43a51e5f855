import { TradeScreen } from '../components/trade-form';

/** Buying a company's shares: /shares/buy?id=CODE (spec part 2 section 2). */
export function BuySharesPage() {
  return <TradeScreen side="buy" />;
}

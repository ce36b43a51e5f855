import { TradeScreen } from '../components/trade-form';

/** Selling a company's shares into a bank account: /shares/sell?id=CODE (spec part 2 section 2). */
export function SellSharesPage() {
  return <TradeScreen side="sell" />;
}

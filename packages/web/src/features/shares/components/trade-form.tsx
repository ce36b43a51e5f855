import { MONEY_MESSAGES, SHARE_MESSAGES, type Share } from '@mc/contract';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ItemFormScreen, useSourceChoice } from '../../../components/item-form';
import { PaymentAccountSelect, PaymentForm } from '../../../components/payment-form';
import { allReads } from '../../../components/screen-state';
import { isBankAccount } from '../../../lib/payment-sources';
import { useItemSources, type ItemSource } from '../../../lib/item-sources';
import { balanceText } from '../../../lib/money-display';
import { usePaymentForm, type PaymentProblem } from '../../../lib/use-payment-form';
import { useTradeShares } from '../api/trade-shares';
import { sharesLeft, tradeSums } from '../lib/trade-maths';
import { useShare } from '../lib/use-share';
import { PORTFOLIO_PATH, SHARES_ACCENT, SHARES_PATH, type SharesState } from '../paths';
import { PriceChart } from './price-chart';
import { parseCount, ShareCount } from './share-count';
import '../shares.css';

export type TradeSide = 'buy' | 'sell';

const WORDS = {
  buy: {
    formId: 'buy-shares-form',
    button: { label: 'BUY SHARES', loadingLabel: 'Buying…', successLabel: 'Bought!' },
    account: 'Pay with',
    accountHint: 'Your cash or a bank account. It needs to cover the total.',
    empty: 'Nothing to pay with',
    atLeastOne: SHARE_MESSAGES.atLeastOneToBuy,
    tooMany: SHARE_MESSAGES.tooMany,
    valueLabel: 'Cost',
    back: SHARES_PATH,
  },
  sell: {
    formId: 'sell-shares-form',
    button: { label: 'SELL SHARES', loadingLabel: 'Selling…', successLabel: 'Sold!' },
    account: 'Select bank account to be paid into',
    accountHint: 'The money from the sale goes into a bank account.',
    empty: 'You need a bank account to sell shares',
    atLeastOne: SHARE_MESSAGES.atLeastOneToSell,
    tooMany: SHARE_MESSAGES.notHeld,
    valueLabel: 'Value',
    back: PORTFOLIO_PATH,
  },
} as const;

/** Buying from cash or a bank account; selling into a bank account only (never the card). */
function tradeSources(side: TradeSide, sources: readonly ItemSource[]): ItemSource[] {
  return side === 'buy' ? [...sources] : sources.filter((s) => isBankAccount(s.source));
}

/** How many can be traded: what is left to buy, or what the player holds. */
const maxOf = (side: TradeSide, share: Share) =>
  side === 'buy' ? sharesLeft(share) : share.OwnedShares;

/** The confirmation the Shares page shows after the trade. */
function tradedText(side: TradeSide, count: number, share: Share): string {
  const shares = `${count} ${share.Company} share${count === 1 ? '' : 's'}`;
  return side === 'buy' ? `You bought ${shares}.` : `You sold ${shares}.`;
}

interface TradeFieldsProps {
  side: TradeSide;
  share: Share;
  sources: readonly ItemSource[];
  payment: ReturnType<typeof usePaymentForm>;
}

function TradeFields({ side, share, sources, payment }: TradeFieldsProps) {
  const words = WORDS[side];
  const navigate = useNavigate();
  const trade = useTradeShares(side);
  const max = maxOf(side, share);
  const [countText, setCountText] = useState('1');
  const count = parseCount(countText);
  const sums = tradeSums(
    side,
    share.CurrentPrice,
    Number.isNaN(count) ? 0 : count,
    share.BrokerageFee,
  );
  const { options, choice } = useSourceChoice(payment, sources);

  const check = (): PaymentProblem | null => {
    if (!choice) return { field: 'source', message: MONEY_MESSAGES.selectAccount };
    if (Number.isNaN(count) || count < 1) return { field: 'amount', message: words.atLeastOne };
    if (count > max) return { field: 'amount', message: words.tooMany };
    if (side === 'buy' && Math.round(sums.total * 100) > Math.round(choice.available * 100))
      return { field: 'source', message: MONEY_MESSAGES.selectedAccountFunds };
    return null;
  };

  return (
    <PaymentForm
      id={words.formId}
      payment={payment}
      className="item-form share-form"
      check={check}
      send={() =>
        trade.mutateAsync({
          ShareInstanceID: share.ShareInstanceID,
          GameAppInstanceID: choice?.source.appInstanceId ?? null,
          AccountInstanceID: choice?.source.id ?? null,
          Total: count,
        })
      }
      onDone={() =>
        void navigate(PORTFOLIO_PATH, {
          replace: true,
          state: { traded: tradedText(side, count, share) } satisfies SharesState,
        })
      }
    >
      <section className="card share-summary" aria-label="The company">
        <p className="share-card__title">
          <span className="share-card__code">{share.Company}</span> {share.Title}
        </p>
        <p>
          Current price per share <strong>{balanceText(share.CurrentPrice)}</strong>
        </p>
        {side === 'sell' ? (
          <p>
            Shares owned <strong>{share.OwnedShares}</strong>
          </p>
        ) : null}
        <p>{dividendText(share.DividendYield)}</p>
        <PriceChart prices={share.PreviousWeekValues} size="large" />
      </section>
      <ShareCount
        text={countText}
        max={max}
        onChange={(text) => {
          setCountText(text);
          payment.enterAmount(text);
        }}
        error={payment.errorOf('amount')}
      />
      <dl className="share-facts share-facts--rows share-sums" aria-live="polite">
        <div>
          <dt>{words.valueLabel}</dt>
          <dd>{balanceText(sums.value)}</dd>
        </div>
        <div>
          <dt>Brokerage fee ({Math.round(share.BrokerageFee * 10_000) / 100}%)</dt>
          <dd>{balanceText(sums.brokerage)}</dd>
        </div>
        <div>
          <dt>{side === 'buy' ? 'Total to pay' : 'Total paid to you'}</dt>
          <dd className="share-facts__strong">{balanceText(sums.total)}</dd>
        </div>
      </dl>
      <PaymentAccountSelect
        payment={payment}
        label={words.account}
        options={options}
        emptyLabel={words.empty}
        hint={words.accountHint}
      />
    </PaymentForm>
  );
}

/** What the company pays its owners: 'Dividends: about 4.5% of the price a year, paid twice.' */
export function dividendText(yieldFraction: number): string {
  if (yieldFraction <= 0) return 'Pays no dividends: any return comes from the price.';
  const percent = Math.round(yieldFraction * 1000) / 10;
  return `Dividends: about ${percent}% of the price a year, paid in two halves.`;
}

/**
 * Buying or selling a company's shares (/shares/buy?id=, /shares/sell?id=; spec part 2 sections 2,
 * 5 and 9): the company, its price and chart, how many (1 to what is left or held), the cost,
 * brokerage and total, the account, and BUY SHARES or SELL SHARES with Cancel. A company not
 * found, or one with nothing to trade, goes back to Shares.
 */
export function TradeScreen({ side }: { side: TradeSide }) {
  const words = WORDS[side];
  const { shares, share, missing } = useShare();
  const sources = useItemSources('bid');
  const payment = usePaymentForm();
  const read = allReads(shares, sources);

  const nothingToTrade = share !== undefined && maxOf(side, share) === 0;
  if ((missing || nothingToTrade) && payment.step === 'idle')
    return <Navigate to={words.back} replace />;

  return (
    <ItemFormScreen
      title="Shares"
      backTo={words.back}
      backLabel="Shares"
      accent={SHARES_ACCENT}
      read={read}
      data={share}
      loadingLabel="Opening this company…"
      formId={words.formId}
      payment={payment}
      button={words.button}
    >
      {(shown) => (
        <TradeFields
          side={side}
          share={shown}
          sources={tradeSources(side, sources.sources)}
          payment={payment}
        />
      )}
    </ItemFormScreen>
  );
}

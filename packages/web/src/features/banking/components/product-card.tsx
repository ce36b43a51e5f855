import type { BankAccountType } from '@mc/contract';
import type { ReactNode } from 'react';
import { feeText, percentText, transactionsText } from '../../../lib/money-display';
import '../banking.css';

const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/**
 * One of the bank's products: Title, Description, fees and minimum in whole dollars, interest
 * as a percent, transactions a month (9999 is unlimited) and, for a term deposit, its term.
 */
export function ProductCard({
  product,
  headingLevel = 2,
  children,
}: {
  product: BankAccountType;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isTermDeposit = product.AccountType === 'FixedTermDepositInvestmentInstance';
  return (
    <article className="card product-card" aria-label={product.Title}>
      <Heading className="product-card__title">{product.Title}</Heading>
      <p className="product-card__description">{product.Description}</p>
      <dl className="fact-list">
        <div className="fact-list__row">
          <dt>Interest rate</dt>
          <dd>{percentText(product.InterestRate)} a year</dd>
        </div>
        {isTermDeposit ? (
          <div className="fact-list__row">
            <dt>Term</dt>
            <dd>{weeks(product.DepositPeriod)}</dd>
          </div>
        ) : (
          <>
            <div className="fact-list__row">
              <dt>Monthly fee</dt>
              <dd>{feeText(product.MonthlyFee)}</dd>
            </div>
            <div className="fact-list__row">
              <dt>Fee per transaction</dt>
              <dd>{feeText(product.FeePerTransaction)}</dd>
            </div>
            <div className="fact-list__row">
              <dt>Transactions per month</dt>
              <dd>{transactionsText(product.TransactionsPerMonth)}</dd>
            </div>
          </>
        )}
        <div className="fact-list__row">
          <dt>Minimum balance</dt>
          <dd>{feeText(product.MinimumBalance)}</dd>
        </div>
      </dl>
      {children}
    </article>
  );
}

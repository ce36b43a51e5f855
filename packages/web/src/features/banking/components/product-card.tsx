import type { BankAccountType } from '@mc/contract';
import type { ReactNode } from 'react';
import { feeText, percentText, transactionsText } from '../../../lib/money-display';
import { bonusConditionText, feeWaiverText, totalRateText } from '../product-terms';
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
  const hasBonus = product.BonusInterestRate > 0;
  const waiver = product.MonthlyFee > 0 ? feeWaiverText(product) : null;
  return (
    <article className="card product-card" aria-label={product.Title}>
      <Heading className="product-card__title">{product.Title}</Heading>
      <p className="product-card__description">{product.Description}</p>
      <dl className="fact-list">
        <div className="fact-list__row">
          <dt>{hasBonus ? 'Base interest rate' : 'Interest rate'}</dt>
          <dd>{percentText(product.InterestRate)} a year</dd>
        </div>
        {hasBonus ? (
          <div className="fact-list__row">
            <dt>Bonus interest</dt>
            <dd>
              +{percentText(product.BonusInterestRate)} ({totalRateText(product)}){' '}
              {bonusConditionText(product)}
            </dd>
          </div>
        ) : null}
        {isTermDeposit ? (
          <div className="fact-list__row">
            <dt>Term</dt>
            <dd>{weeks(product.DepositPeriod)}</dd>
          </div>
        ) : (
          <>
            <div className="fact-list__row">
              <dt>Monthly fee</dt>
              <dd>
                {feeText(product.MonthlyFee)}
                {waiver ? `, ${waiver}` : null}
              </dd>
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

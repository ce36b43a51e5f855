import type { BankAccountType } from '@mc/contract';
import type { ReactNode } from 'react';
import { FactRow } from '../../../components/fact-row';
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
        <FactRow term={hasBonus ? 'Base interest rate' : 'Interest rate'}>
          {percentText(product.InterestRate)} a year
        </FactRow>
        {hasBonus ? (
          <FactRow term="Bonus interest">
            +{percentText(product.BonusInterestRate)} ({totalRateText(product)}){' '}
            {bonusConditionText(product)}
          </FactRow>
        ) : null}
        {isTermDeposit ? (
          <FactRow term="Term">{weeks(product.DepositPeriod)}</FactRow>
        ) : (
          <>
            <FactRow term="Monthly fee">
              {feeText(product.MonthlyFee)}
              {waiver ? `, ${waiver}` : null}
            </FactRow>
            <FactRow term="Fee per transaction">{feeText(product.FeePerTransaction)}</FactRow>
            <FactRow term="Transactions per month">
              {transactionsText(product.TransactionsPerMonth)}
            </FactRow>
          </>
        )}
        <FactRow term="Minimum balance">{feeText(product.MinimumBalance)}</FactRow>
      </dl>
      {children}
    </article>
  );
}
